// Limits fair to people who share one address: carrier-grade NAT puts many phones
// behind one address, and the district office registers walk-in citizens from its own network.
// Failures count per account and per (address, account); an address-wide count only slows, and
// an account-wide one only asks for one more step (lockout.test.ts).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/auth/login/route";
import { POST as citizenLogin } from "@/app/api/auth-user/login/route";
import { POST as register } from "@/app/api/auth-user/register/route";
import { hashPassword } from "@/lib/auth/passwords";
import { accountKey } from "@/lib/auth/throttle";
import { db } from "@/lib/db";
import { paceDelayMs } from "@/lib/security/rate-limit";
import { call } from "./support/citizen-fixtures";
import { citizenRegistration, randomIp } from "../support/citizen-data";

// The office's network; read by lib/env.ts on first use, after this line.
process.env.OFFICE_NETWORKS = "192.0.2.0/24, 2001:db8:10::/48";
const OFFICE_IP = "192.0.2.57";

const PASSWORD = "Segura#2026";
const TOO_MANY_CITIZEN = "Demasiados intentos. Intenta nuevamente en unos minutos.";

async function adminAccount() {
  return db().admin.create({
    data: {
      nombre1: "Ana",
      apellido1: "Compartida",
      email: `compartida-${randomUUID().slice(0, 8)}@prueba.gt`,
      rol: "UserAdminNivel2",
      password_hash: await hashPassword(PASSWORD),
    },
  });
}

/** `count` failed logins from `ip`, each of a different account, as the login routes record them. */
async function othersFailed(ip: string, count: number) {
  await db().loginAttempt.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      kind: index % 2 ? ("admin" as const) : ("citizen" as const),
      identifier: `otra-${randomUUID()}@prueba.gt`,
      ip,
      success: false,
    })),
  });
}

/** `count` failures of one account, each from an address of its own. */
async function accountFailed(id: number, count: number) {
  await db().loginAttempt.createMany({
    data: Array.from({ length: count }, () => ({
      kind: "admin" as const,
      identifier: accountKey(id),
      ip: randomIp(),
      success: false,
    })),
  });
}

const adminSignIn = (email: string, password: string, ip: string) =>
  call(adminLogin, "/login", { body: { email, password }, ip });

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe("logins from one shared address", () => {
  it("30 failed logins of others, then a right password from it: 200 within 5 s (administrator)", async () => {
    const ip = randomIp();
    await othersFailed(ip, 30);
    const { email } = await adminAccount();
    const [response, ms] = await timed(() => adminSignIn(email, PASSWORD, ip));
    expect(response.status).toBe(200);
    expect(ms).toBeLessThan(5000);
    // Slowed, not refused: 11 failures past the first 20, a quarter of a second each.
    expect(ms).toBeGreaterThanOrEqual(2500);
  });

  it("30 failed logins of others, then a right password from it: 200 within 5 s (citizen)", async () => {
    const ip = randomIp();
    const body = citizenRegistration();
    expect((await call(register, "/register", { body })).status).toBe(201);
    await othersFailed(ip, 30);
    const [response, ms] = await timed(() =>
      call(citizenLogin, "/login", { body: { identifier: body.dpi, password: body.password }, ip }),
    );
    expect(response.status).toBe(200);
    expect(ms).toBeLessThan(5000);
  });

  it("the office's own network is not even slowed", async () => {
    await othersFailed(OFFICE_IP, 40);
    const { email } = await adminAccount();
    const [response, ms] = await timed(() => adminSignIn(email, PASSWORD, OFFICE_IP));
    expect(response.status).toBe(200);
    expect(ms).toBeLessThan(2000);
  });
});

describe("failures of one account", () => {
  it("five from one address delay that address, not the owner elsewhere", async () => {
    const { email } = await adminAccount();
    const guesser = randomIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await adminSignIn(email, `Incorrecta#${attempt}`, guesser)).status).toBe(401);
    }
    const fromGuesser = await adminSignIn(email, PASSWORD, guesser);
    expect(fromGuesser.status).toBe(429);
    expect(fromGuesser.body.message).toBe(
      "Demasiados intentos. Por favor, intenta de nuevo más tarde.",
    );
    expect((await adminSignIn(email, PASSWORD, randomIp())).status).toBe(200);
  });

  it("ten from all addresses together ask an unknown browser for the e-mailed link, never refuse it (guesses spread over many)", async () => {
    const { id, email } = await adminAccount();
    await accountFailed(id, 9);
    expect((await adminSignIn(email, PASSWORD, randomIp())).status).toBe(200);
    const other = await adminAccount();
    await accountFailed(other.id, 10);
    expect((await adminSignIn(other.email, PASSWORD, randomIp())).status).toBe(202);
  });
});

describe("registrations from one address", () => {
  it("a registration day: 50 people from one address within an hour all succeed", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(register, "/register", { body: citizenRegistration(), ip }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array(50).fill(201));
  }, 120_000);

  it("past 60 in an hour each waits a second more than the one before, up to 10 s", () => {
    const pace = { free: 60, stepMs: 1000, maxDelayMs: 10_000 };
    expect([0, 59, 60, 61, 65, 69, 150].map((earlier) => paceDelayMs(earlier, pace))).toEqual([
      0, 0, 1000, 2000, 6000, 10_000, 10_000,
    ]);
  });

  it("a script: the 62nd registration of the hour waits 2 s, and past 200 the address is refused", async () => {
    const ip = randomIp();
    const hits = (count: number) =>
      db().rateLimitHit.createMany({
        data: Array.from({ length: count }, () => ({ bucket: "citizen-register", key: ip })),
      });
    await hits(61);
    const [paced, ms] = await timed(() =>
      call(register, "/register", { body: citizenRegistration(), ip }),
    );
    expect(paced.status).toBe(201);
    expect(ms).toBeGreaterThanOrEqual(2000);

    await hits(200 - 62);
    const body = citizenRegistration();
    const refused = await call(register, "/register", { body, ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_CITIZEN);
    expect(await db().citizen.count({ where: { dpi: body.dpi } })).toBe(0);
  });

  it("the office's own network registers past every address limit", async () => {
    await db().rateLimitHit.createMany({
      data: Array.from({ length: 250 }, () => ({ bucket: "citizen-register", key: OFFICE_IP })),
    });
    const [response, ms] = await timed(() =>
      call(register, "/register", { body: citizenRegistration(), ip: OFFICE_IP }),
    );
    expect(response.status).toBe(201);
    expect(ms).toBeLessThan(2000);
  });
});
