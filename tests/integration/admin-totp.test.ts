// Two-factor authentication of administrators: RFC 6238 itself, enrolment, the login's
// second step through the real route handlers, its own caps, recovery codes, disabling, the office's
// requirement and its permission, sessions revoked on enabling, audit entries, and the sealed secret.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as codeRoute } from "@/app/api/auth/login/totp/route";
import { POST as enrollmentRoute } from "@/app/api/auth/login/totp/enrollment/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { setTotpRequirementAction } from "@/lib/admins/actions";
import {
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  setTotpRequirement,
  startTotpEnrolment,
} from "@/lib/admins/two-factor-service";
import { twoFactorStatus } from "@/lib/admins/two-factor-queries";
import { hashPassword } from "@/lib/auth/passwords";
import { openSecret } from "@/lib/auth/secret-box";
import { actorForSession, type Actor, type AdminActor } from "@/lib/auth/sessions";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotpStep,
  totp,
  totpStep,
  TOTP_STEP_SECONDS,
} from "@/lib/auth/totp";
import { db } from "@/lib/db";
import type { AdminRole } from "@/lib/generated/prisma/enums";
import { createAdmin, signIn } from "./support/helpers";
import { enrol } from "./support/two-factor-fixtures";

// Server actions run inside a request: its headers and the session behind its cookie.
let current: Actor | null = null;
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("@/lib/auth/actor", async (original) => ({
  ...(await original<typeof import("@/lib/auth/actor")>()),
  currentActor: async () => current,
}));

const BASE = "http://localhost:3000";
const PASSWORD = "Segura#2026";
const STEP_MS = TOTP_STEP_SECONDS * 1000;

const newIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

function post(
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  ip: string,
) {
  return handler(
    new Request(`${BASE}${path}`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }),
  );
}

async function adminWithPassword(rol: AdminRole = "AdminNivel1") {
  return db().admin.create({
    data: {
      nombre1: "Dora",
      apellido1: "Dos Pasos",
      email: `totp-${randomUUID().slice(0, 8)}@prueba.gt`,
      rol,
      password_hash: await hashPassword(PASSWORD),
    },
  });
}

/** Moves the clock one TOTP step on, so the next code is a new one (a code is accepted once). */
const nextStep = () => vi.setSystemTime(new Date(Date.now() + STEP_MS));
const codeNow = (secret: string) => totp(base32Decode(secret)!, Date.now());

/** An administrator with a password and two-factor authentication enabled from their profile. */
async function enrolledAdmin(rol: AdminRole = "AdminNivel1") {
  const row = await adminWithPassword(rol);
  const actor = (await signIn({ kind: "admin", adminId: row.id })).actor as AdminActor;
  const { secret, recoveryCodes } = await enrol(actor);
  nextStep();
  return { row, actor, secret, recoveryCodes };
}

/** POST /api/auth/login/totp, the login's second step. */
const sendCode = (challenge: string, code: string | undefined, ip: string) =>
  post(codeRoute, "/api/auth/login/totp", { challenge, code }, ip);

async function passwordStep(email: string, ip: string) {
  const response = await post(loginRoute, "/api/auth/login", { email, password: PASSWORD }, ip);
  return { status: response.status, body: await response.json() };
}

const audits = (action: string, adminId: number) =>
  db().auditLog.findMany({
    where: { action, entity: "admin", entity_id: String(adminId) },
    orderBy: { id: "asc" },
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date());
});

afterEach(async () => {
  vi.useRealTimers();
  current = null;
  await db().securitySettings.deleteMany();
});

describe("TOTP (RFC 6238 and RFC 4226)", () => {
  // RFC 6238 Appendix B: the seeds are the ASCII digits repeated to the hash's key length.
  const seed = (length: number) => Buffer.from("1234567890".repeat(7).slice(0, length));
  const vectors: [number, string, string, string][] = [
    [59, "94287082", "46119246", "90693936"],
    [1111111109, "07081804", "68084774", "25091201"],
    [1111111111, "14050471", "67062674", "99943326"],
    [1234567890, "89005924", "91819424", "93441116"],
    [2000000000, "69279037", "90698825", "38618901"],
    [20000000000, "65353130", "77737706", "47863826"],
  ];

  it.each(vectors)(
    "at %i s gives the appendix's codes for SHA-1, SHA-256 and SHA-512",
    (time, sha1, sha256, sha512) => {
      expect(totp(seed(20), time * 1000, { digits: 8 })).toBe(sha1);
      expect(totp(seed(32), time * 1000, { digits: 8, algorithm: "sha256" })).toBe(sha256);
      expect(totp(seed(64), time * 1000, { digits: 8, algorithm: "sha512" })).toBe(sha512);
    },
  );

  it("HOTP gives RFC 4226's codes, and base32 round-trips the secret apps read", () => {
    const codes = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(codes.map((_, counter) => hotp(seed(20), counter))).toEqual(codes);
    expect(base32Encode(seed(20))).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq")).toEqual(seed(20));
    expect(base32Decode("GEZD1")).toBeNull();
  });

  it("accepts the previous and the next step, and nothing further or malformed", () => {
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotpStep(seed(20), hotp(seed(20), step + offset), now)).toBe(step + offset);
    }
    expect(matchTotpStep(seed(20), hotp(seed(20), step + 2), now)).toBeNull();
    expect(matchTotpStep(seed(20), hotp(seed(20), step - 2), now)).toBeNull();
    expect(matchTotpStep(seed(20), "12345", now)).toBeNull();
    expect(matchTotpStep(seed(20), "abcdef", now)).toBeNull();
  });
});

