// Nobody can keep an account out: failed logins of an account from everywhere never refuse its
// right password. A browser that signed in to the account before carries a signed device cookie
// and is counted apart; any other browser, once the account has ten failures within 15 minutes,
// is answered with a single-use sign-in link e-mailed to the account (whatever the password, so
// guessing on from many addresses learns nothing). Failures count per account, whichever
// identifier was typed. Through the real route handlers, as the issue measured them.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/auth/login/route";
import { POST as citizenLogin } from "@/app/api/auth-user/login/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { loginWithLink } from "@/lib/admins/sign-in-service";
import { rememberAccount, vouchedDevice } from "@/lib/auth/device-cookie";
import { hashPassword } from "@/lib/auth/passwords";
import { digest } from "@/lib/auth/reset-tokens";
import type { AdminActor } from "@/lib/auth/sessions";
import { accountKey } from "@/lib/auth/throttle";
import { loginCitizenWithLink } from "@/lib/citizens/sign-in-service";
import { db } from "@/lib/db";
import { call } from "./support/citizen-fixtures";
import { deliveredTo, sentMatch } from "./support/sent-mail";
import { signIn } from "./support/helpers";
import { enrol } from "./support/two-factor-fixtures";
import { citizenRegistration, randomIp } from "../support/citizen-data";

const PASSWORD = "Segura#2026";
const LINK_SENT = {
  code: "LOGIN_LINK_SENT",
  message: expect.stringContaining("te enviamos a tu correo un enlace de ingreso"),
};
const LINK_SUBJECT = "Tu enlace para ingresar";
const INVALID_LINK = "El enlace para ingresar no es válido o ya expiró. Inicia sesión de nuevo.";

async function adminAccount() {
  return db().admin.create({
    data: {
      nombre1: "Ana",
      apellido1: "Asediada",
      email: `asediada-${randomUUID().slice(0, 8)}@prueba.gt`,
      rol: "AdminNivel2",
      estado: true,
      password_hash: await hashPassword(PASSWORD),
    },
  });
}

/** The device cookie a login answer sets, as the browser would send it back. */
function deviceCookie(headers: Headers, kind: "admin" | "ciudadano"): string {
  const value = new RegExp(`dispositivo-${kind}=([^;]+)`).exec(headers.get("set-cookie") ?? "");
  if (!value) throw new Error("Sin cookie de dispositivo");
  return `dispositivo-${kind}=${value[1]}`;
}

const adminSignIn = (email: string, password: string, ip = randomIp(), cookie?: string) =>
  call(adminLogin, "/login", {
    body: { email, password },
    ip,
    headers: cookie ? { cookie } : {},
  });

/** `count` failures of the account, each from one of `addresses` in turn, as the routes record them. */
async function failedFrom(
  kind: "admin" | "citizen",
  id: number,
  count: number,
  addresses: string[],
) {
  await db().loginAttempt.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      kind,
      identifier: accountKey(id),
      ip: addresses[index % addresses.length]!,
      success: false,
    })),
  });
}

const linkOf = (email: string) => sentMatch(email, /enlace=([\w-]+)/).then((match) => match[1]!);

