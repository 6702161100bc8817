// 'Registrar gestión': the office files a case taken by phone or at its desk, through the real
// route handler against the real database — for a person found among the accounts or registered on
// the spot — with the portal's own folio, promised date, first status, notice and audit entry.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as receiptFile } from "@/app/api/portal/admin/gestiones/[id]/comprobante/route";
import { GET as officeList, POST as fileAtDesk } from "@/app/api/portal/admin/gestiones/route";
import { getGestionReceipt } from "@/lib/gestiones/receipt";
import type { AdminActor } from "@/lib/auth/sessions";
import { findDeskCitizens } from "@/lib/citizens/desk-search";
import { db } from "@/lib/db";
import { slaDueAt } from "@/lib/gestiones/sla";

import { call, createCatalog, validAnswers } from "./support/gestiones-fixtures";
import { createAdmin, createCitizen, signIn } from "./support/helpers";
import { uniqueCui } from "../support/citizen-data";

let catalog: Awaited<ReturnType<typeof createCatalog>>;
let office: { token: string; actor: AdminActor };

beforeAll(async () => {
  catalog = await createCatalog(5);
  const admin = await createAdmin("AdminNivel2");
  const session = await signIn({ kind: "admin", adminId: admin.id });
  office = { token: session.token, actor: session.actor as AdminActor };
});

const phone = () => `5${randomInt(1_000_000, 9_999_999)}`;

const person = (overrides: Record<string, unknown> = {}) => ({
  primer_nombre: "Rosa",
  primer_apellido: "Tzul",
  telefono: `${phone().slice(0, 4)} ${phone().slice(4)}`,
  departamento: "Quetzaltenango",
  municipio: "Cantel",
  ...overrides,
});

const body = (ciudadano: unknown, overrides: Record<string, unknown> = {}) => ({
  ciudadano,
  categoria_id: catalog.categoria.id,
  template_id: catalog.template.id,
  data: validAnswers,
  canal_origen: "presencial",
  ...overrides,
});

const file = (json: unknown, token = office.token, headers = {}) =>
  call(fileAtDesk, { method: "POST", token, json, headers });

