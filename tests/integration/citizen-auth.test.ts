import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { GET as checkDpi } from "@/app/api/auth-user/check-dpi/[dpi]/route";
import { GET as checkEmail } from "@/app/api/auth-user/check-email/[email]/route";
import { POST as login } from "@/app/api/auth-user/login/route";
import { POST as logout } from "@/app/api/auth-user/logout/route";
import { GET as me } from "@/app/api/auth-user/me/route";
import { POST as forgot } from "@/app/api/auth-user/password/forgot/route";
import { POST as reset } from "@/app/api/auth-user/password/reset/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { DPI_REGISTERED_MESSAGE, registerSchema } from "@/lib/citizens/schema";
import { db } from "@/lib/db";
import { BASE, call } from "./support/citizen-fixtures";
import { sentMatch } from "./support/sent-mail";
import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";
import { citizenRegistration, randomIp, uniqueCui } from "../support/citizen-data";

async function registered(overrides: Record<string, unknown> = {}) {
  const body = citizenRegistration(overrides);
  const response = await call(register, "/register", { body });
  expect(response.status).toBe(201);
  const citizen = await db().citizen.findUniqueOrThrow({ where: { dpi: body.dpi } });
  return { body, token: response.body.token as string, citizen };
}

const errorsOf = (body: { errors?: { field: string; msg: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.msg]));

