import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { PATCH as setStatus } from "@/app/api/auth/admin/[id]/status/route";
import { PUT as changePassword } from "@/app/api/auth/change-password/route";
import { safeAdminNext } from "@/lib/admins/next-path";
import { hashPassword } from "@/lib/auth/passwords";
import { accountKey } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import type { AdminRole } from "@/lib/generated/prisma/enums";
import { sessionCookie, signIn } from "./support/helpers";

const BASE = "http://localhost:3000";
const PASSWORD = "Segura#2026";

/** A fresh address per test, so the per-address login counter of one test never reaches another. */
const newIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function adminWithPassword(rol: AdminRole = "AdminNivel1", estado = true) {
  return db().admin.create({
    data: {
      nombre1: "Ana",
      apellido1: "Pérez",
      email: `acceso-${randomUUID().slice(0, 8)}@prueba.gt`,
      rol,
      estado,
      password_hash: await hashPassword(PASSWORD),
    },
  });
}

function postLogin(body: unknown, ip: string) {
  return login(
    new Request(`${BASE}/api/auth/login`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }),
  );
}

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  "content-type": "application/json",
});
const getMe = (headers: Record<string, string>) =>
  me(new Request(`${BASE}/api/auth/me`, { headers }));

describe("POST /api/auth/login", () => {
  it("answers { token, admin } without any secret, and records the login", async () => {
    const admin = await adminWithPassword("AdminNivel2");
    const response = await postLogin(
      { email: `  ${admin.email.toUpperCase()} `, password: PASSWORD },
      newIp(),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.admin).toMatchObject({
      id: admin.id,
      email: admin.email,
      rol: "AdminNivel2",
      estado: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/);
    const payload = JSON.parse(Buffer.from(body.token.split(".")[1], "base64url").toString());
    expect(payload).toMatchObject({
      sub: String(admin.id),
      email: admin.email,
      rol: "AdminNivel2",
      isAdmin: true,
    });
    // The token's expiry is the session's: 8 hours.
    expect(payload.exp * 1000 - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    expect((await getMe(bearer(body.token))).status).toBe(200);
    const audit = await db().auditLog.findFirst({
      where: { action: "admin.login", entity_id: String(admin.id) },
    });
    expect(audit).toMatchObject({ actor_type: "admin", actor_id: admin.id });
  });

  it("answers the same 401 for a wrong password, an unknown e-mail and a deactivated account", async () => {
    const admin = await adminWithPassword();
    const inactive = await adminWithPassword("AdminNivel1", false);
    const ip = newIp();
    for (const body of [
      { email: admin.email, password: "Otra#2026x" },
      { email: `nadie-${randomUUID()}@prueba.gt`, password: PASSWORD },
      { email: inactive.email, password: PASSWORD },
    ]) {
      const response = await postLogin(body, ip);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: "UNAUTHENTICATED",
        message: "Credenciales inválidas. Inténtalo de nuevo.",
      });
    }
    const failures = await db().auditLog.count({ where: { action: "admin.login_failed", ip } });
    expect(failures).toBe(3);
  });

  it("rejects a malformed e-mail with the spec's text", async () => {
    const response = await postLogin({ email: "correo sin arroba", password: "x" }, newIp());
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe("Por favor ingresa un correo válido.");
  });
});

describe("sessions", () => {
  it("logout revokes the session behind a bearer token or a cookie, and records it", async () => {
    const admin = await adminWithPassword();
    const { actor, token } = await signIn({ kind: "admin", adminId: admin.id });
    const response = await logoutRoute(
      new Request(`${BASE}/api/auth/logout`, { method: "POST", headers: bearer(token) }),
    );
    expect(response.status).toBe(200);
    expect((await getMe(bearer(token))).status).toBe(401);
    expect(
      await db().auditLog.count({ where: { action: "admin.logout", actor_id: admin.id } }),
    ).toBe(1);

    const second = await signIn({ kind: "admin", adminId: admin.id });
    const cookie = await sessionCookie(second.actor.sessionId);
    expect((await getMe({ cookie })).status).toBe(200);
    await logoutRoute(
      new Request(`${BASE}/api/auth/logout`, { method: "POST", headers: { cookie, origin: BASE } }),
    );
    expect((await getMe({ cookie })).status).toBe(401);
    expect(actor.sessionId).not.toBe(second.actor.sessionId);
  });

  it("a deactivated administrator's open sessions stop working on their next request", async () => {
    const manager = await signIn({
      kind: "admin",
      adminId: (await adminWithPassword("AdminNivel1")).id,
    });
    const target = await adminWithPassword("UserAdminNivel2");
    const browser = await signIn({ kind: "admin", adminId: target.id });
    const api = await signIn({ kind: "admin", adminId: target.id });
    const cookie = await sessionCookie(browser.actor.sessionId);
    expect((await getMe({ cookie })).status).toBe(200);
    expect((await getMe(bearer(api.token))).status).toBe(200);

    const response = await setStatus(
      new Request(`${BASE}/api/auth/admin/${target.id}/status`, {
        method: "PATCH",
        headers: bearer(manager.token),
        body: JSON.stringify({ estado: false }),
      }),
      { params: Promise.resolve({ id: String(target.id) }) },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).estado).toBe(false);

    expect((await getMe({ cookie })).status).toBe(401);
    expect((await getMe(bearer(api.token))).status).toBe(401);
    const open = await db().session.count({ where: { admin_id: target.id, revoked_at: null } });
    expect(open).toBe(0);
    const audit = await db().auditLog.findFirst({
      where: { action: "admin.status_change", entity_id: String(target.id) },
    });
    expect(audit).toMatchObject({ actor_id: manager.actor.id, details: { estado: false } });

    // Re-activating does not bring the closed sessions back.
    await setStatus(
      new Request(`${BASE}/api/auth/admin/${target.id}/status`, {
        method: "PATCH",
        headers: bearer(manager.token),
        body: JSON.stringify({ estado: true }),
      }),
      { params: Promise.resolve({ id: String(target.id) }) },
    );
    expect((await getMe(bearer(api.token))).status).toBe(401);
  });

  it("a password change keeps the current session and revokes the others", async () => {
    const admin = await adminWithPassword("UserAdminNivel1");
    const current = await signIn({ kind: "admin", adminId: admin.id });
    const other = await signIn({ kind: "admin", adminId: admin.id });
    const call = (password: string, current_password = PASSWORD) =>
      changePassword(
        new Request(`${BASE}/api/auth/change-password`, {
          method: "PUT",
          headers: bearer(current.token),
          body: JSON.stringify({ current_password, password }),
        }),
      );
    const weak = await call("corta");
    expect(weak.status).toBe(422);
    expect((await weak.json()).message).toBe("La contraseña debe tener al menos 8 caracteres.");
    const noSymbol = await call("Sinsimbolo1");
    expect((await noSymbol.json()).message).toBe(
      "La contraseña debe tener al menos una letra mayúscula, un número y un símbolo especial.",
    );
    expect((await call("Nueva#2027")).status).toBe(200);
    expect((await getMe(bearer(current.token))).status).toBe(200);
    expect((await getMe(bearer(other.token))).status).toBe(401);
    expect((await postLogin({ email: admin.email, password: "Nueva#2027" }, newIp())).status).toBe(
      200,
    );
    expect(
      await db().auditLog.count({
        where: { action: "admin.password_change", entity_id: String(admin.id) },
      }),
    ).toBe(1);
  });
});

