// Password recovery by a code to the phone (no provider configured: the code is read where the
// server wrote it): the code sets the password and ends every session; the answer is the same for a
// number with no account; the request limits, the code's tries and its expiry.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth-user/login/route";
import { GET as me } from "@/app/api/auth-user/me/route";
import { POST as forgot } from "@/app/api/auth-user/phone/forgot/route";
import { POST as reset } from "@/app/api/auth-user/phone/reset/route";
import { POST as verifyPhone } from "@/app/api/auth-user/phone/verify/route";
import { db } from "@/lib/db";
import { call } from "./support/citizen-fixtures";
import { codeSentTo, pendingPhoneRegistration, uniqueMobile } from "./support/phone-fixtures";
import { CITIZEN_PASSWORD, randomIp } from "../support/citizen-data";

const SENT =
  "Si el número está registrado, te enviamos un código de 6 dígitos por WhatsApp o SMS. Vence en 10 minutos.";
const NEW_PASSWORD = "Nueva-Clave-Del-Celular-9";

/** A phone-only account, made through registration: its number, password and session token. */
async function phoneAccount() {
  const { telefono, codigo } = await pendingPhoneRegistration();
  const verified = await call(verifyPhone, "/phone/verify", { body: { telefono, codigo } });
  expect(verified.status).toBe(201);
  return { telefono, password: CITIZEN_PASSWORD, token: verified.body.token as string };
}

const codesTo = (telefono: string) =>
  db().emailOutbox.count({ where: { to: telefono, subject: "Código de verificación" } });

describe("POST /api/auth-user/phone/forgot and /phone/reset", () => {
  it("sends a code to the number, which sets the password and ends every session", async () => {
    const account = await phoneAccount();
    const asked = await call(forgot, "/phone/forgot", {
      body: { telefono: account.telefono.slice(4) },
    });
    expect(asked).toMatchObject({ status: 200, body: { message: SENT } });
    const codigo = await codeSentTo(account.telefono);

    const weak = await call(reset, "/phone/reset", {
      body: { telefono: account.telefono, codigo, new_password: "123" },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].field).toBe("new_password");
    const wrong = await call(reset, "/phone/reset", {
      body: {
        telefono: account.telefono,
        codigo: codigo === "000000" ? "111111" : "000000",
        new_password: NEW_PASSWORD,
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([
      { field: "codigo", msg: "El código no es correcto. Revisa el mensaje e inténtalo de nuevo." },
    ]);

    // The weak password and the wrong code cost the code nothing but a try.
    const done = await call(reset, "/phone/reset", {
      body: { telefono: account.telefono, codigo, new_password: NEW_PASSWORD },
    });
    expect(done).toMatchObject({
      status: 200,
      body: { message: "¡Contraseña actualizada! Ya puedes iniciar sesión." },
    });
    expect((await call(me, "/me", { token: account.token })).status).toBe(401);
    const identifier = account.telefono.slice(4);
    expect(
      (await call(login, "/login", { body: { identifier, password: account.password } })).status,
    ).toBe(401);
    expect(
      (await call(login, "/login", { body: { identifier, password: NEW_PASSWORD } })).status,
    ).toBe(200);
    const again = await call(reset, "/phone/reset", {
      body: { telefono: account.telefono, codigo, new_password: "Otra-Clave-Distinta-3" },
    });
    expect(again.status).toBe(422);
    const citizen = await db().citizen.findUniqueOrThrow({ where: { movil: account.telefono } });
    const audited = await db().auditLog.findMany({
      where: { entity: "citizen", entity_id: String(citizen.id), action: { contains: "reset" } },
      select: { action: true },
      orderBy: { id: "asc" },
    });
    expect(audited.map((row) => row.action)).toEqual([
      "citizen.password_reset_request",
      "citizen.password_reset",
    ]);
  });

  it("answers the same for a number with no account, and sends it nothing", async () => {
    const nobody = uniqueMobile();
    const asked = await call(forgot, "/phone/forgot", { body: { telefono: nobody } });
    expect(asked).toMatchObject({ status: 200, body: { message: SENT } });
    expect(await codesTo(nobody)).toBe(0);
    const refused = await call(reset, "/phone/reset", {
      body: { telefono: nobody, codigo: "123456", new_password: NEW_PASSWORD },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: "codigo" });
  });

  it("checks the number and the code's form", async () => {
    const bad = await call(forgot, "/phone/forgot", { body: { telefono: "1234" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe("telefono");
    const code = await call(reset, "/phone/reset", {
      body: { telefono: uniqueMobile(), codigo: "12a", new_password: NEW_PASSWORD },
    });
    expect(code.status).toBe(422);
    expect(code.body.errors[0].field).toBe("codigo");
  });

  it("sends three codes an hour to a number from one address, and refuses a flood from it", async () => {
    const account = await phoneAccount();
    const ip = randomIp();
    const ask = (telefono = account.telefono) =>
      call(forgot, "/phone/forgot", { body: { telefono }, ip });
    for (let i = 0; i < 4; i++) expect((await ask()).status).toBe(200);
    // Three codes an hour to a number, whatever for: the registration's and two more.
    expect(await codesTo(account.telefono)).toBe(3);
    for (let i = 0; i < 6; i++) expect((await ask(uniqueMobile())).status).toBe(200);
    expect((await ask(uniqueMobile())).status).toBe(429);
  });

  it("refuses a code after five wrong tries, and an expired one", async () => {
    const account = await phoneAccount();
    await call(forgot, "/phone/forgot", { body: { telefono: account.telefono } });
    const codigo = await codeSentTo(account.telefono);
    const wrong = codigo === "123456" ? "654321" : "123456";
    const attempt = (code: string) =>
      call(reset, "/phone/reset", {
        body: { telefono: account.telefono, codigo: code, new_password: NEW_PASSWORD },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).status).toBe(422);
    const spent = await attempt(codigo);
    expect(spent.status).toBe(422);
    expect(spent.body.errors[0].msg).toContain("venció");

    await call(forgot, "/phone/forgot", { body: { telefono: account.telefono }, ip: randomIp() });
    const fresh = await codeSentTo(account.telefono);
    await db().phoneCode.updateMany({
      where: { telefono: account.telefono, purpose: "password_reset", used_at: null },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    const late = await attempt(fresh);
    expect(late.status).toBe(422);
    expect(late.body.errors[0].msg).toContain("venció");
  });
});