describe("enrolment from /admin/perfil", () => {
  it("a wrong code is refused and audited; the right one enables it, seals the secret and answers 10 recovery codes once", async () => {
    const row = await adminWithPassword();
    const { actor } = await signIn({ kind: "admin", adminId: row.id });
    const { secret, otpauth_uri } = await startTotpEnrolment(actor);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(
      new RegExp(
        `^otpauth://totp/.+:${encodeURIComponent(row.email)}\\?secret=${secret}&issuer=.+&algorithm=SHA1&digits=6&period=30$`,
      ),
    );

    const wrong = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, "0");
    await expect(confirmTotpEnrolment(actor, wrong, "10.0.0.1")).rejects.toMatchObject({
      code: "VALIDATION",
      message: "El código no es válido. Inténtalo de nuevo.",
    });
    expect((await twoFactorStatus(row.id)).enabled).toBe(false);
    expect(await audits("admin.totp_failed", row.id)).toMatchObject([
      { actor_id: row.id, details: { operation: "enrolment", reason: "invalid" } },
    ]);

    const codes = await confirmTotpEnrolment(actor, codeNow(secret), "10.0.0.1");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(await twoFactorStatus(row.id)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(await audits("admin.totp_enable", row.id)).toMatchObject([
      { actor_id: row.id, details: { during: "profile" }, ip: "10.0.0.1" },
    ]);

    // At rest: neither the secret nor the codes, only what opens with AUTH_SECRET's key.
    const stored = await db().admin.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored.totp_secret).not.toContain(secret);
    expect(stored.totp_pending_secret).toBeNull();
    expect(openSecret(stored.totp_secret!, `admin-totp:${row.id}`)).toBe(secret);
    expect(openSecret(stored.totp_secret!, `admin-totp:${row.id + 1}`)).toBeNull();
    const hashes = await db().adminRecoveryCode.findMany({ where: { admin_id: row.id } });
    expect(hashes.map((one) => one.code_hash).join()).not.toContain(codes[0]!.replace("-", ""));

    await expect(startTotpEnrolment(actor)).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("enabling it closes the account's other sessions and keeps the current one", async () => {
    const row = await adminWithPassword();
    const [current, other, token] = await Promise.all([
      signIn({ kind: "admin", adminId: row.id }),
      signIn({ kind: "admin", adminId: row.id }),
      signIn({ kind: "admin", adminId: row.id }),
    ]);
    const { secret } = await startTotpEnrolment(current.actor);
    await confirmTotpEnrolment(current.actor, codeNow(secret), null);
    expect(await actorForSession(current.actor.sessionId)).not.toBeNull();
    expect(await actorForSession(other.actor.sessionId)).toBeNull();
    const me = await meRoute(
      new Request(`${BASE}/api/auth/me`, { headers: { authorization: `Bearer ${token.token}` } }),
    );
    expect(me.status).toBe(401);
  });
});

describe("login with two-factor authentication (API)", () => {
  it("the password answers 401 TOTP_REQUIRED with a challenge; the code answers { token, admin } once", async () => {
    const { row, secret } = await enrolledAdmin("AdminNivel2");
    const ip = newIp();
    const first = await passwordStep(row.email, ip);
    expect(first.status).toBe(401);
    expect(first.body).toEqual({
      code: "TOTP_REQUIRED",
      message: "Ingresa el código de verificación de tu aplicación de autenticación.",
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    expect(await db().session.count({ where: { admin_id: row.id, revoked_at: null } })).toBe(1);

    const code = codeNow(secret);
    const second = await sendCode(first.body.challenge, code, ip);
    expect(second.status).toBe(200);
    const body = await second.json();
    expect(body.admin).toMatchObject({ id: row.id, email: row.email });
    expect(body).not.toHaveProperty("recovery_codes");
    const me = await meRoute(
      new Request(`${BASE}/api/auth/me`, { headers: { authorization: `Bearer ${body.token}` } }),
    );
    expect(me.status).toBe(200);

    // The challenge is spent, and the same code never opens a second login.
    const again = await sendCode(first.body.challenge, code, ip);
    expect(again.status).toBe(401);
    expect((await again.json()).message).toBe(
      "La verificación expiró. Vuelve a ingresar tu correo y contraseña.",
    );
    const retry = await passwordStep(row.email, ip);
    const replay = await sendCode(retry.body.challenge, code, ip);
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toBe("El código no es válido. Inténtalo de nuevo.");

    expect(await audits("admin.login_challenge", row.id)).toMatchObject([
      { details: { step: "totp" }, ip },
      { details: { step: "totp" }, ip },
    ]);
    expect(await audits("admin.login", row.id)).toMatchObject([
      { actor_id: row.id, details: { second_factor: "totp" }, ip },
    ]);
    expect(await audits("admin.totp_failed", row.id)).toMatchObject([
      { details: { operation: "login", reason: "invalid" }, ip },
    ]);
  });

  it("an expired, unknown or malformed challenge gets a Spanish 4xx", async () => {
    const { row, secret } = await enrolledAdmin();
    const ip = newIp();
    const { body } = await passwordStep(row.email, ip);
    vi.setSystemTime(new Date(Date.now() + 5 * 60_000 + 1000));
    const late = await sendCode(body.challenge, codeNow(secret), ip);
    expect(late.status).toBe(401);
    expect((await late.json()).message).toBe(
      "La verificación expiró. Vuelve a ingresar tu correo y contraseña.",
    );
    const unknown = await sendCode("no-existe", "123456", ip);
    expect(unknown.status).toBe(401);
    const empty = await sendCode(body.challenge, undefined, ip);
    expect(empty.status).toBe(422);
    expect((await empty.json()).message).toBe("Ingresa el código de verificación.");
    const broken = await post(codeRoute, "/api/auth/login/totp", "{no es json", ip);
    expect(broken.status).toBe(400);
    const wrongKind = await post(
      enrollmentRoute,
      "/api/auth/login/totp/enrollment",
      { challenge: body.challenge },
      ip,
    );
    expect(wrongKind.status).toBe(401);
  });

  it("five wrong codes void the challenge: the password is asked again, and the account is e-mailed", async () => {
    const { row, secret } = await enrolledAdmin();
    const ip = newIp();
    const { body } = await passwordStep(row.email, ip);
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await sendCode(body.challenge, "000000", ip);
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).message).toBe("El código no es válido. Inténtalo de nuevo.");
    }
    const fifth = await sendCode(body.challenge, "000000", ip);
    expect(fifth.status).toBe(401);
    expect((await fifth.json()).message).toBe(
      "Demasiados códigos incorrectos. Vuelve a ingresar tu correo y contraseña.",
    );
    // The right code no longer opens that challenge, and was not spent by the refusal.
    const right = codeNow(secret);
    const afterVoid = await sendCode(body.challenge, right, ip);
    expect(afterVoid.status).toBe(401);
    expect((await afterVoid.json()).message).toBe(
      "La verificación expiró. Vuelve a ingresar tu correo y contraseña.",
    );
    const notice = await db().emailOutbox.findFirstOrThrow({ where: { to: row.email } });
    expect(notice.subject).toBe(
      "Códigos incorrectos al iniciar sesión en tu cuenta de administración",
    );
    // The wrong codes did not delay the password: it is asked again, and then the code opens.
    const again = await passwordStep(row.email, ip);
    expect(again.status).toBe(401);
    expect((await sendCode(again.body.challenge, right, ip)).status).toBe(200);
    const failures = await audits("admin.totp_failed", row.id);
    expect(failures.map((entry) => (entry.details as { reason: string }).reason)).toEqual([
      ...Array(4).fill("invalid"),
      "voided",
    ]);
  });

  it("parallel codes cannot exceed five per challenge", async () => {
    const { row } = await enrolledAdmin();
    const ip = newIp();
    const { body } = await passwordStep(row.email, ip);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => sendCode(body.challenge, "000000", ip)),
    );
    expect(statuses.every((response) => response.status === 401)).toBe(true);
    expect((await audits("admin.totp_failed", row.id)).length).toBe(5);
  });

  it("past 15 wrong codes in 24 hours every code is refused (429), and nothing is spent", async () => {
    const { row, secret, recoveryCodes } = await enrolledAdmin();
    await db().rateLimitHit.createMany({
      data: Array.from({ length: 15 }, () => ({
        bucket: "admin-totp-wrong-code",
        key: String(row.id),
      })),
    });
    const ip = newIp();
    const { body } = await passwordStep(row.email, ip);
    for (const code of [codeNow(secret), recoveryCodes[0]!]) {
      const refused = await sendCode(body.challenge, code, ip);
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toBe(
        "Demasiados códigos incorrectos en las últimas 24 horas. Intenta de nuevo más tarde.",
      );
    }
    const account = await db().admin.findUniqueOrThrow({ where: { id: row.id } });
    expect(account.totp_last_step).toBeLessThan(Math.floor(Date.now() / STEP_MS));
    expect(
      await db().adminRecoveryCode.count({ where: { admin_id: row.id, used_at: { not: null } } }),
    ).toBe(0);
    // A day later the same challenge would have expired; a new login goes through.
    await db().rateLimitHit.updateMany({
      where: { bucket: "admin-totp-wrong-code", key: String(row.id) },
      data: { created_at: new Date(Date.now() - 25 * 60 * 60_000) },
    });
    expect((await sendCode(body.challenge, codeNow(secret), ip)).status).toBe(200);
  });

  it("two logins racing on one challenge spend one recovery code, never both", async () => {
    const { row, recoveryCodes } = await enrolledAdmin();
    const ip = newIp();
    const { body } = await passwordStep(row.email, ip);
    const [first, second] = await Promise.all([
      sendCode(body.challenge, recoveryCodes[1]!, ip),
      sendCode(body.challenge, recoveryCodes[2]!, ip),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    expect(
      await db().adminRecoveryCode.count({ where: { admin_id: row.id, used_at: { not: null } } }),
    ).toBe(1);
  });

  it("a recovery code opens one login, once, and is recorded with the codes left", async () => {
    const { row, recoveryCodes } = await enrolledAdmin();
    const ip = newIp();
    const code = recoveryCodes[3]!.toLowerCase().replace("-", " ");
    const { body } = await passwordStep(row.email, ip);
    const used = await sendCode(body.challenge, code, ip);
    expect(used.status).toBe(200);
    expect(await audits("admin.totp_recovery_used", row.id)).toMatchObject([
      { details: { operation: "login", remaining: 9 }, ip },
    ]);
    expect(await audits("admin.login", row.id)).toMatchObject([
      { details: { second_factor: "recovery_code" } },
    ]);
    const retry = await passwordStep(row.email, ip);
    const reused = await sendCode(retry.body.challenge, recoveryCodes[3], ip);
    expect(reused.status).toBe(401);
  });
});