/** Runs `count` logins with a wrong password in a separate Node process; resolves their statuses. */
function loginsInAnotherProcess(email: string, ip: string, count: number): Promise<number[]> {
  const script = `
    import { loginAdmin } from "@/lib/admins/sign-in-service";
    async function main() {
      const statuses = [];
      for (let i = 0; i < ${count}; i++) {
        try {
          await loginAdmin({ email: ${JSON.stringify(email)}, password: "Incorrecta#1" }, { ip: ${JSON.stringify(ip)} });
          statuses.push(200);
        } catch (error) {
          statuses.push(error.status ?? 500);
        }
      }
      console.log("STATUSES" + JSON.stringify(statuses));
      process.exit(0);
    }
    main();
  `;
  const tsx = path.resolve("node_modules/.bin/tsx");
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["--conditions=react-server", "-e", script], { env: process.env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = output.split("\n").find((text) => text.startsWith("STATUSES"));
      if (code !== 0 || !line) reject(new Error(`El proceso falló (${code}):\n${output}`));
      else resolve(JSON.parse(line.slice("STATUSES".length)));
    });
  });
}

describe("login throttling across server processes", () => {
  it("past five wrong passwords within 15 minutes each try waits (429), counted across two processes", async () => {
    const admin = await adminWithPassword();
    // Two processes, each with its own database pool, both from one address: the second sees
    // the first one's failures, so its third try comes before the 1-second delay has passed.
    const ip = newIp();
    const first = await loginsInAnotherProcess(admin.email, ip, 3);
    const second = await loginsInAnotherProcess(admin.email, ip, 3);
    expect([...first, ...second]).toEqual([401, 401, 401, 401, 401, 429]);

    // While the delay runs even the right password is refused, with the spec's text (the latest
    // failure made to be just now: the processes took their time).
    await db().loginAttempt.updateMany({
      where: { identifier: accountKey(admin.id) },
      data: { created_at: new Date() },
    });
    const response = await postLogin({ email: admin.email, password: PASSWORD }, ip);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      code: "RATE_LIMITED",
      message: "Demasiados intentos. Por favor, intenta de nuevo más tarde.",
    });
    // Repeated refusals are counted on one row (lib/audit): the sum of the counts is every try.
    const failed = await db().auditLog.aggregate({
      _sum: { count: true },
      where: { action: "admin.login_failed", details: { path: ["email"], equals: admin.email } },
    });
    expect(failed._sum.count).toBe(7);
  }, 60_000);

  it("failures older than 15 minutes no longer count", async () => {
    const admin = await adminWithPassword();
    const ip = newIp();
    // Twelve from this address: counted, they would delay it and ask any browser for a link.
    await db().loginAttempt.createMany({
      data: Array.from({ length: 12 }, () => ({
        kind: "admin" as const,
        identifier: accountKey(admin.id),
        ip,
        success: false,
        created_at: new Date(Date.now() - 16 * 60_000),
      })),
    });
    expect((await postLogin({ email: admin.email, password: PASSWORD }, ip)).status).toBe(200);
  });
});

describe("return path after login", () => {
  it("keeps a same-site /admin page and sends everything else to the dashboard", () => {
    expect(safeAdminNext("/admin/equipo?q=ana")).toBe("/admin/equipo?q=ana");
    expect(safeAdminNext("/admin/perfil")).toBe("/admin/perfil");
    for (const unsafe of [
      null,
      "",
      "//evil.example/admin",
      "/\\evil.example",
      "https://evil.example/admin",
      "/portal",
      "/admin/login",
      "/administrador",
      "admin/perfil",
    ]) {
      expect(safeAdminNext(unsafe), String(unsafe)).toBe("/admin/dashboard");
    }
  });
});
