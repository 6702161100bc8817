// A morning rush: many logins at once must all be answered, quickly, by one instance whose pool
// holds five connections (the default). Holding a transaction while the account lookup waited for
// a second pooled connection once froze the pool here: 12 logins answered 4 × 200 and 8 × 500.
// "Quickly" is measured against the same machine in the same run: the rush may take no longer than
// the same logins one after another (each hashes a password, so a busy machine slows both alike).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as adminLogin } from "@/app/api/auth/login/route";
import { POST as citizenLogin } from "@/app/api/auth-user/login/route";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { randomIp, uniqueCui } from "../support/citizen-data";

const PASSWORD = "Segura#2026";

function post(
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  ip = randomIp(),
) {
  return handler(
    new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    }),
  );
}

/** The statuses of `count` calls at once, and whether they took less than one after another would. */
async function timedStatuses(count: number, send: () => Promise<Response>) {
  const alone = performance.now();
  expect((await send()).status).toBe(200);
  const sequential = ((performance.now() - alone) / 1000) * count;
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async () => (await send()).status),
  );
  const seconds = (performance.now() - started) / 1000;
  return { statuses, seconds, limit: Math.max(8, sequential) };
}

describe.each([12, 50])("%i concurrent logins with the right password", (count) => {
  it("an administrator: every one answered 200, within a few seconds", async () => {
    const email = `rush-${randomUUID().slice(0, 8)}@prueba.gt`;
    await db().admin.create({
      data: {
        nombre1: "Ana",
        apellido1: "Prisa",
        email,
        rol: "AdminNivel2",
        estado: true,
        password_hash: await hashPassword(PASSWORD),
      },
    });
    const { statuses, seconds, limit } = await timedStatuses(count, () =>
      post(adminLogin, "/api/auth/login", { email, password: PASSWORD }),
    );
    expect(statuses).toEqual(Array(count).fill(200));
    expect(seconds).toBeLessThan(limit);
  });

  it("a citizen by DPI: every one answered 200, within a few seconds", async () => {
    const dpi = uniqueCui();
    await db().citizen.create({
      data: {
        primer_nombre: "Luis",
        primer_apellido: "Prisa",
        dpi,
        correo: `rush-${dpi}@prueba.gt`,
        password_hash: await hashPassword(PASSWORD),
      },
    });
    const { statuses, seconds, limit } = await timedStatuses(count, () =>
      post(citizenLogin, "/api/auth-user/login", { identifier: dpi, password: PASSWORD }),
    );
    expect(statuses).toEqual(Array(count).fill(200));
    expect(seconds).toBeLessThan(limit);
  });
});

it("a burst of wrong passwords for one account from one address gets at most five answers; the rest, even a right one, 429", async () => {
  const email = `burst-${randomUUID().slice(0, 8)}@prueba.gt`;
  await db().admin.create({
    data: {
      nombre1: "Ana",
      apellido1: "Ráfaga",
      email,
      rol: "AdminNivel2",
      estado: true,
      password_hash: await hashPassword(PASSWORD),
    },
  });
  const ip = randomIp();
  const wrong = Array.from({ length: 20 }, (_, index) =>
    post(adminLogin, "/api/auth/login", { email, password: `Incorrecta#${index}` }, ip),
  );
  const statuses = (await Promise.all(wrong)).map((response) => response.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  expect(
    (await post(adminLogin, "/api/auth/login", { email, password: PASSWORD }, ip)).status,
  ).toBe(429);
});
