import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as me } from "@/app/api/auth/me/route";
import { loginAdmin } from "@/lib/admins/sign-in-service";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { signIn } from "./support/helpers";
import { sentMatch } from "./support/sent-mail";

const BASE = "http://localhost:3000";
const newIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function adminWithPassword(estado = true) {
  return db().admin.create({
    data: {
      nombre1: "Rosa",
      apellido1: "López",
      email: `reset-${randomUUID().slice(0, 8)}@prueba.gt`,
      rol: "UserAdminNivel3",
      estado,
      password_hash: await hashPassword("Anterior#2026"),
    },
  });
}

const post = (
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  ip = newIp(),
) =>
  handler(
    new Request(`${BASE}${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }),
  );

const LINK = /http:\/\/localhost:3000\/admin\/reset-password\?token=([\w-]+)/;

/** Asks for a link and returns the token of the e-mail as it was sent. */
async function tokenFor(email: string): Promise<string> {
  const response = await post(requestReset, "/api/auth/request-password-reset", { email });
  expect(response.status).toBe(200);
  return (await sentMatch(email, LINK))[1]!;
}

describe("password reset", () => {
  it("answers the same whether or not the e-mail exists, and only writes an e-mail for a real account", async () => {
    const admin = await adminWithPassword();
    const inactive = await adminWithPassword(false);
    const answers = [];
    for (const email of [admin.email, `nadie-${randomUUID()}@prueba.gt`, inactive.email]) {
      const response = await post(requestReset, "/api/auth/request-password-reset", { email });
      answers.push([response.status, await response.json()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([
      200,
      {
        message:
          "Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.",
      },
    ]);
    expect(await db().emailOutbox.count({ where: { to: admin.email } })).toBe(1);
    expect(await db().emailOutbox.count({ where: { to: inactive.email } })).toBe(0);
    // The link reaches the sent message only; the database holds the token's hash and, until the
    // message is sent, the link sealed.
    const token = (await sentMatch(admin.email, LINK))[1]!;
    const stored = await db().passwordResetToken.findMany({ where: { admin_id: admin.id } });
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const message = await db().emailOutbox.findFirstOrThrow({ where: { to: admin.email } });
    expect(message).toMatchObject({ status: "sent", sealed_link: null });
    expect(JSON.stringify(message)).not.toContain(token);
  });

  it("rejects a malformed e-mail with the spec's text", async () => {
    const response = await post(requestReset, "/api/auth/request-password-reset", {
      email: "sin-arroba",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe("Por favor ingresa un correo válido.");
  });

  it("sets the new password once, closes every session, and refuses the used token", async () => {
    const admin = await adminWithPassword();
    const open = await signIn({ kind: "admin", adminId: admin.id });
    const token = await tokenFor(admin.email);

    const weak = await post(reset, "/api/auth/reset-password", { token, password: "sinreglas" });
    expect(weak.status).toBe(422);
    expect((await weak.json()).message).toBe(
      "La contraseña debe tener al menos una letra mayúscula, un número y un símbolo especial.",
    );

    const done = await post(reset, "/api/auth/reset-password", {
      token,
      password: "Restablecida#1",
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: "Contraseña restablecida correctamente." });
    const stillOpen = await me(
      new Request(`${BASE}/api/auth/me`, { headers: { authorization: `Bearer ${open.token}` } }),
    );
    expect(stillOpen.status).toBe(401);
    await expect(
      loginAdmin({ email: admin.email, password: "Restablecida#1" }, { ip: newIp() }),
    ).resolves.toBeTruthy();

    const again = await post(reset, "/api/auth/reset-password", {
      token,
      password: "OtraVez#2026",
    });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      "El enlace para restablecer la contraseña no es válido o ya expiró.",
    );
    await expect(
      loginAdmin({ email: admin.email, password: "OtraVez#2026" }, { ip: newIp() }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(
      await db().auditLog.count({
        where: { action: "admin.password_reset", entity_id: String(admin.id) },
      }),
    ).toBe(1);
  });

  it("refuses an expired token and an unknown one", async () => {
    const admin = await adminWithPassword();
    const token = await tokenFor(admin.email);
    await db().passwordResetToken.updateMany({
      where: { admin_id: admin.id },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    for (const candidate of [token, "no-existe"]) {
      const response = await post(reset, "/api/auth/reset-password", {
        token: candidate,
        password: "Restablecida#1",
      });
      expect(response.status).toBe(400);
    }
    await expect(
      loginAdmin({ email: admin.email, password: "Anterior#2026" }, { ip: newIp() }),
    ).resolves.toBeTruthy();
  });

  it("a newer link makes an older one useless once either is used", async () => {
    const admin = await adminWithPassword();
    const first = await tokenFor(admin.email);
    const second = await tokenFor(admin.email);
    expect(
      (await post(reset, "/api/auth/reset-password", { token: second, password: "Segunda#2026" }))
        .status,
    ).toBe(200);
    expect(
      (await post(reset, "/api/auth/reset-password", { token: first, password: "Primera#2026" }))
        .status,
    ).toBe(400);
  });

  it("throttles an address that asks too often with the spec's 429 text (reset-requests.test.ts: the owner is never stopped)", async () => {
    const admin = await adminWithPassword();
    const ip = newIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await post(
        requestReset,
        "/api/auth/request-password-reset",
        { email: admin.email },
        ip,
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(await last!.json()).toEqual({
      code: "RATE_LIMITED",
      message: "Demasiados intentos. Por favor, intenta de nuevo más tarde.",
    });
  });
});
