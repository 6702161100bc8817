// Login throttling without a lock-out: past five failures of an account from one address that
// address waits a delay that doubles with each failure (15 minutes at most); the account's
// failures from everywhere never refuse a right password (lockout.test.ts); an address's failures
// across accounts only slow it (shared-address.test.ts); a password reset forgets the account's
// failures, and checks its token before any slow hash.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as adminReset } from "@/app/api/auth/reset-password/route";
import { POST as citizenReset } from "@/app/api/auth-user/password/reset/route";
import { loginAdmin, requestPasswordReset } from "@/lib/admins/sign-in-service";
import { hashPassword } from "@/lib/auth/passwords";
import * as passwords from "@/lib/auth/passwords";
import { accountDelayMs, accountKey } from "@/lib/auth/throttle";
import { db } from "@/lib/db";

import { sentMatch } from "./support/sent-mail";
import { randomIp } from "../support/citizen-data";

vi.mock("@/lib/auth/passwords", { spy: true });

const PASSWORD = "Segura#2026";
const TOO_MANY = {
  status: 429,
  message: "Demasiados intentos. Por favor, intenta de nuevo más tarde.",
};

async function admin() {
  return db().admin.create({
    data: {
      nombre1: "Ana",
      apellido1: "Espera",
      email: `espera-${randomUUID().slice(0, 8)}@prueba.gt`,
      rol: "AdminNivel2",
      estado: true,
      password_hash: await hashPassword(PASSWORD),
    },
  });
}

const login = (email: string, password: string, ip = randomIp()) =>
  loginAdmin({ email, password }, { ip });

/** `count` failures of the account, each from an address of its own, the latest `secondsAgo` seconds ago. */
async function failures(id: number, count: number, secondsAgo = 0, ip?: string) {
  await db().loginAttempt.createMany({
    data: Array.from({ length: count }, () => ({
      kind: "admin" as const,
      identifier: accountKey(id),
      ip: ip ?? randomIp(),
      success: false,
      created_at: new Date(Date.now() - secondsAgo * 1000),
    })),
  });
}

describe("the delay of one address", () => {
  it("is nothing for five failures, then 1 s, 2 s, 4 s… and never more than 15 minutes", () => {
    const delays = (failures: number[]) => failures.map((count) => accountDelayMs(count));
    expect(delays([0, 1, 4])).toEqual([0, 0, 0]);
    expect(delays([5, 6, 7, 14])).toEqual([1000, 2000, 4000, 512_000]);
    expect(delays([15, 16, 40])).toEqual([900_000, 900_000, 900_000]);
  });

  it("refuses every try from that address while it runs, even the right password, and lets the next one in once it has passed", async () => {
    const { email } = await admin();
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(login(email, "Incorrecta#1", ip)).rejects.toMatchObject({ status: 401 });
    }
    await expect(login(email, PASSWORD, ip)).rejects.toMatchObject(TOO_MANY);
    // A refused try is not a failure: the delay did not grow.
    expect(await db().loginAttempt.count({ where: { ip } })).toBe(5);
    // Another address is not the one guessing: it goes in.
    await expect(login(email, PASSWORD)).resolves.toMatchObject({ step: "signed_in" });

    // Eight failures from one address, the latest 10 s ago: its 8-second delay is over.
    const other = await admin();
    await failures(other.id, 8, 10, ip);
    await expect(login(other.email, PASSWORD, ip)).resolves.toMatchObject({ step: "signed_in" });
    // Nine now, one just now: that address waits 16 s.
    await failures(other.id, 1, 0, ip);
    await expect(login(other.email, PASSWORD, ip)).rejects.toMatchObject(TOO_MANY);
  });
});

describe("a password reset", () => {
  beforeEach(() => {
    vi.mocked(passwords.hashPassword).mockClear();
  });

  it("forgets the account's failures: the new password signs in at once", async () => {
    const { id, email } = await admin();
    await failures(id, 12);
    // Twelve failures from everywhere: this unknown browser must prove the account's e-mail.
    await expect(login(email, PASSWORD)).resolves.toEqual({ step: "link_sent" });
    await requestPasswordReset(email, { ip: randomIp() });
    const [, token] = await sentMatch(email, /reset-password\?token=([\w-]+)/);
    const response = await adminReset(
      new Request("http://localhost:3000/api/auth/reset-password", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
        body: JSON.stringify({ token, password: "Nueva#2027" }),
      }),
    );
    expect(response.status).toBe(200);
    await expect(login(email, "Nueva#2027")).resolves.toMatchObject({ step: "signed_in" });
  });

  it("refuses a wrong token before hashing the new password, for administrators and citizens", async () => {
    const post = (handler: typeof adminReset, path: string, body: object) =>
      handler(
        new Request(`http://localhost:3000${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
          body: JSON.stringify(body),
        }),
      );
    const refused = [
      await post(adminReset, "/api/auth/reset-password", {
        token: "no-existe",
        password: "Nueva#2027",
      }),
      await post(citizenReset, "/api/auth-user/password/reset", {
        token: "no-existe",
        new_password: "nueva-clave-1",
        new_password2: "nueva-clave-1",
      }),
    ];
    expect(refused.map((response) => response.status)).toEqual([400, 400]);
    expect(passwords.hashPassword).not.toHaveBeenCalled();
  });
});
