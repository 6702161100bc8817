// Credential changes ask for the current password: the administrator's password and e-mail, the
// citizen's password and e-mail, and the citizen's account deletion. A wrong one is a field error
// that changes nothing, is audited, and counts as a failed login of the account.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUT as updateAdmin } from "@/app/api/auth/admin/[id]/route";
import { PUT as changePassword } from "@/app/api/auth/change-password/route";
import { DELETE as deleteMe, PUT as updateMe } from "@/app/api/auth-user/me/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { getAdmin } from "@/lib/admins/queries";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { accountKey } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { call } from "./support/citizen-fixtures";
import { signIn } from "./support/helpers";
import { citizenRegistration, randomIp, uniqueCui } from "../support/citizen-data";

const PASSWORD = "Segura#2026";
const WRONG = [{ field: "current_password", msg: "La contraseña actual no es correcta." }];
const MISSING = [{ field: "current_password", msg: "Ingresa tu contraseña actual." }];

async function adminSession() {
  const admin = await db().admin.create({
    data: {
      nombre1: "Ana",
      apellido1: "Actual",
      dpi: uniqueCui(),
      email: `actual-${randomUUID().slice(0, 8)}@prueba.gt`,
      rol: "UserAdminNivel2",
      estado: true,
      password_hash: await hashPassword(PASSWORD),
    },
  });
  const { actor, token } = await signIn({ kind: "admin", adminId: admin.id });
  return { admin, actor, token };
}

async function citizenSession() {
  const body = citizenRegistration();
  const response = await call(register, "/register", { body });
  expect(response.status).toBe(201);
  const citizen = await db().citizen.findUniqueOrThrow({ where: { dpi: body.dpi } });
  return { body, citizen, token: response.body.token as string };
}

const failures = (action: string, id: number) =>
  db().auditLog.count({ where: { action, entity_id: String(id) } });

describe("an administrator", () => {
  it("changes their password only with the right current one", async () => {
    const { admin, token } = await adminSession();
    const change = (body: object) =>
      call(changePassword, "/change-password", { method: "PUT", token, body });
    const missing = await change({ password: "Nueva#2027" });
    expect([missing.status, missing.body.errors]).toEqual([422, MISSING]);
    const wrong = await change({ current_password: "Otra#2026", password: "Nueva#2027" });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ message: WRONG[0]!.msg, errors: WRONG });
    const row = await db().admin.findUniqueOrThrow({ where: { id: admin.id } });
    expect(await verifyPassword(row.password_hash, PASSWORD)).toBe(true);
    expect(await failures("admin.current_password_failed", admin.id)).toBe(1);
    expect(await failures("admin.password_change", admin.id)).toBe(0);

    const right = await change({ current_password: PASSWORD, password: "Nueva#2027" });
    expect(right.status).toBe(200);
    const changed = await db().admin.findUniqueOrThrow({ where: { id: admin.id } });
    expect(await verifyPassword(changed.password_hash, "Nueva#2027")).toBe(true);
  });

  it("changes their e-mail only with the right current one; other fields need none", async () => {
    const { admin, actor, token } = await adminSession();
    const before = (await getAdmin(actor, admin.id))!;
    const profile = {
      nombre1: before.nombre1,
      apellido1: before.apellido1,
      dpi: before.dpi,
      email: before.email,
      codigo_pais: before.codigo_pais,
    };
    const put = (body: object) =>
      call(updateAdmin, `/admin/${admin.id}`, {
        method: "PUT",
        token,
        body,
        params: { id: String(admin.id) },
      });
    expect((await put({ ...profile, nombre1: "Anita" })).status).toBe(200);
    const email = `nuevo-${admin.email}`;
    const wrong = await put({ ...profile, email, current_password: "Otra#2026" });
    expect([wrong.status, wrong.body.errors]).toEqual([422, WRONG]);
    expect((await getAdmin(actor, admin.id))!.email).toBe(admin.email);
    const right = await put({ ...profile, email, current_password: PASSWORD });
    expect([right.status, right.body.email]).toEqual([200, email]);
  });

  it("past five wrong current passwords from one session wait like a login: 429, even with the right one", async () => {
    const { admin, token } = await adminSession();
    const ip = randomIp();
    const change = (current_password: string) =>
      call(changePassword, "/change-password", {
        method: "PUT",
        token,
        ip,
        body: { current_password, password: "Nueva#2027" },
      });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change("Otra#2026")).status).toBe(422);
    }
    const throttled = await change(PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe(
      "Demasiados intentos. Por favor, intenta de nuevo más tarde.",
    );
    const row = await db().admin.findUniqueOrThrow({ where: { id: admin.id } });
    expect(await verifyPassword(row.password_hash, PASSWORD)).toBe(true);
    // The same counter as the account's logins, the session standing for the device.
    expect(
      await db().loginAttempt.count({
        where: {
          identifier: accountKey(admin.id),
          device: { startsWith: "sesion:" },
          success: false,
        },
      }),
    ).toBe(5);
  });
});

describe("a citizen", () => {
  const profile = (body: ReturnType<typeof citizenRegistration>, changes: object) => ({
    correo: body.correo,
    telefono: body.telefono,
    departamento: body.departamento,
    municipio: body.municipio,
    ...changes,
  });

  it("changes the password or the e-mail only with the right current password", async () => {
    const { body, citizen, token } = await citizenSession();
    const put = (changes: object) =>
      call(updateMe, "/me", { method: "PUT", token, body: profile(body, changes) });
    const cases = [
      { new_password: "otra-clave-1" },
      { new_password: "otra-clave-1", current_password: "equivocada" },
      { correo: `nuevo-${body.correo}`, current_password: "equivocada" },
    ];
    const answers = [];
    for (const changes of cases) {
      const answer = await put(changes);
      answers.push([answer.status, answer.body.errors]);
    }
    expect(answers).toEqual([
      [422, MISSING],
      [422, WRONG],
      [422, WRONG],
    ]);
    const row = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(row).toEqual({ ...citizen, updated_at: row.updated_at });
    expect(row.updated_at).toEqual(citizen.updated_at);
    expect(await verifyPassword(row.password_hash, body.password)).toBe(true);
    expect(await db().emailOutbox.count({ where: { to: `nuevo-${body.correo}` } })).toBe(0);
    expect(await failures("citizen.current_password_failed", citizen.id)).toBe(2);

    // The phone alone needs no password.
    expect((await put({ telefono: "55554444" })).status).toBe(200);
    const right = await put({ new_password: "otra-clave-1", current_password: body.password });
    expect(right.status).toBe(200);
  });

  it("deletes the account only with the right current password", async () => {
    const { body, citizen, token } = await citizenSession();
    const remove = (current_password?: string) =>
      call(deleteMe, "/me", { method: "DELETE", token, body: { current_password } });
    expect((await remove()).body.errors).toEqual(MISSING);
    const wrong = await remove("equivocada");
    expect([wrong.status, wrong.body.errors]).toEqual([422, WRONG]);
    const row = await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } });
    expect(row).toMatchObject({ activo: true, deleted_at: null, correo: body.correo });
    expect((await remove(body.password)).status).toBe(200);
    expect(
      (await db().citizen.findUniqueOrThrow({ where: { id: citizen.id } })).deleted_at,
    ).toBeInstanceOf(Date);
  });
});
