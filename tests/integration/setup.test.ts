import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../scripts/embedded-db.mjs";

// The first run needs a platform with no administrator: this file works on a database of its own,
// migrated and empty, and loads the application's modules only once DATABASE_URL names it.

const TOKEN = "codigo-de-prueba-1234567890";
const sharedUrl = process.env.DATABASE_URL!;
const emptyUrl = new URL(sharedUrl);
emptyUrl.pathname = `/setup_${randomUUID().replaceAll("-", "")}`;
const holder = globalThis as { prisma?: { $disconnect(): Promise<void> } };

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: sharedUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let app: {
  setup: typeof import("@/app/api/setup/route").POST;
  login: typeof import("@/app/api/auth/login/route").POST;
  page: typeof import("@/app/setup/page").default;
  db: typeof import("@/lib/db").db;
};

beforeAll(async () => {
  await admin(`create database "${emptyUrl.pathname.slice(1)}"`);
  migrate(emptyUrl.toString());
  process.env.DATABASE_URL = emptyUrl.toString();
  process.env.SETUP_TOKEN = TOKEN;
  await holder.prisma?.$disconnect();
  holder.prisma = undefined;
  app = {
    setup: (await import("@/app/api/setup/route")).POST,
    login: (await import("@/app/api/auth/login/route")).POST,
    page: (await import("@/app/setup/page")).default,
    db: (await import("@/lib/db")).db,
  };
}, 120_000);

afterAll(async () => {
  await holder.prisma?.$disconnect();
  holder.prisma = undefined;
  process.env.DATABASE_URL = sharedUrl;
  delete process.env.SETUP_TOKEN;
  await admin(`drop database "${emptyUrl.pathname.slice(1)}" with (force)`);
});

let address = 0;

async function post(
  handler: (request: Request) => Promise<Response>,
  path: string,
  json: unknown,
  ip?: string,
) {
  const response = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": ip ?? `203.0.113.${++address}`,
      },
      body: JSON.stringify(json),
    }),
  );
  return { status: response.status, body: await response.json() };
}

const FIRST_RUN = {
  token: TOKEN,
  admin: {
    nombre1: "Marta",
    apellido1: "Chávez",
    email: "Marta.Chavez@oficina.gt",
    password: "Primera#2026",
  },
  identidad: { nombre: "Rosa Imelda Pop", cargo: "Diputada", distrito: "Alta Verapaz" },
};

describe("first run in the browser", () => {
  it("refuses a wrong token (403, audited) and creates nothing", async () => {
    const result = await post(app.setup, "/api/setup", { ...FIRST_RUN, token: "otro-codigo" });
    expect(result).toEqual({
      status: 403,
      body: expect.objectContaining({ message: "El código de configuración no es correcto." }),
    });
    expect(await app.db().admin.count()).toBe(0);
    expect(await app.db().siteIdentity.count()).toBe(0);
    expect(await app.db().auditLog.count({ where: { action: "setup.token_refused" } })).toBe(1);
  });

  it("answers invalid input with the form's field messages", async () => {
    const result = await post(app.setup, "/api/setup", {
      ...FIRST_RUN,
      admin: { ...FIRST_RUN.admin, email: "no-es-correo", password: "corta" },
    });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual(
      expect.arrayContaining([
        { field: "admin.email", msg: "Por favor ingresa un correo válido." },
        { field: "admin.password", msg: "La contraseña debe tener al menos 8 caracteres." },
      ]),
    );
  });

  it("stops guessing from one address after ten tries an hour", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post(app.setup, "/api/setup", { ...FIRST_RUN, token: `intento-${i}` }, ip)).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(403), 429]);
  });

  it("creates the first AdminNivel1 and the identity; the administrator then signs in", async () => {
    const result = await post(app.setup, "/api/setup", FIRST_RUN);
    expect(result).toEqual({
      status: 201,
      body: {
        ok: true,
        message:
          "La plataforma quedó configurada. Ya puedes ingresar con tu correo y tu contraseña.",
      },
    });
    const created = await app.db().admin.findUniqueOrThrow({
      where: { email: "marta.chavez@oficina.gt" },
      select: { rol: true, estado: true },
    });
    expect(created).toEqual({ rol: "AdminNivel1", estado: true });
    expect(await app.db().siteIdentity.findUnique({ where: { id: 1 } })).toMatchObject(
      FIRST_RUN.identidad,
    );

    const login = await post(app.login, "/api/auth/login", {
      email: "marta.chavez@oficina.gt",
      password: "Primera#2026",
    });
    expect(login.status).toBe(200);
    expect(login.body.admin).toMatchObject({
      email: "marta.chavez@oficina.gt",
      rol: "AdminNivel1",
    });
  });

  it("refuses every later setup with 409, whatever the token, and /setup no longer exists", async () => {
    for (const token of [TOKEN, "otro-codigo"]) {
      const again = await post(app.setup, "/api/setup", {
        ...FIRST_RUN,
        token,
        admin: { ...FIRST_RUN.admin, email: "segunda@oficina.gt" },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("La plataforma ya está configurada.");
    }
    expect(await app.db().admin.count()).toBe(1);
    await expect(app.page()).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
  });
});