describe("an administrator under attack", () => {
  it("ten wrong passwords from three addresses, then the right one from a fresh address: the e-mailed link, never 429; with the device cookie, signed in", async () => {
    const admin = await adminAccount();
    const own = await adminSignIn(admin.email, PASSWORD);
    expect(own.status).toBe(200);
    const cookie = deviceCookie(own.headers, "admin");

    const guessers = [randomIp(), randomIp(), randomIp()];
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await adminSignIn(admin.email, `Incorrecta#${attempt}`, guessers[attempt % 3]);
      expect(wrong.status).toBe(401);
    }
    const fresh = await adminSignIn(admin.email, PASSWORD);
    expect([fresh.status, fresh.body]).toEqual([202, LINK_SENT]);
    // The same answer to a wrong password: guessing on learns nothing, and no e-mail goes out.
    const queued = () => db().emailOutbox.count({ where: { to: admin.email } });
    const queuedBefore = await queued();
    const guess = await adminSignIn(admin.email, "Incorrecta#99");
    expect([guess.status, guess.body]).toEqual([202, LINK_SENT]);
    expect(await queued()).toBe(queuedBefore);
    // The browser that signed in before passes.
    expect((await adminSignIn(admin.email, PASSWORD, randomIp(), cookie)).status).toBe(200);

    // The link signs in once, from wherever it is opened.
    const token = await linkOf(admin.email);
    const stored = await db().passwordResetToken.findFirstOrThrow({
      where: { admin_id: admin.id, purpose: "sign_in" },
    });
    expect(stored.token_hash).toBe(digest(token));
    const lifetime = stored.expires_at.getTime() - stored.created_at.getTime();
    expect(Math.abs(lifetime - 15 * 60_000)).toBeLessThan(5000);
    const signedIn = await loginWithLink(token, { ip: randomIp() });
    expect(signedIn).toMatchObject({ step: "signed_in", actor: { kind: "admin", id: admin.id } });
    await expect(loginWithLink(token, { ip: randomIp() })).rejects.toMatchObject({
      status: 400,
      message: INVALID_LINK,
    });
    // The browser that opened it is now one the account knows.
    const device = signedIn.step === "signed_in" ? signedIn.device : "";
    const account = { id: admin.id, passwordHash: admin.password_hash };
    expect(vouchedDevice("admin", device, account)).not.toBeNull();
  });

  it("four failures every 30 seconds do not refuse a single right password", async () => {
    const admin = await adminAccount();
    const cookie = deviceCookie((await adminSignIn(admin.email, PASSWORD)).headers, "admin");
    const owner = randomIp();
    const known: number[] = [];
    const elsewhere: number[] = [];
    for (let round = 0; round < 14; round++) {
      await failedFrom("admin", admin.id, 4, [randomIp(), randomIp(), randomIp(), randomIp()]);
      known.push((await adminSignIn(admin.email, PASSWORD, owner, cookie)).status);
      if (round < 5 || round === 13)
        elsewhere.push((await adminSignIn(admin.email, PASSWORD)).status);
    }
    // The known browser signs in each time; from elsewhere, once past ten, the e-mailed link.
    expect(known).toEqual(Array(14).fill(200));
    expect(elsewhere).toEqual([200, 200, 202, 202, 202, 202]);
    // Three sign-in links at most within 15 minutes: a known password cannot flood the mailbox.
    expect(
      (await deliveredTo(admin.email)).filter((mail) => mail.subject === LINK_SUBJECT),
    ).toHaveLength(3);
  });

  it("a device cookie passes only for its own account and password, and its own failures still wait", async () => {
    const admin = await adminAccount();
    const other = await adminAccount();
    const cookie = deviceCookie((await adminSignIn(admin.email, PASSWORD)).headers, "admin");
    await failedFrom("admin", admin.id, 10, [randomIp()]);
    await failedFrom("admin", other.id, 10, [randomIp()]);
    const value = cookie.split("=")[1]!;
    const forged = `dispositivo-admin=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    for (const [email, sent] of [
      [other.email, cookie],
      [admin.email, forged],
    ] as const) {
      expect((await adminSignIn(email, PASSWORD, randomIp(), sent)).status, email).toBe(202);
    }
    // A new password voids the cookies written before it.
    const account = { id: admin.id, passwordHash: admin.password_hash };
    expect(vouchedDevice("admin", value, account)).not.toBeNull();
    expect(vouchedDevice("admin", value, { ...account, passwordHash: "otro" })).toBeNull();

    // Five wrong passwords from the known browser: it waits like one address (429), others do not.
    const roaming = () => adminSignIn(admin.email, "Incorrecta#1", randomIp(), cookie);
    for (let attempt = 0; attempt < 5; attempt++) expect((await roaming()).status).toBe(401);
    expect((await adminSignIn(admin.email, PASSWORD, randomIp(), cookie)).status).toBe(429);
  });

  it("the link leads to the second step an account owes, and stops at a deactivated account", async () => {
    const admin = await adminAccount();
    const { actor } = await signIn({ kind: "admin", adminId: admin.id });
    await enrol(actor as AdminActor);
    await failedFrom("admin", admin.id, 10, [randomIp(), randomIp()]);
    expect((await adminSignIn(admin.email, PASSWORD)).status).toBe(202);
    await expect(loginWithLink(await linkOf(admin.email))).resolves.toMatchObject({
      step: "totp",
      challenge: expect.any(String),
    });

    const gone = await adminAccount();
    await failedFrom("admin", gone.id, 10, [randomIp()]);
    expect((await adminSignIn(gone.email, PASSWORD)).status).toBe(202);
    const token = await linkOf(gone.email);
    await db().admin.update({ where: { id: gone.id }, data: { estado: false } });
    await expect(loginWithLink(token)).rejects.toMatchObject({ status: 400 });
  });
});

describe("a citizen under attack", () => {
  async function citizen() {
    const body = citizenRegistration();
    expect((await call(register, "/register", { body })).status).toBe(201);
    const row = await db().citizen.findUniqueOrThrow({ where: { dpi: body.dpi } });
    return { ...body, id: row.id, hash: row.password_hash };
  }
  const login = (identifier: string, password: string, ip = randomIp(), cookie?: string) =>
    call(citizenLogin, "/login", {
      body: { identifier, password },
      ip,
      headers: cookie ? { cookie } : {},
    });

  it("counts failures per account: by e-mail and then by DPI the guesses do not double", async () => {
    const person = await citizen();
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const identifier = attempt % 2 ? person.dpi : person.correo;
      expect((await login(identifier, `mala-${attempt}`, ip)).status).toBe(401);
    }
    // The sixth guess from that address waits, by DPI as by e-mail.
    expect((await login(person.dpi, person.password, ip)).status).toBe(429);
    expect((await login(person.correo, person.password, ip)).status).toBe(429);
    const rows = await db().loginAttempt.findMany({ where: { ip } });
    expect(new Set(rows.map((row) => row.identifier))).toEqual(new Set([accountKey(person.id)]));
    // The address limit of a typed identifier that names nobody is unchanged.
    const nobody = `nadie-${randomUUID().slice(0, 8)}@prueba.gt`;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(nobody, "mala", ip)).status).toBe(401);
    }
    expect((await login(nobody, "mala", ip)).status).toBe(429);
  });

  it("ten wrong passwords by e-mail and DPI from three addresses, then the right one: the link, or signed in on a known browser", async () => {
    const person = await citizen();
    const known = await login(person.dpi, person.password);
    expect(known.status).toBe(200);
    const cookie = deviceCookie(known.headers, "ciudadano");
    const guessers = [randomIp(), randomIp(), randomIp()];
    for (let attempt = 0; attempt < 10; attempt++) {
      const identifier = attempt % 2 ? person.dpi : person.correo;
      expect((await login(identifier, `mala-${attempt}`, guessers[attempt % 3])).status).toBe(401);
    }
    const fresh = await login(person.correo, person.password);
    expect([fresh.status, fresh.body]).toEqual([202, LINK_SENT]);
    expect((await login(person.dpi, person.password, randomIp(), cookie)).status).toBe(200);

    const token = await linkOf(person.correo);
    await expect(loginCitizenWithLink(token, { ip: randomIp() })).resolves.toMatchObject({
      step: "signed_in",
      actor: { kind: "citizen", id: person.id },
    });
    await expect(loginCitizenWithLink(token)).rejects.toMatchObject({ message: INVALID_LINK });
  });

  it("a sign-in link expires after 15 minutes and dies with the account", async () => {
    const person = await citizen();
    await failedFrom("citizen", person.id, 10, [randomIp()]);
    expect((await login(person.dpi, person.password)).status).toBe(202);
    const token = await linkOf(person.correo);
    await db().passwordResetToken.updateMany({
      where: { citizen_id: person.id, purpose: "sign_in" },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    await expect(loginCitizenWithLink(token)).rejects.toMatchObject({ status: 400 });

    const closed = await citizen();
    await failedFrom("citizen", closed.id, 10, [randomIp()]);
    expect((await login(closed.correo, closed.password)).status).toBe(202);
    const left = await linkOf(closed.correo);
    await db().citizen.update({ where: { id: closed.id }, data: { activo: false } });
    await expect(loginCitizenWithLink(left)).rejects.toMatchObject({ status: 400 });
  });

  it("keeps five accounts per browser, the newest first", () => {
    let cookie: string | null = null;
    const accounts = Array.from({ length: 7 }, (_, index) => ({
      id: 900 + index,
      passwordHash: "h",
    }));
    for (const account of accounts) cookie = rememberAccount("citizen", cookie, account);
    const vouched = accounts.map((account) => vouchedDevice("citizen", cookie, account) !== null);
    expect(vouched).toEqual([false, false, true, true, true, true, true]);
    expect(vouchedDevice("admin", cookie, accounts[6]!)).toBeNull();
  });
});