describe("POST /api/portal/admin/gestiones", () => {
  it("files a case for a person found, through the portal's filing: folio, promised date, notice, audit", async () => {
    const citizen = await createCitizen({ confirmed: true });
    const before = Date.now();
    const created = await file(body({ id: citizen.id }, { canal_origen: "telefono" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      folio: expect.stringMatching(/^GES-\d{4}-\d{6}$/),
      citizen_id: citizen.id,
      comprobante: `/admin/sistema/gestiones/${created.body.id}/comprobante`,
      message: `Gestión ${created.body.folio} registrada.`,
    });
    const row = await db().gestion.findUniqueOrThrow({
      where: { id: created.body.id },
      include: { statusEvents: true, emails: true },
    });
    expect(row).toMatchObject({ citizen_id: citizen.id, canal_origen: "telefono", status: "new" });
    expect(row.sla_due_at!.getTime()).toBe(slaDueAt(row.created_at, 5).getTime());
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.statusEvents).toEqual([
      expect.objectContaining({
        to_status: "new",
        author_type: "staff",
        admin_id: office.actor.id,
      }),
    ]);
    expect(row.emails).toEqual([
      expect.objectContaining({
        to: citizen.correo,
        subject: `Recibimos tu gestión ${row.folio}`,
      }),
    ]);
    const audit = await db().auditLog.findFirst({
      where: { action: "gestion.create", entity_id: String(row.id) },
    });
    expect(audit).toMatchObject({ actor_type: "admin", actor_id: office.actor.id });
  });

  it("registers a person on the spot, without a password, with the phone in E.164", async () => {
    const dpi = uniqueCui();
    const typed = phone();
    const created = await file(
      body(person({ dpi, telefono: `+502 ${typed.slice(0, 4)}-${typed.slice(4)}`, correo: "" }), {
        canal_origen: "whatsapp",
      }),
    );
    expect(created.status).toBe(201);
    const citizen = await db().citizen.findUniqueOrThrow({
      where: { id: created.body.citizen_id },
    });
    expect(citizen).toMatchObject({
      primer_nombre: "Rosa",
      primer_apellido: "Tzul",
      dpi,
      telefono: `+502${typed}`,
      movil: `+502${typed}`,
      correo: null,
      password_hash: null,
      municipio: "Cantel",
    });
    const gestion = await db().gestion.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(gestion).toMatchObject({ citizen_id: citizen.id, canal_origen: "whatsapp" });
    // The folio reaches the person on their phone, through the channels' outbox.
    const notice = await db().emailOutbox.findFirst({ where: { gestion_id: gestion.id } });
    expect(notice).toMatchObject({ to: `+502${typed}` });
    expect(notice!.text).toContain(gestion.folio);
    const registered = await db().auditLog.findFirst({
      where: { action: "citizen.desk_register", entity_id: String(citizen.id) },
    });
    expect(registered).toMatchObject({ actor_id: office.actor.id });
  });

  it("refuses in Spanish, field by field (422), and writes nothing", async () => {
    const before = await db().citizen.count();
    const cases: [unknown, string, string][] = [
      [
        body(person({ primer_nombre: "" })),
        "ciudadano.primer_nombre",
        "Escribe el primer nombre de la persona.",
      ],
      [
        body(person({ telefono: "1234" })),
        "ciudadano.telefono",
        "Escribe un teléfono de Guatemala: 8 dígitos que empiezan con 2 a 7.",
      ],
      [
        body(person({ telefono: "", correo: "" })),
        "ciudadano.telefono",
        "Escribe un teléfono o un correo electrónico para avisarle a la persona.",
      ],
      [
        body(person({ municipio: "Cobán" })),
        "ciudadano.municipio",
        "Selecciona un municipio del departamento elegido.",
      ],
      [
        body(person(), { canal_origen: "portal" }),
        "canal_origen",
        "Indica por qué canal llegó la gestión (teléfono, presencial, WhatsApp o correo).",
      ],
      [body(undefined), "ciudadano", "Busca a la persona o registra sus datos."],
      [
        body(person(), { data: { municipio: "Salcajá" } }),
        "data.descripcion",
        "Completa «Describe el problema».",
      ],
      [
        body({ id: 987_654 }),
        "ciudadano.id",
        "Esa persona no existe o su cuenta está desactivada.",
      ],
    ];
    for (const [json, field, msg] of cases) {
      const refused = await file(json);
      expect([refused.status, refused.body.errors]).toEqual([
        422,
        expect.arrayContaining([{ field, msg }]),
      ]);
    }
    expect(await db().citizen.count()).toBe(before);
  });

  it("refuses a DPI or a phone that is already an account's (409): find that person instead", async () => {
    const dpi = uniqueCui();
    await createCitizen({ dpi });
    const taken = await file(body(person({ dpi })));
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([
      { field: "ciudadano.dpi", msg: "Ya hay una persona con ese DPI: búscala por su DPI." },
    ]);
    const number = phone();
    await db().citizen.create({
      data: { primer_nombre: "Ana", primer_apellido: "López", telefono: number },
    });
    const again = await file(body(person({ telefono: number })));
    expect([again.status, again.body.errors[0].field]).toEqual([409, "ciudadano.telefono"]);
  });

  it("answers a retry with the same Idempotency-Key with the first case, and registers one person", async () => {
    const who = person();
    const json = body(who);
    const headers = { "idempotency-key": `mostrador-${randomInt(1e9)}` };
    const first = await file(json, office.token, headers);
    const second = await file(json, office.token, headers);
    expect(first.status).toBe(201);
    expect(second.body).toMatchObject({ id: first.body.id, folio: first.body.folio });
    expect(
      await db().citizen.count({
        where: { telefono: `+502${who.telefono.replace(" ", "")}` },
      }),
    ).toBe(1);
    const other = await file(body(person()), office.token, headers);
    expect(other.status).toBe(422);
  });

  it("admits the roles with the gestiones' write permission only", async () => {
    const citizen = await createCitizen();
    const expected = {
      AdminNivel1: 201,
      AdminNivel2: 201,
      UserAdminNivel1: 403,
      UserAdminNivel4: 403,
    } as const;
    for (const [role, status] of Object.entries(expected)) {
      const admin = await createAdmin(role as keyof typeof expected);
      const { token } = await signIn({ kind: "admin", adminId: admin.id });
      expect([role, (await file(body({ id: citizen.id }), token)).status]).toEqual([role, status]);
    }
    const own = await signIn({ kind: "citizen", citizenId: citizen.id });
    expect((await file(body({ id: citizen.id }), own.token)).status).toBe(403);
    expect(
      (await call(fileAtDesk, { method: "POST", json: body({ id: citizen.id }) })).status,
    ).toBe(401);
  });
});