describe("POST /api/auth-user/register", () => {
  it("creates the account with an argon2id hash, answers a token and e-mails a confirmation", async () => {
    const { body, token, citizen } = await registered();
    expect(citizen).toMatchObject({
      primer_nombre: "Lucía",
      tercer_nombre: null,
      correo: body.correo,
      telefono: "55551234",
      departamento: "Guatemala",
      municipio: "Mixco",
      activo: true,
    });
    expect(citizen.password_hash).toMatch(/^\$argon2id\$/);
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({
      sub: String(citizen.id),
      email: body.correo,
      rol: null,
      isAdmin: false,
    });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
    const user = await call(me, "/me", { token });
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ id: citizen.id, dpi: body.dpi });
    expect(JSON.stringify(user.body)).not.toMatch(/password|hash/);
    expect(
      await db().emailOutbox.count({ where: { to: body.correo, subject: "Tu cuenta fue creada" } }),
    ).toBe(1);
    expect(
      await db().auditLog.count({
        where: { action: "citizen.register", entity_id: String(citizen.id) },
      }),
    ).toBe(1);
  });

  it("reports every missing field with 'Por favor, ingresa …' except the second and third names and second surname", async () => {
    const response = await call(register, "/register", { body: {} });
    expect(response.status).toBe(422);
    const errors = errorsOf(response.body);
    expect(errors).toEqual({
      primer_nombre: "Por favor, ingresa tu primer nombre.",
      primer_apellido: "Por favor, ingresa tu primer apellido.",
      dpi: "Por favor, ingresa tu DPI.",
      correo: "Por favor, ingresa tu correo electrónico.",
      telefono: "Por favor, ingresa tu teléfono.",
      departamento: "Por favor, ingresa tu departamento.",
      municipio: "Por favor, ingresa tu municipio.",
      password: "Por favor, ingresa una contraseña.",
      password2: "Por favor, ingresa la confirmación de la contraseña.",
    });
  });

  it("registers a person with one given name and one surname, storing the others as empty", async () => {
    const { citizen } = await registered({ segundo_nombre: "", segundo_apellido: "  " });
    expect(citizen).toMatchObject({ segundo_nombre: null, segundo_apellido: null });
    const { citizen: omitted } = await registered({
      segundo_nombre: undefined,
      segundo_apellido: null,
    });
    expect(omitted).toMatchObject({ segundo_nombre: null, segundo_apellido: null });
  });

  it("applies the field rules, one message per field", async () => {
    const response = await call(register, "/register", {
      body: citizenRegistration({
        segundo_nombre: "Ana3",
        dpi: "123456789",
        correo: "no-es-correo",
        telefono: "1234",
        municipio: "Antigua Guatemala",
        password: "corta",
        password2: "otra",
      }),
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      segundo_nombre: "Usa solo letras, espacios, apóstrofos o guiones.",
      dpi: "DPI debe tener 13 dígitos.",
      correo: "Correo electrónico inválido.",
      telefono: "El teléfono debe tener 8 dígitos.",
      municipio: "Selecciona un municipio del departamento elegido.",
      password: "La contraseña debe tener al menos 8 caracteres.",
      password2: "Las contraseñas no coinciden.",
    });
    expect(response.body.errors).toHaveLength(7);
  });

  it("refuses a DPI that is not a valid CUI, a foreign phone and an unknown department", async () => {
    const response = await call(register, "/register", {
      body: citizenRegistration({
        dpi: "1234567890199",
        telefono: "12345678",
        departamento: "Atlántida",
        municipio: "La Ceiba",
      }),
    });
    expect(errorsOf(response.body)).toEqual({
      dpi: DPI_NUMBER_INVALID,
      telefono: "Ingresa un número de Guatemala (empieza con 2 a 7).",
      departamento: "Selecciona un departamento de la lista.",
    });
  });

  it("answers a taken DPI and e-mail as field errors, and keeps the first account", async () => {
    const { body } = await registered();
    const again = await call(register, "/register", {
      body: citizenRegistration({ dpi: body.dpi, correo: body.correo.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([
      { field: "dpi", msg: DPI_REGISTERED_MESSAGE },
      { field: "correo", msg: "Correo ya registrado" },
    ]);
    expect(await db().citizen.count({ where: { dpi: body.dpi } })).toBe(1);
  });

  it("keeps the schema the form uses: trimmed and lower-cased e-mail, phone without dashes", () => {
    const parsed = registerSchema.parse(
      citizenRegistration({ correo: "  Ana.Perez@Correo.GT ", telefono: "2222 3333" }),
    );
    expect(parsed).toMatchObject({
      correo: "ana.perez@correo.gt",
      telefono: "22223333",
      tercer_nombre: null,
    });
  });

  it("answers malformed JSON with 400", async () => {
    const response = await register(
      new Request(`${BASE}/register`, {
        method: "POST",
        body: "{",
        headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
      }),
    );
    expect(response.status).toBe(400);
  });
});

describe("availability hints", () => {
  it("tells whether a DPI or an e-mail is registered", async () => {
    const { body } = await registered();
    const ip = randomIp();
    expect(
      (await call(checkDpi, `/check-dpi/${body.dpi}`, { ip, params: { dpi: body.dpi } })).body,
    ).toEqual({ exists: true });
    const free = uniqueCui();
    expect(
      (await call(checkDpi, `/check-dpi/${free}`, { ip, params: { dpi: free } })).body,
    ).toEqual({ exists: false });
    const email = body.correo.toUpperCase();
    expect((await call(checkEmail, "/check-email/x", { ip, params: { email } })).body).toEqual({
      exists: true,
    });
    expect(
      (await call(checkEmail, "/check-email/x", { ip, params: { email: "nadie@prueba.gt" } })).body,
    ).toEqual({
      exists: false,
    });
  });

  it("validates the CUI and the e-mail", async () => {
    const invalid = await call(checkDpi, "/check-dpi/1234567890199", {
      params: { dpi: "1234567890199" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe(DPI_NUMBER_INVALID);
    const badEmail = await call(checkEmail, "/check-email/x", { params: { email: "sin-arroba" } });
    expect(badEmail.status).toBe(422);
  });

  it("allows 30 lookups a minute per address", async () => {
    const ip = randomIp();
    const dpi = uniqueCui();
    for (let i = 0; i < 30; i++) {
      expect((await call(checkDpi, "/check-dpi", { ip, params: { dpi } })).status).toBe(200);
    }
    const refused = await call(checkEmail, "/check-email", { ip, params: { email: "a@b.gt" } });
    expect(refused.status).toBe(429);
    expect((await call(checkDpi, "/check-dpi", { params: { dpi } })).status).toBe(200);
  });
});

describe("POST /api/auth-user/login", () => {
  it("signs in by e-mail (any case) and by DPI, recording each login", async () => {
    const { body, citizen } = await registered();
    const byEmail = await call(login, "/login", {
      body: { identifier: ` ${body.correo.toUpperCase()} `, password: body.password },
    });
    expect(byEmail.status).toBe(200);
    expect(decodeJwt(byEmail.body.token).sub).toBe(String(citizen.id));
    const byDpi = await call(login, "/login", {
      body: { identifier: body.dpi, password: body.password },
    });
    expect(byDpi.status).toBe(200);
    expect((await call(me, "/me", { token: byDpi.body.token })).body.user.id).toBe(citizen.id);
    const logins = await db().auditLog.findMany({
      where: { action: "citizen.login", actor_id: citizen.id },
    });
    expect(logins.map((entry) => (entry.details as { via: string }).via).sort()).toEqual([
      "correo",
      "dpi",
      "registro",
    ]);
  });

  it("answers the same 401 for a wrong password, an unknown account and an inactive one", async () => {
    const { body, citizen } = await registered();
    const wrong = await call(login, "/login", {
      body: { identifier: body.correo, password: "no-es-esta" },
    });
    const unknown = await call(login, "/login", {
      body: { identifier: "nadie@prueba.gt", password: "no-es-esta" },
    });
    await db().citizen.update({ where: { id: citizen.id }, data: { activo: false } });
    const inactive = await call(login, "/login", {
      body: { identifier: body.correo, password: body.password },
    });
    for (const response of [wrong, unknown, inactive]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        code: "UNAUTHENTICATED",
        message: "Usuario o contraseña incorrectos.",
      });
    }
    expect(
      await db().auditLog.count({
        where: { action: "citizen.login_failed", entity_id: String(citizen.id) },
      }),
    ).toBe(2);
  });

  it("validates the identifier: e-mail with @, otherwise 13 digits", async () => {
    const missing = await call(login, "/login", { body: { identifier: "", password: "x" } });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe("Por favor, ingresa correo o dpi.");
    const email = await call(login, "/login", { body: { identifier: "a@b", password: "x" } });
    expect(email.body.message).toBe("Correo electrónico inválido.");
    const dpi = await call(login, "/login", { body: { identifier: "12345", password: "x" } });
    expect(dpi.body.message).toBe("DPI debe tener 13 dígitos.");
  });

  it("refuses with 429 after 5 failures for one account from one address, even with the right password", async () => {
    const { body } = await registered();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(login, "/login", {
            body: { identifier: body.dpi, password: `mala-${i}` },
            ip,
          })
        ).status,
      ).toBe(401);
    }
    const blocked = await call(login, "/login", {
      body: { identifier: body.dpi, password: body.password },
      ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Demasiados intentos. Intenta nuevamente en unos minutos.");
    expect(
      await db().auditLog.count({
        where: {
          action: "citizen.login_failed",
          details: { path: ["reason"], equals: "throttled" },
        },
      }),
    ).toBeGreaterThan(0);
  });
});

describe("logout", () => {
  it("revokes the session of the token", async () => {
    const { token, citizen } = await registered();
    expect((await call(logout, "/logout", { method: "POST", token })).status).toBe(200);
    expect((await call(me, "/me", { token })).status).toBe(401);
    expect(
      await db().auditLog.count({ where: { action: "citizen.logout", actor_id: citizen.id } }),
    ).toBe(1);
    expect((await call(logout, "/logout", { method: "POST" })).status).toBe(401);
  });
});

describe("password recovery", () => {
  const linkPattern = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/;

  async function requestLink(correo: string): Promise<string> {
    const answer = await call(forgot, "/password/forgot", { body: { correo } });
    expect(answer.body).toEqual({
      message: "Si el correo existe, te enviamos un enlace para restablecer la contraseña.",
    });
    return (await sentMatch(correo.trim().toLowerCase(), linkPattern))[1]!;
  }

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const before = await db().emailOutbox.count();
    const answer = await call(forgot, "/password/forgot", {
      body: { correo: "desconocido@prueba.gt" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: "Si el correo existe, te enviamos un enlace para restablecer la contraseña.",
    });
    expect(await db().emailOutbox.count()).toBe(before);
  });

  it("e-mails a single-use link that sets a new password and closes every session", async () => {
    const { body, token: session } = await registered();
    const token = await requestLink(`  ${body.correo.toUpperCase()} `);
    const stored = await db().passwordResetToken.findFirstOrThrow({
      where: { kind: "citizen" },
      orderBy: { id: "desc" },
    });
    expect(stored.token_hash).not.toContain(token);
    expect(
      Math.abs(stored.expires_at.getTime() - stored.created_at.getTime() - 60 * 60_000),
    ).toBeLessThan(5_000);

    const done = await call(reset, "/password/reset", {
      body: { token, new_password: "nueva-clave-1" },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("¡Contraseña actualizada! Ya puedes iniciar sesión.");
    expect((await call(me, "/me", { token: session })).status).toBe(401);
    expect(
      (await call(login, "/login", { body: { identifier: body.dpi, password: "nueva-clave-1" } }))
        .status,
    ).toBe(200);
    expect(
      (await call(login, "/login", { body: { identifier: body.dpi, password: body.password } }))
        .status,
    ).toBe(401);

    const again = await call(reset, "/password/reset", {
      body: { token, new_password: "otra-clave-2" },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/no es válido o ya expiró/);
  });

  it("refuses an expired link and a short password", async () => {
    const { body, citizen } = await registered();
    const token = await requestLink(body.correo);
    const short = await call(reset, "/password/reset", { body: { token, new_password: "corta" } });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe("La nueva contraseña debe tener al menos 8 caracteres.");
    const missing = await call(reset, "/password/reset", {
      body: { new_password: "nueva-clave-1" },
    });
    expect(missing.body.message).toBe("Falta el token en la URL.");
    await db().passwordResetToken.updateMany({
      where: { citizen_id: citizen.id },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    const expired = await call(reset, "/password/reset", {
      body: { token, new_password: "nueva-clave-1" },
    });
    expect(expired.status).toBe(400);
  });

  it("does not accept an administrator's reset token", async () => {
    const { body, citizen } = await registered();
    const token = await requestLink(body.correo);
    await db().passwordResetToken.updateMany({
      where: { citizen_id: citizen.id },
      data: { kind: "admin" },
    });
    expect(
      (await call(reset, "/password/reset", { body: { token, new_password: "nueva-clave-1" } }))
        .status,
    ).toBe(400);
  });
});
