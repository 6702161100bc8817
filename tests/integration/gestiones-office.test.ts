// The office's side of the gestiones loop through the real route handlers: the list under every
// filter and sort, the detail with its notifications, replies and internal notes, status changes
// with preset or custom comments (any status after any other, the older Spanish values accepted),
// and assignment.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as attachmentsOf } from "@/app/api/portal/admin/gestiones/[id]/attachments/route";
import { PATCH as assign } from "@/app/api/portal/admin/gestiones/[id]/asignacion/route";
import {
  GET as messagesOf,
  POST as postMessage,
} from "@/app/api/portal/admin/gestiones/[id]/messages/route";
import { GET as getOne } from "@/app/api/portal/admin/gestiones/[id]/route";
import { PATCH as setStatus } from "@/app/api/portal/admin/gestiones/[id]/status/route";
import { GET as list } from "@/app/api/portal/admin/gestiones/route";
import { GET as citizenView } from "@/app/api/portal/gestiones/[id]/route";
import { POST as create } from "@/app/api/portal/gestiones/route";
import { POST as sendMessage } from "@/app/api/portal/gestiones/[id]/mensajes/route";
import { db } from "@/lib/db";
import { deliverPendingEmails } from "@/lib/email/outbox";

import { formOf, pngBytes } from "./support/content-helpers";
import { call, citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";
import { uniqueCui } from "../support/citizen-data";

let catalog: Awaited<ReturnType<typeof createCatalog>>;
let office: { token: string; id: number };
let colleague: { token: string; id: number };
let citizen: Awaited<ReturnType<typeof citizenCaller>>;
let preset: { id: number; body: string };

async function adminCaller(role: "AdminNivel1" | "AdminNivel2") {
  const admin = await createAdmin(role);
  return { token: (await signIn({ kind: "admin", adminId: admin.id })).token, id: admin.id };
}

/**
 * One more gestión of the same citizen. These tests file more than the per-citizen limits allow
 * (upload-limits.test.ts tests those), so the citizen's counts are cleared first.
 */
async function fileOne(overrides: Record<string, unknown> = {}) {
  await db().rateLimitHit.deleteMany({ where: { key: String(citizen.citizen.id) } });
  const created = await call(create, {
    method: "POST",
    token: citizen.token,
    json: gestionBody(catalog, overrides),
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; folio: string };
}

beforeAll(async () => {
  catalog = await createCatalog(10);
  office = await adminCaller("AdminNivel1");
  colleague = await adminCaller("AdminNivel2");
  citizen = await citizenCaller();
  await db().citizen.update({
    where: { id: citizen.citizen.id },
    data: { primer_nombre: "Ángela", primer_apellido: "Xocop", dpi: uniqueCui() },
  });
  preset = await db().gestionPresetMessage.create({
    data: {
      nombre: `Trasladada ${Date.now()}`,
      body: "Tu gestión fue trasladada a la institución responsable.",
      to_status: "in_progress",
    },
  });
});

describe("GET /api/portal/admin/gestiones", () => {
  it("answers { ok, items, total, page } with the citizen, the assignee and the overdue flag", async () => {
    const filed = await fileOne({ titulo: "Fuga de agua en la escuela" });
    const page = await call(list, { token: office.token, path: `/?q=${filed.folio}` });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ ok: true, total: 1, page: 1, pageSize: 20 });
    expect(page.body.items[0]).toMatchObject({
      id: filed.id,
      folio: filed.folio,
      titulo: "Fuga de agua en la escuela",
      status: "new",
      ciudadano_nombre: "Ángela Xocop",
      ciudadano_email: citizen.citizen.correo,
      asignado: null,
      vencida: false,
    });
  });

  it("filters by status, text (folio, title, citizen's accent-less name, e-mail), category, procedure, assignee and overdue", async () => {
    const a = await fileOne({ titulo: "Camino destruido por la lluvia" });
    const b = await fileOne({ titulo: "Poste de luz caído" });
    await db().gestion.update({
      where: { id: b.id },
      data: {
        status: "in_progress",
        assigned_admin_id: office.id,
        sla_due_at: new Date(Date.now() - 86_400_000),
      },
    });
    const ids = async (query: string) =>
      (
        await call(list, {
          token: office.token,
          path: `/?pageSize=100&categoria_id=${catalog.categoria.id}&${query}`,
        })
      ).body.items.map((item: { id: number }) => item.id);
    expect(await ids("estado=in_progress")).toEqual([b.id]);
    expect(await ids("estado=en_progreso")).toEqual([b.id]);
    expect(await ids("q=destruido")).toEqual([a.id]);
    expect(await ids("q=angela xoc")).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(`q=${encodeURIComponent(citizen.citizen.correo!.toUpperCase())}`)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(await ids(`template_id=${catalog.template.id}&asignado=me`)).toEqual([b.id]);
    expect(await ids("asignado=none")).toContain(a.id);
    expect(await ids("asignado=none")).not.toContain(b.id);
    expect(await ids(`asignado=${office.id}`)).toEqual([b.id]);
    expect(await ids("vencidas=1")).toEqual([b.id]);
    expect(
      (
        await call(list, {
          token: colleague.token,
          path: `/?asignado=me&categoria_id=${catalog.categoria.id}`,
        })
      ).body.items,
    ).toEqual([]);
  });

  it("finds a gestión by its citizen's name as it is now, and a gestión without an account once it is claimed", async () => {
    const other = await citizenCaller();
    const filed = await call(create, {
      method: "POST",
      token: other.token,
      json: gestionBody(catalog),
    });
    expect(filed.status).toBe(201);
    const id = (filed.body as { id: number }).id;
    const ids = async (q: string) =>
      (
        await call(list, {
          token: office.token,
          path: `/?pageSize=100&categoria_id=${catalog.categoria.id}&q=${encodeURIComponent(q)}`,
        })
      ).body.items.map((item: { id: number }) => item.id);
    const surname = `Sáenz${randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 6)}`;
    await db().citizen.update({
      where: { id: other.citizen.id },
      data: { primer_apellido: surname },
    });
    expect(await ids(surname.replace("á", "a").toUpperCase())).toEqual([id]);
    await db().citizen.update({
      where: { id: other.citizen.id },
      data: { primer_apellido: "Ajú" },
    });
    expect(await ids(surname)).toEqual([]);
    await db().gestion.update({ where: { id }, data: { citizen_id: null } });
    await db().citizen.update({
      where: { id: other.citizen.id },
      data: { primer_apellido: surname },
    });
    expect(await ids(surname)).toEqual([]);
    await db().gestion.update({ where: { id }, data: { citizen_id: other.citizen.id } });
    expect(await ids(surname)).toEqual([id]);
  });

  it("sorts by last activity or by due date, pages 1 to 100, and refuses other page sizes", async () => {
    const sorted = await call(list, {
      token: office.token,
      path: `/?orden=due&pageSize=50&categoria_id=${catalog.categoria.id}`,
    });
    const due = sorted.body.items.map((item: { sla_due_at: string }) => item.sla_due_at);
    expect(due).toEqual([...due].sort());
    const recent = await call(list, { token: office.token, path: "/?pageSize=10" });
    const activity = recent.body.items.map(
      (item: { last_activity_at: string }) => item.last_activity_at,
    );
    expect(activity).toEqual([...activity].sort().reverse());
    expect(recent.body.items.length).toBeLessThanOrEqual(10);
    const wrong = await call(list, { token: office.token, path: "/?pageSize=0" });
    expect([wrong.status, wrong.body.message]).toEqual([
      422,
      "El tamaño de página debe estar entre 1 y 100.",
    ]);
  });
});

