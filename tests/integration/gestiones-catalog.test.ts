// What citizens can ask for, managed by the office (docs/decisions/0008-product-gaps.md): the catalog's rules and texts, its
// audit entries, what the portal offers after each change — and the dashboard's operations strip.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getGestionCatalog, operationsSummary } from "@/lib/gestiones/admin-queries";
import {
  createCategory,
  createPreset,
  createTemplate,
  updateCategory,
  updateTemplate,
} from "@/lib/gestiones/catalog-service";
import { getGestionMeta } from "@/lib/gestiones/queries";
import { createGestion } from "@/lib/gestiones/filing-service";
import { assignGestion, changeGestionStatus } from "@/lib/gestiones/office-service";
import { AppError } from "@/lib/errors/app-error";
import { FIELDS, citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";

let office: Awaited<ReturnType<typeof signIn>>["actor"];
let officeId: number;

beforeAll(async () => {
  const admin = await createAdmin("AdminNivel2");
  officeId = admin.id;
  office = (await signIn({ kind: "admin", adminId: admin.id })).actor;
});

const tag = () => randomUUID().slice(0, 8);

/** The AppError a call fails with, for its code, message and field errors. */
async function failure(run: () => Promise<unknown>): Promise<AppError> {
  const error = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const auditOf = (action: string, entityId: number) =>
  db().auditLog.count({ where: { action, entity_id: String(entityId) } });

describe("categories", () => {
  it("are created and edited with an audit entry; a name is unique and the response time 1–90 days", async () => {
    const nombre = `Vivienda ${tag()}`;
    const { id } = await createCategory(office, { nombre, sla_dias_habiles: "12" });
    expect(await auditOf("gestion.category.create", id)).toBe(1);
    const duplicate = await failure(() => createCategory(office, { nombre, sla_dias_habiles: 5 }));
    expect(duplicate.code).toBe("CONFLICT");
    expect(duplicate.message).toBe("Ya existe una categoría con ese nombre.");
    const tooLong = await failure(() =>
      updateCategory(office, id, { nombre, sla_dias_habiles: 91 }),
    );
    expect(tooLong.code).toBe("VALIDATION");
    expect(tooLong.message).toBe("El tiempo de respuesta es de 1 a 90 días hábiles.");
    await updateCategory(office, id, { nombre, sla_dias_habiles: 3, activo: false });
    expect(await db().gestionCategoria.findUniqueOrThrow({ where: { id } })).toMatchObject({
      sla_dias_habiles: 3,
      activo: false,
    });
    expect(await auditOf("gestion.category.update", id)).toBe(1);
  });
});

describe("procedures", () => {
  it("check their fields: a list needs options, keys are distinct and well formed", async () => {
    const { categoria } = await createCatalog();
    const attempt = (fields: unknown[]) =>
      failure(() =>
        createTemplate(office, {
          categoria_id: categoria.id,
          nombre: `Trámite ${tag()}`,
          data_schema_json: { fields } as never,
        }),
      );
    const noOptions = await attempt([
      { key: "tipo", label: "Tipo", type: "select", required: true },
    ]);
    expect(noOptions.errors).toEqual([
      {
        field: "data_schema_json.fields.0.options",
        msg: "Una lista necesita al menos una opción.",
      },
    ]);
    const twice = await attempt([
      { key: "nota", label: "Nota", type: "text" },
      { key: "nota", label: "Otra nota", type: "textarea" },
    ]);
    expect(twice.errors).toEqual([
      { field: "data_schema_json.fields", msg: "Cada campo necesita una clave distinta." },
    ]);
    const badKey = await attempt([{ key: "Número", label: "Número", type: "text" }]);
    expect(badKey.message).toBe("La clave usa minúsculas, números y guiones bajos (máx. 40).");
    expect(await db().gestionTemplate.count({ where: { categoria_id: categoria.id } })).toBe(1);
  });

  it("are offered to citizens while they and their category are active", async () => {
    const { categoria } = await createCatalog();
    const nombre = `Constancia ${tag()}`;
    const input = { categoria_id: categoria.id, nombre, data_schema_json: { fields: FIELDS } };
    const { id } = await createTemplate(office, input);
    expect(await auditOf("gestion.template.create", id)).toBe(1);
    const offered = async () => (await getGestionMeta()).templates.some((row) => row.id === id);
    expect(await offered()).toBe(true);

    await updateTemplate(office, id, { ...input, activo: false });
    expect(await offered()).toBe(false);
    // The office still sees it, to switch it on again.
    expect((await getGestionCatalog(office)).templates.find((row) => row.id === id)).toMatchObject({
      activo: false,
      data_schema_json: { fields: FIELDS },
    });
    await updateTemplate(office, id, { ...input, activo: true });
    await updateCategory(office, categoria.id, {
      nombre: categoria.nombre,
      sla_dias_habiles: 5,
      activo: false,
    });
    expect(await offered()).toBe(false);
    const duplicate = await failure(() => createTemplate(office, input));
    expect(duplicate.message).toBe("Esa categoría ya tiene un trámite con ese nombre.");
  });
});

describe("preset messages", () => {
  it("may propose a status, given in the older Spanish values too", async () => {
    const { id } = await createPreset(office, {
      nombre: `Resuelta ${tag()}`,
      body: "Su gestión fue atendida.",
      to_status: "resuelto",
    });
    expect(await db().gestionPresetMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      to_status: "resolved",
      activo: true,
    });
    const empty = await failure(() =>
      createPreset(office, { nombre: `Vacío ${tag()}`, body: " " }),
    );
    expect(empty.message).toBe("Escribe el texto del mensaje.");
  });
});

describe("the operations strip", () => {
  it("counts open gestiones by status, the overdue, the unassigned, this week's and each caseload", async () => {
    const catalog = await createCatalog();
    const { actor: citizen } = await citizenCaller();
    const before = await operationsSummary(office);
    const file = () => createGestion(citizen, { ...gestionBody(catalog), canal_origen: "portal" });
    const [overdue, assigned, resolved] = [await file(), await file(), await file()];
    await db().gestion.update({
      where: { id: overdue.id },
      data: { sla_due_at: new Date(Date.now() - 86_400_000) },
    });
    await assignGestion(office, assigned.id, officeId);
    await changeGestionStatus(office, resolved.id, {
      to_status: "resolved",
      comment_mode: "custom",
      body: "Atendida.",
    });
    const after = await operationsSummary(office);
    expect((after.porEstado.new ?? 0) - (before.porEstado.new ?? 0)).toBe(2);
    expect((after.porEstado.resolved ?? 0) - (before.porEstado.resolved ?? 0)).toBe(1);
    expect(after.vencidas - before.vencidas).toBe(1);
    expect(after.sinAsignar - before.sinAsignar).toBe(1);
    expect(after.nuevasSemana - before.nuevasSemana).toBe(3);
    expect(after.carga.find((row) => row.id === officeId)?.abiertas).toBe(1);
  });
});