describe("managing it from /admin/perfil", () => {
  it("disabling needs the password and a code", async () => {
    const { row, actor, secret } = await enrolledAdmin();
    await expect(
      disableTotp(actor, { password: "Otra#2026", code: codeNow(secret) }, null),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      message: "La contraseña o el código no son válidos.",
    });
    await expect(
      disableTotp(actor, { password: PASSWORD, code: "000000" }, null),
    ).rejects.toMatchObject({
      code: "VALIDATION",
    });
    expect(
      await disableTotp(actor, { password: PASSWORD, code: codeNow(secret) }, "10.0.0.2"),
    ).toEqual({
      signedOut: false,
    });
    const stored = await db().admin.findUniqueOrThrow({ where: { id: row.id } });
    expect(stored).toMatchObject({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    expect(await db().adminRecoveryCode.count({ where: { admin_id: row.id } })).toBe(0);
    expect(await audits("admin.totp_disable", row.id)).toMatchObject([
      { actor_id: row.id, details: { second_factor: "totp", signed_out: false }, ip: "10.0.0.2" },
    ]);
    expect(await actorForSession(actor.sessionId)).not.toBeNull();
    expect((await passwordStep(row.email, newIp())).status).toBe(200);
    await expect(
      disableTotp(actor, { password: PASSWORD, code: "000000" }, null),
    ).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("new recovery codes replace the old ones", async () => {
    const { row, actor, secret, recoveryCodes } = await enrolledAdmin();
    const fresh = await regenerateRecoveryCodes(actor, codeNow(secret), null);
    expect(fresh).toHaveLength(10);
    expect(await audits("admin.totp_recovery_regenerate", row.id)).toHaveLength(1);
    const ip = newIp();
    const old = await passwordStep(row.email, ip);
    expect((await sendCode(old.body.challenge, recoveryCodes[0], ip)).status).toBe(401);
    expect((await sendCode(old.body.challenge, fresh[0], ip)).status).toBe(200);
  });
});

describe("the office's requirement (AdminNivel1)", () => {
  it("only AdminNivel1 may switch it: 403 for AdminNivel2 and every other role, 401 without a session", async () => {
    const statuses: Record<string, number | "ok"> = {};
    for (const role of [
      "AdminNivel2",
      "UserAdminNivel1",
      "UserAdminNivel2",
      "UserAdminNivel3",
      "UserAdminNivel4",
    ] as const) {
      current = (await signIn({ kind: "admin", adminId: (await createAdmin(role)).id })).actor;
      const result = await setTotpRequirementAction({ required: true });
      statuses[role] = result.ok ? "ok" : result.status;
    }
    current = null;
    const anonymous = await setTotpRequirementAction({ required: true });
    expect(anonymous).toMatchObject({ ok: false, status: 401 });
    expect(statuses).toEqual({
      AdminNivel2: 403,
      UserAdminNivel1: 403,
      UserAdminNivel2: 403,
      UserAdminNivel3: 403,
      UserAdminNivel4: 403,
    });
    current = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id }))
      .actor;
    const malformed = await setTotpRequirementAction({ required: "sí" } as never);
    expect(malformed).toMatchObject({ ok: false, status: 422 });
    expect(await db().securitySettings.count()).toBe(0);
  });

  it("needs the caller's own first; then every login without it enrols right after the password", async () => {
    const plain = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id }))
      .actor;
    await expect(setTotpRequirement(plain, true, null)).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Activa primero tu propia verificación en dos pasos en Mi Perfil.",
    });

    const { actor } = await enrolledAdmin("AdminNivel1");
    current = actor;
    expect(await setTotpRequirementAction({ required: true })).toEqual({
      ok: true,
      data: { required: true },
    });
    expect(
      await db().auditLog.findFirst({
        where: { action: "security.totp_requirement" },
        orderBy: { id: "desc" },
      }),
    ).toMatchObject({ actor_id: actor.id, details: { required: true } });

    const newcomer = await adminWithPassword("UserAdminNivel2");
    const old = await signIn({ kind: "admin", adminId: newcomer.id });
    const ip = newIp();
    const first = await passwordStep(newcomer.email, ip);
    expect(first).toMatchObject({
      status: 401,
      body: {
        code: "TOTP_ENROLLMENT_REQUIRED",
        message: "La oficina exige la verificación en dos pasos: actívala para ingresar al panel.",
      },
    });
    // Without the enrolment's secret, no code opens it.
    const early = await sendCode(first.body.challenge, "123456", ip);
    expect(early.status).toBe(401);

    const enrolment = await post(
      enrollmentRoute,
      "/api/auth/login/totp/enrollment",
      { challenge: first.body.challenge },
      ip,
    );
    expect(enrolment.status).toBe(200);
    const { secret, otpauth_uri } = await enrolment.json();
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const done = await sendCode(first.body.challenge, codeNow(secret), ip);
    expect(done.status).toBe(200);
    const body = await done.json();
    expect(body.recovery_codes).toHaveLength(10);
    expect(body.admin.id).toBe(newcomer.id);
    expect(await twoFactorStatus(newcomer.id)).toMatchObject({ enabled: true, required: true });
    expect(await actorForSession(old.actor.sessionId)).toBeNull();
    expect(await audits("admin.totp_enable", newcomer.id)).toMatchObject([
      { details: { during: "login" }, ip },
    ]);
    expect(await audits("admin.login", newcomer.id)).toMatchObject([
      { details: { second_factor: "enrolment" } },
    ]);

    // Disabling it while required signs the account out everywhere: the next login enrols again.
    nextStep();
    const session = (await actorForSession(
      JSON.parse(Buffer.from(body.token.split(".")[1], "base64url").toString()).sid,
    )) as AdminActor;
    expect(await disableTotp(session, { password: PASSWORD, code: codeNow(secret) }, null)).toEqual(
      {
        signedOut: true,
      },
    );
    expect(await actorForSession(session.sessionId)).toBeNull();
    expect((await passwordStep(newcomer.email, newIp())).body.code).toBe(
      "TOTP_ENROLLMENT_REQUIRED",
    );

    expect(await setTotpRequirementAction({ required: false })).toEqual({
      ok: true,
      data: { required: false },
    });
    expect((await passwordStep(newcomer.email, newIp())).status).toBe(200);
  });
});