describe("the detail, replies and internal notes", () => {
  it("a reply reaches the citizen by e-mail; an internal note is never shown nor e-mailed", async () => {
    const filed = await fileOne();
    const before = await db().emailOutbox.count({ where: { gestion_id: filed.id } });
    const reply = await call(postMessage, {
      method: "POST",
      token: office.token,
      params: { id: filed.id },
      json: { body: "Enviaremos una cuadrilla el lunes.", is_internal: false },
    });
    expect([reply.status, reply.body.message]).toEqual([201, "Respuesta enviada al ciudadano."]);
    const note = await call(postMessage, {
      method: "POST",
      token: office.token,
      params: { id: filed.id },
      form: formOf({
        body: "Confirmar presupuesto con la muni.",
        is_internal: "true",
        files: [{ bytes: await pngBytes(), name: "plano.png" }],
      }),
    });
    expect([note.status, note.body.message]).toEqual([201, "Nota interna guardada"]);
    const empty = await call(postMessage, {
      method: "POST",
      token: office.token,
      params: { id: filed.id },
      json: { body: " " },
    });
    expect([empty.status, empty.body.message]).toEqual([422, "Escribe un mensaje"]);

    const emails = await db().emailOutbox.findMany({
      where: { gestion_id: filed.id },
      orderBy: { id: "asc" },
    });
    expect(emails).toHaveLength(before + 1);
    expect(emails.at(-1)).toMatchObject({
      to: citizen.citizen.correo,
      subject: `Respuesta a tu gestión ${filed.folio}`,
    });
    expect(emails.at(-1)!.text).toContain("Enviaremos una cuadrilla el lunes.");
    expect(emails.at(-1)!.text).not.toContain("presupuesto");

    const seen = await call(citizenView, { token: citizen.token, params: { id: filed.id } });
    expect(JSON.stringify(seen.body)).not.toContain("Confirmar presupuesto");
    const detail = await call(getOne, { token: office.token, params: { id: filed.id } });
    expect(detail.body.ok).toBe(true);
    expect(
      detail.body.timeline.filter((item: { item_type: string }) => item.item_type === "message"),
    ).toMatchObject([
      {
        payload: {
          body: "Enviaremos una cuadrilla el lunes.",
          is_internal: false,
          author_type: "admin",
        },
      },
      {
        payload: {
          body: "Confirmar presupuesto con la muni.",
          is_internal: true,
          attachments: [{ original: "plano.png" }],
        },
      },
    ]);
    expect(detail.body.item.ciudadano).toMatchObject({
      id: citizen.citizen.id,
      correo: citizen.citizen.correo,
    });

    await deliverPendingEmails();
    const delivered = await call(getOne, { token: office.token, params: { id: filed.id } });
    expect(delivered.body.item.notificaciones.map((row: { state: string }) => row.state)).toEqual(
      expect.arrayContaining(["sent"]),
    );
  });

  it("pages the conversation (50 by default, up to 200) and lists the attachments", async () => {
    const filed = await fileOne();
    await db().gestionMessage.createMany({
      data: Array.from({ length: 60 }, (_, n) => ({
        gestion_id: filed.id,
        body: `Mensaje ${n}`,
        author_type: "citizen" as const,
        created_at: new Date(Date.now() + n),
      })),
    });
    const first = await call(messagesOf, { token: office.token, params: { id: filed.id } });
    expect(first.body).toMatchObject({ ok: true, total: 60, page: 1 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].body).toBe("Mensaje 0");
    const all = await call(messagesOf, {
      token: office.token,
      params: { id: filed.id },
      path: "/?pageSize=200",
    });
    expect(all.body.items).toHaveLength(60);
    await call(sendMessage, {
      method: "POST",
      token: citizen.token,
      params: { id: filed.id },
      form: formOf({ files: [{ bytes: await pngBytes(), name: "foto.png" }] }),
    });
    const attachments = await call(attachmentsOf, {
      token: office.token,
      params: { id: filed.id },
    });
    expect(attachments.body).toMatchObject({
      ok: true,
      items: [{ original: "foto.png", mimetype: "image/png" }],
    });
    expect(
      (await call(messagesOf, { token: office.token, params: { id: 99_999_999 } })).status,
    ).toBe(404);
  });
});

