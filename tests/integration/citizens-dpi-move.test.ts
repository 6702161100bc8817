// A DPI taken by someone else's registration: the registration says so without naming anyone and
// shows the way out; the office, having verified the DPI's owner in person, moves it to their
// account or frees it. The account that loses it is told, and the move is audited.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as moveDpi } from "@/app/api/admin/users/[id]/dpi/route";
import { GET as checkDpi } from "@/app/api/auth-user/check-dpi/[dpi]/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { db } from "@/lib/db";
import { call } from "./support/citizen-fixtures";
import { createAdmin, createCitizen, signIn } from "./support/helpers";
import { citizenRegistration, uniqueCui } from "../support/citizen-data";

let token: string;

beforeAll(async () => {
  token = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id })).token;
});

const move = (id: number, body: unknown, as = token) =>
  call(moveDpi, `/admin/users/${id}/dpi`, { token: as, body, params: { id: String(id) } });

const VERIFIED = { verificacion: "DPI original revisado en la oficina por Ana Coj." };

async function holder() {
  const dpi = uniqueCui();
  return db().citizen.update({
    where: { id: (await createCitizen({ confirmed: true })).id },
    data: { dpi, primer_nombre: "Marta", primer_apellido: "Usurpadora" },
  });
}

describe("a DPI already registered", () => {
  it("is a field error of the registration that names nobody and says to go to the office", async () => {
    const taken = await holder();
    const response = await call(register, "/register", {
      body: citizenRegistration({ dpi: taken.dpi }),
    });
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual([
      {
        field: "dpi",
        msg: "DPI ya registrado. Si es tu DPI y no creaste esa cuenta, acércate a la oficina con tu DPI en mano: verificaremos tu identidad y lo quitaremos de esa cuenta para que registres la tuya.",
      },
    ]);
    const text = JSON.stringify(response.body);
    for (const secret of [taken.primer_nombre, taken.primer_apellido, taken.correo!]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe("POST /api/admin/users/{id}/dpi", () => {
  it("moves the DPI to the account of the e-mail given, tells both accounts and audits who, how and between which accounts", async () => {
    const from = await holder();
    const to = await createCitizen();
    const response = await move(from.id, { destino_correo: to.correo!.toUpperCase(), ...VERIFIED });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ok: true,
      message: "DPI trasladado. Se avisó por correo a las dos cuentas.",
      user: { id: from.id, dpi: null },
    });
    expect((await db().citizen.findUniqueOrThrow({ where: { id: from.id } })).dpi).toBeNull();
    expect((await db().citizen.findUniqueOrThrow({ where: { id: to.id } })).dpi).toBe(from.dpi);

    const [removed] = await db().emailOutbox.findMany({ where: { to: from.correo! } });
    expect(removed).toMatchObject({ subject: "Se quitó el DPI de tu cuenta" });
    expect(removed!.text).not.toContain(from.dpi!);
    const [added] = await db().emailOutbox.findMany({ where: { to: to.correo! } });
    expect(added).toMatchObject({ subject: "Se agregó tu DPI a tu cuenta" });

    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "citizen.dpi_move", entity_id: String(from.id) },
    });
    expect(audit).toMatchObject({
      actor_type: "admin",
      details: {
        cuenta_anterior: from.id,
        cuenta_nueva: to.id,
        verificacion: VERIFIED.verificacion,
      },
    });
    expect(JSON.stringify(audit.details)).not.toContain(from.dpi!);
  });

  it("frees the DPI when no account is given, so that its owner can register with it", async () => {
    const from = await holder();
    const response = await move(from.id, { destino_correo: "", ...VERIFIED });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      "DPI quitado de la cuenta. Su titular ya puede registrarse con él.",
    );
    const hint = await call(checkDpi, `/check-dpi/${from.dpi}`, { params: { dpi: from.dpi! } });
    expect(hint.body).toMatchObject({ exists: false });
    expect(
      (await call(register, "/register", { body: citizenRegistration({ dpi: from.dpi }) })).status,
    ).toBe(201);
  });

  it("refuses in Spanish, changing nothing: no verification, an unknown, the same or a DPI-holding target, no DPI", async () => {
    const from = await holder();
    const other = await holder();
    const cases: [unknown, number, string][] = [
      [
        { destino_correo: "" },
        422,
        "Escribe cómo verificaste a la persona (por ejemplo: DPI original revisado en la oficina).",
      ],
      [{ destino_correo: "no-es-correo", ...VERIFIED }, 422, "Correo electrónico inválido."],
      [
        { destino_correo: "nadie-aqui@correo.gt", ...VERIFIED },
        422,
        "Ninguna cuenta usa ese correo electrónico.",
      ],
      [{ destino_correo: from.correo, ...VERIFIED }, 422, "Esa es la cuenta que ya tiene el DPI."],
      [
        { destino_correo: other.correo, ...VERIFIED },
        422,
        "Esa cuenta ya tiene un DPI. Corrígelo primero desde «Editar».",
      ],
    ];
    for (const [body, status, text] of cases) {
      const response = await move(from.id, body);
      expect(response.status).toBe(status);
      expect(JSON.stringify(response.body)).toContain(text);
    }
    const withoutDpi = await createCitizen();
    const none = await move(withoutDpi.id, VERIFIED);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("Esta cuenta no tiene DPI.");
    expect((await db().citizen.findUniqueOrThrow({ where: { id: from.id } })).dpi).toBe(from.dpi);
    expect(
      await db().auditLog.count({
        where: { action: "citizen.dpi_move", entity_id: String(from.id) },
      }),
    ).toBe(0);
  });

  it("is the office's: a citizen and a UserAdminNivel get a 403, nobody a 401, and the DPI stays", async () => {
    const from = await holder();
    const citizen = (await signIn({ kind: "citizen", citizenId: from.id })).token;
    const user = (
      await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel1")).id })
    ).token;
    expect((await move(from.id, VERIFIED, citizen)).status).toBe(403);
    expect((await move(from.id, VERIFIED, user)).status).toBe(403);
    expect(
      (await call(moveDpi, "/x", { body: VERIFIED, params: { id: String(from.id) } })).status,
    ).toBe(401);
    expect((await db().citizen.findUniqueOrThrow({ where: { id: from.id } })).dpi).toBe(from.dpi);
  });
});
