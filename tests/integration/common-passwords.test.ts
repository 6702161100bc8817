// The 10,000 most common passwords are refused wherever someone chooses a password,
// for administrators and citizens, with a Spanish field error and nothing written.
import { describe, expect, it } from "vitest";
import { PUT as adminChangePassword } from "@/app/api/auth/change-password/route";
import { POST as adminRegister } from "@/app/api/auth/register/route";
import { POST as citizenRegister } from "@/app/api/auth-user/register/route";
import { POST as citizenReset } from "@/app/api/auth-user/password/reset/route";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { sendAccountLink } from "@/lib/auth/reset-tokens";
import { db } from "@/lib/db";
import { resetPasswordEmail } from "@/lib/citizens/emails";
import { call } from "./support/citizen-fixtures";
import { createAdmin, signIn } from "./support/helpers";
import { sentMatch } from "./support/sent-mail";
import { citizenRegistration } from "../support/citizen-data";

const MESSAGE = "Esta contraseña es demasiado común y fácil de adivinar. Elige otra.";
// The only common password that meets the administrators' rule (a capital, a digit, a symbol).
const COMMON_ADMIN = "P@ssw0rd";

const fieldErrors = (body: { errors?: { field: string; msg: string }[] }) => body.errors ?? [];

describe("the list", () => {
  it("holds the 10,000 most common, compared without case, and no strong password", () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    for (const common of ["123456", "password", "Qwerty", "PASSWORD1", "1qaz2wsx", "p@ssw0rd"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const strong of ["Segura#2026", "clave-segura-1", "Mixco#Lago-27"]) {
      expect(isCommonPassword(strong), strong).toBe(false);
    }
  });
});

describe("administrators", () => {
  it("a new account with a common password: 422 on the password field, no account", async () => {
    const { token } = await signIn({
      kind: "admin",
      adminId: (await createAdmin("AdminNivel1")).id,
    });
    const email = `comun-${Date.now()}@prueba.gt`;
    const response = await call(adminRegister, "/register", {
      token,
      body: {
        nombre1: "Ana",
        apellido1: "Común",
        email,
        rol: "UserAdminNivel1",
        password: COMMON_ADMIN,
      },
    });
    expect(response.status).toBe(422);
    expect(fieldErrors(response.body)).toEqual([{ field: "password", msg: MESSAGE }]);
    expect(await db().admin.count({ where: { email } })).toBe(0);
  });

  it("a change to a common password: 422, the password stays", async () => {
    const admin = await createAdmin("UserAdminNivel2");
    await db().admin.update({
      where: { id: admin.id },
      data: { password_hash: await hashPassword("Segura#2026") },
    });
    const { token } = await signIn({ kind: "admin", adminId: admin.id });
    const response = await call(adminChangePassword, "/change-password", {
      method: "PUT",
      token,
      body: { current_password: "Segura#2026", password: COMMON_ADMIN },
    });
    expect(response.status).toBe(422);
    expect(fieldErrors(response.body)).toEqual([{ field: "password", msg: MESSAGE }]);
    const row = await db().admin.findUniqueOrThrow({ where: { id: admin.id } });
    expect(await verifyPassword(row.password_hash, "Segura#2026")).toBe(true);
  });
});

describe("citizens", () => {
  it("a registration with a common password: 422 on the password field, no account", async () => {
    const body = citizenRegistration({ password: "password1", password2: "password1" });
    const response = await call(citizenRegister, "/register", { body });
    expect(response.status).toBe(422);
    expect(fieldErrors(response.body)).toEqual([{ field: "password", msg: MESSAGE }]);
    expect(await db().citizen.count({ where: { dpi: body.dpi } })).toBe(0);
  });

  it("a reset to a common password: 422 on new_password, the link still works once", async () => {
    const body = citizenRegistration();
    expect((await call(citizenRegister, "/register", { body })).status).toBe(201);
    const citizen = await db().citizen.findUniqueOrThrow({ where: { dpi: body.dpi } });
    await sendAccountLink(
      { kind: "citizen", citizenId: citizen.id },
      "password_reset",
      null,
      (token) => resetPasswordEmail(body.correo, "Lucía", token),
    );
    const [, token] = await sentMatch(body.correo, /reset-password\?token=([\w-]+)/);
    const reset = (password: string) =>
      call(citizenReset, "/password/reset", {
        body: { token, new_password: password, new_password2: password },
      });
    const refused = await reset("trustno1");
    expect(refused.status).toBe(422);
    expect(fieldErrors(refused.body)).toEqual([{ field: "new_password", msg: MESSAGE }]);
    expect((await reset("Mixco#Lago-27")).status).toBe(200);
  });
});