describe("PATCH /api/portal/admin/gestiones/{id}/status", () => {
  it("applies a preset or a custom comment, any status after any other, and e-mails the citizen", async () => {
    const filed = await fileOne();
    const withPreset = await call(setStatus, {
      method: "PATCH",
      token: office.token,
      params: { id: filed.id },
      json: { to_status: "in_progress", comment_mode: "preset", preset_id: preset.id },
    });
    expect(withPreset.body).toMatchObject({
      ok: true,
      message: "Estado actualizado.",
      comentario_aplicado: preset.body,
    });
    const resolved = await call(setStatus, {
      method: "PATCH",
      token: office.token,
      params: { id: filed.id },
      json: { to_status: "resuelto", comment_mode: "custom", body: "Se reparó el camino." },
    });
    expect(resolved.body.comentario_aplicado).toBe("Se reparó el camino.");
    const back = await call(setStatus, {
      method: "PATCH",
      token: office.token,
      params: { id: filed.id },
      json: { to_status: "new", comment_mode: "custom", body: "Reabierta por la oficina." },
    });
    expect(back.status).toBe(200);
    const row = await db().gestion.findUniqueOrThrow({
      where: { id: filed.id },
      include: { statusEvents: { orderBy: { id: "asc" } } },
    });
    expect(row.status).toBe("new");
    expect(row.resolved_at).not.toBeNull();
    expect(row.statusEvents.map((event) => [event.from_status, event.to_status])).toEqual([
      [null, "new"],
      ["new", "in_progress"],
      ["in_progress", "resolved"],
      ["resolved", "new"],
    ]);
    const emails = await db().emailOutbox.findMany({
      where: { gestion_id: filed.id, subject: `Tu gestión ${filed.folio} cambió de estado` },
      orderBy: { id: "asc" },
    });
    expect(emails).toHaveLength(3);
    expect(emails[0]!.text).toContain("Estado: En progreso.");
    const timeline = (await call(citizenView, { token: citizen.token, params: { id: filed.id } }))
      .body.timeline;
    expect(
      timeline.filter((item: { item_type: string }) => item.item_type === "status").at(1).payload,
    ).toMatchObject({
      to_status: "in_progress",
      comment: preset.body,
    });
  });

  it("answers the spec's texts for a missing status, preset or comment, changing nothing", async () => {
    const filed = await fileOne();
    const patch = (json: unknown) =>
      call(setStatus, { method: "PATCH", token: office.token, params: { id: filed.id }, json });
    expect((await patch({ comment_mode: "custom", body: "x" })).body.message).toBe(
      "Selecciona un estado válido.",
    );
    expect(
      (await patch({ to_status: "resolved", comment_mode: "preset", preset_id: "abc" })).body
        .message,
    ).toBe("Selecciona un mensaje predefinido.");
    expect(
      (await patch({ to_status: "resolved", comment_mode: "preset", preset_id: 99_999 })).body
        .message,
    ).toBe("El mensaje predefinido no existe.");
    expect(
      (await patch({ to_status: "resolved", comment_mode: "custom", body: "" })).body.message,
    ).toBe("Escribe el comentario para el ciudadano.");
    expect((await patch({ to_status: "resolved" })).status).toBe(422);
    expect((await db().gestion.findUniqueOrThrow({ where: { id: filed.id } })).status).toBe("new");
  });
});

describe("PATCH /api/portal/admin/gestiones/{id}/asignacion", () => {
  it("assigns an active administrator, or nobody", async () => {
    const filed = await fileOne();
    const patch = (admin_id: unknown) =>
      call(assign, {
        method: "PATCH",
        token: office.token,
        params: { id: filed.id },
        json: { admin_id },
      });
    expect((await patch(colleague.id)).body).toMatchObject({
      ok: true,
      assigned_admin_id: colleague.id,
    });
    expect(
      (await call(getOne, { token: office.token, params: { id: filed.id } })).body.item.asignado,
    ).toMatchObject({ id: colleague.id });
    const inactive = await createAdmin("AdminNivel2", { estado: false });
    const refused = await patch(inactive.id);
    expect([refused.status, refused.body.message]).toEqual([
      422,
      "Ese administrador no existe o está inactivo.",
    ]);
    expect((await patch(null)).body.assigned_admin_id).toBeNull();
  });
});