describe("the office's list by channel", () => {
  it("filters by the channel a case came through and shows it; an unknown channel is 422", async () => {
    const citizen = await createCitizen({ confirmed: true });
    const byPhone = await file(body({ id: citizen.id }, { canal_origen: "telefono" }));
    const walkIn = await file(body({ id: citizen.id }, { canal_origen: "presencial" }));
    const list = (search: string) => call(officeList, { path: `/?${search}`, token: office.token });
    const phoned = await list(`canal=telefono&q=${encodeURIComponent(citizen.correo!)}`);
    expect(phoned.status).toBe(200);
    expect(phoned.body.items).toEqual([
      expect.objectContaining({ folio: byPhone.body.folio, canal: "Teléfono" }),
    ]);
    const all = await list(`q=${encodeURIComponent(citizen.correo!)}`);
    expect(all.body.items.map((item: { canal: string }) => item.canal).sort()).toEqual([
      "Presencial",
      "Teléfono",
    ]);
    expect(walkIn.status).toBe(201);
    const bad = await list("canal=paloma");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: "canal", msg: "Canal no válido." }]);
  });
});

describe("the desk's search for a person", () => {
  it("finds a live account by phone as typed, by DPI and by name; never a deleted one", async () => {
    const dpi = uniqueCui();
    const number = phone();
    const tag = `Xq${randomInt(1e6)}`;
    const citizen = await db().citizen.create({
      data: { primer_nombre: tag, primer_apellido: "Cux", dpi, telefono: `+502${number}` },
    });
    await db().citizen.create({
      data: { primer_nombre: tag, primer_apellido: "Borrada", deleted_at: new Date() },
    });
    for (const q of [`${number.slice(0, 4)}-${number.slice(4)}`, dpi, `${tag} cux`]) {
      expect((await findDeskCitizens(office.actor, { q })).map((row) => row.id)).toEqual([
        citizen.id,
      ]);
    }
    const [match] = await findDeskCitizens(office.actor, { q: dpi });
    expect(match).toMatchObject({ nombre: `${tag} Cux`, con_cuenta: false });
  });

  it("is refused to a role without citizens.read", async () => {
    const admin = await createAdmin("UserAdminNivel1");
    const { actor } = await signIn({ kind: "admin", adminId: admin.id });
    await expect(findDeskCitizens(actor, { q: "Rosa" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

describe("the receipt the desk hands over", () => {
  it("names the folio, the procedure, the promised date and how to follow it; the PDF is served", async () => {
    const created = await file(body(person({ correo: `mostrador-${randomInt(1e9)}@prueba.gt` })));
    const receipt = await getGestionReceipt(office.actor, created.body.id);
    expect(receipt).toMatchObject({
      folio: created.body.folio,
      procedimiento: catalog.template.nombre,
      canal: "Presencial",
      seguimiento: {
        url: expect.stringContaining(`/portal/sugerencias/${created.body.id}`),
        mensaje: `ESTADO ${created.body.folio}`,
      },
      activar_cuenta: expect.stringContaining("/activar-cuenta"),
    });
    expect(receipt!.sla_due_at).not.toBeNull();
    expect(receipt!.seguimiento.qr.path).toMatch(/^M\d/);
    const url = `http://localhost:3000/api/portal/admin/gestiones/${created.body.id}/comprobante`;
    const answer = await receiptFile(
      new Request(url, { headers: { authorization: `Bearer ${office.token}` } }),
      { params: Promise.resolve({ id: String(created.body.id) }) },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const missing = await receiptFile(
      new Request("http://localhost:3000/api/portal/admin/gestiones/987654/comprobante", {
        headers: { authorization: `Bearer ${office.token}` },
      }),
      { params: Promise.resolve({ id: "987654" }) },
    );
    expect(missing.status).toBe(404);
  });
});
