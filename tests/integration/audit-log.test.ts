// The audit log screen's reads and CSV export: AdminNivel1 only, filters by who, what,
// on what and when (Guatemala days), every matching row in the export, the export audited itself.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportLog } from "@/app/api/admin/auditoria/export/route";
import { GET as list } from "@/app/api/admin/auditoria/route";
import { db } from "@/lib/db";
import { call } from "./support/content-helpers";
import { createAdmin, createCitizen, signIn } from "./support/helpers";

let top: { token: string; id: number };
const prefix = `prueba${randomUUID().slice(0, 8)}.`;

beforeAll(async () => {
  const admin = await createAdmin("AdminNivel1");
  top = { token: (await signIn({ kind: "admin", adminId: admin.id })).token, id: admin.id };
  const citizen = await createCitizen();
  const entries = [
    { action: `${prefix}crear`, entity: "news", entityId: 7, at: "2026-02-28T12:00:00Z" },
    // 05:59 UTC on 1 March is still 28 February in Guatemala (UTC−6).
    { action: `${prefix}editar`, entity: "news", entityId: 7, at: "2026-03-01T05:59:00Z" },
    { action: `${prefix}borrar`, entity: "labor", entityId: 9, at: "2026-03-01T06:00:00Z" },
  ];
  // Written as of their dates: the log refuses any later change of a row's time.
  for (const entry of entries) {
    await db().auditLog.create({
      data: {
        actor_type: "admin",
        actor_id: admin.id,
        action: entry.action,
        entity: entry.entity,
        entity_id: String(entry.entityId),
        details: { nota: "=SUMA(A1)" },
        ip: "10.0.0.1",
        created_at: new Date(entry.at),
        last_at: new Date(entry.at),
      },
    });
  }
  await db().auditLog.create({
    data: { actor_type: "citizen", actor_id: citizen.id, action: `${prefix}ciudadano` },
  });
});

const page = (query: string, token = top.token) =>
  call(list, { token, path: `/api/admin/auditoria?${query}` });

describe("GET /api/admin/auditoria", () => {
  it("filters by action prefix, actor, entity and Guatemala days, newest first, with names", async () => {
    const all = await page(`accion=${prefix}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((item: { action: string }) => item.action)).toEqual([
      `${prefix}ciudadano`,
      `${prefix}borrar`,
      `${prefix}editar`,
      `${prefix}crear`,
    ]);
    expect(all.body.items[1]).toMatchObject({
      actor_type: "admin",
      actor_id: top.id,
      actor_name: expect.stringContaining("Prueba"),
      entity: "labor",
      entity_id: "9",
      ip: "10.0.0.1",
    });
    const count = async (query: string) => (await page(`accion=${prefix}&${query}`)).body.total;
    expect(await count("tipo=citizen")).toBe(1);
    expect(await count(`tipo=admin&actor_id=${top.id}`)).toBe(3);
    expect(await count("entidad=news&entidad_id=7")).toBe(2);
    expect(await count("desde=2026-02-28&hasta=2026-02-28")).toBe(2);
    expect(await count("desde=2026-03-01")).toBe(2);
  });

  it("refuses bad dates with their text, and every role but AdminNivel1", async () => {
    const bad = await page("desde=2026-02-30");
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe("La fecha inicial no es válida.");
    const backwards = await page("desde=2026-03-02&hasta=2026-03-01");
    expect(backwards.body.message).toBe("La fecha inicial va antes de la final.");
    const second = await createAdmin("AdminNivel2");
    const token = (await signIn({ kind: "admin", adminId: second.id })).token;
    expect((await page("", token)).status).toBe(403);
    expect((await call(exportLog, { token, path: "/api/admin/auditoria/export" })).status).toBe(
      403,
    );
    expect((await call(list, { path: "/api/admin/auditoria" })).status).toBe(401);
  });
});

describe("GET /api/admin/auditoria/export", () => {
  it("streams every matching entry as CSV, spreadsheet formulas neutralised, and audits itself", async () => {
    const response = await exportLog(
      new Request(`http://localhost:3000/api/admin/auditoria/export?accion=${prefix}`, {
        headers: { authorization: `Bearer ${top.token}` },
      }),
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheets read the accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines[0]).toBe(
      "fecha,tipo,actor_id,actor,accion,codigo_accion,entidad,entidad_id,ip,detalles,veces,ultima_vez",
    );
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(
      new RegExp(
        `^2026-03-01 00:00,Administrador,${top.id},.*,P${prefix.slice(1, -1)} borrar,${prefix.replace(".", "\\.")}borrar,Labor,9,10\\.0\\.0\\.1,Nota: =SUMA\\(A1\\),1,2026-03-01 00:00$`,
      ),
    );
    const [audit] = await db().auditLog.findMany({
      where: { action: "audit.export", actor_id: top.id },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(audit?.details).toEqual({ filtros: { accion: prefix }, filas: 4 });
  });
});
