// A procedure's count field through the real route handlers: the server
// coerces digits sent as text or as a JSON number into a stored number, and refuses anything else
// with a Spanish message and a 422, storing nothing.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getOne } from "@/app/api/portal/gestiones/[id]/route";
import { POST as create } from "@/app/api/portal/gestiones/route";
import { db } from "@/lib/db";
import { call, citizenCaller, FIELDS, validAnswers } from "./support/gestiones-fixtures";

let catalog: { categoria_id: number; template_id: number };

beforeAll(async () => {
  const tag = randomUUID().slice(0, 8);
  const categoria = await db().gestionCategoria.create({
    data: { nombre: `Alumbrado ${tag}`, sla_dias_habiles: 5 },
  });
  const template = await db().gestionTemplate.create({
    data: {
      categoria_id: categoria.id,
      nombre: `Lámparas dañadas ${tag}`,
      data_schema_json: {
        fields: [...FIELDS, { key: "lamparas", label: "Lámparas dañadas", type: "number" }],
      },
    },
  });
  catalog = { categoria_id: categoria.id, template_id: template.id };
});

const fileWith = async (token: string, lamparas: unknown) =>
  call(create, {
    method: "POST",
    token,
    json: { ...catalog, titulo: "Calle a oscuras", data: { ...validAnswers, lamparas } },
  });

describe("POST /api/portal/gestiones with a count field", () => {
  it("stores digits sent as text or as a number as a number, shown with thousands separated", async () => {
    const { token } = await citizenCaller();
    for (const [sent, stored, shown] of [
      [" 1200 ", 1200, "1,200"],
      [7, 7, "7"],
    ] as const) {
      const created = await fileWith(token, sent);
      expect(created.status).toBe(201);
      const row = await db().gestion.findUniqueOrThrow({ where: { id: created.body.id } });
      expect((row.data as Record<string, unknown>).lamparas).toBe(stored);
      const detail = await call(getOne, { token, params: { id: created.body.id } });
      expect(detail.body.header.respuestas).toContainEqual({
        label: "Lámparas dañadas",
        value: shown,
      });
    }
  });

  it("refuses letters, fractions and signs with a Spanish message, storing nothing", async () => {
    const { token } = await citizenCaller();
    const before = await db().gestion.count();
    for (const sent of ["doce", "2.5", "-3", 2.5]) {
      const refused = await fileWith(token, sent);
      expect([refused.status, refused.body.errors?.[0]]).toEqual([
        422,
        {
          field: "data.lamparas",
          msg: "«Lámparas dañadas»: escribe un número entero, sin puntos ni comas.",
        },
      ]);
    }
    expect(await db().gestion.count()).toBe(before);
  });
});
