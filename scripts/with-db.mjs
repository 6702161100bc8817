// Usage: node scripts/with-db.mjs [--fresh] [--throwaway] [--seed-if-empty] [--port N] [--dir D] -- <command...>
// Runs <command> with a migrated database. With DATABASE_URL set it uses that server; otherwise it
// starts the embedded PostgreSQL (data under .data/pg), and stops it when the command exits.
// --seed-if-empty loads the demo content (demo accounts included) into an empty embedded database
// only: a database given by DATABASE_URL may be a real one, and is never seeded here. --throwaway
// is for a cluster nothing is kept from (the end-to-end run's): its writes are not flushed to disk.
import nextEnv from "@next/env";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  DEFAULT_PORT,
  databaseUrl,
  isPortFree,
  migrate,
  startEmbeddedPostgres,
} from "./embedded-db.mjs";

const argv = process.argv.slice(2);
const separator = argv.indexOf("--");
const options = separator < 0 ? [] : argv.slice(0, separator);
const command = argv.slice(separator + 1);
// A local production build or server (npm run build, npm start).
const localProduction =
  command.includes("build") || command.some((arg) => arg.endsWith("scripts/start.mjs"));

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production" && !localProduction, {
  info() {},
  error: console.error,
});
const option = (name, fallback) => {
  const index = options.indexOf(`--${name}`);
  return index >= 0 ? options[index + 1] : fallback;
};

let child;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child?.kill(signal));
const run = (args, env) =>
  new Promise((resolve) => {
    child = spawn(args[0], args.slice(1), { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

// A local run needs no configuration: keep one generated secret per checkout.
function localAuthSecret() {
  const file = path.resolve(".data/auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

async function isEmpty(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from admins");
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

async function prepare(url, { embedded }) {
  migrate(url);
  if (!options.includes("--seed-if-empty")) return;
  if (!embedded) {
    console.error("[with-db] DATABASE_URL configurada: no se carga contenido de demostración (npm run db:seed lo hace a pedido).");
    return;
  }
  if (await isEmpty(url)) {
    console.error("[with-db] base de datos vacía: cargando contenido de demostración…");
    const seeded = spawnSync("npx", ["tsx", "--conditions=react-server", "prisma/seed/index.ts"], {
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: url },
    });
    if (seeded.status !== 0) throw new Error("No se pudo cargar el contenido de demostración.");
  }
}

const isMigrateCommand = command.some((arg) => arg.endsWith("migrate.mjs"));

if (process.env.DATABASE_URL) {
  if (!isMigrateCommand) await prepare(process.env.DATABASE_URL, { embedded: false });
  process.exit(await run(command, process.env));
}

const port = Number(option("port", process.env.EMBEDDED_PG_PORT ?? DEFAULT_PORT));
const dir = option("dir", ".data/pg");
const fresh = options.includes("--fresh");
const throwaway = options.includes("--throwaway");
// A local production build or server has no e-mail provider either, and production never prints
// links to the log (lib/env.ts): its e-mails are written under .data/mail.
const env = {
  ...process.env,
  AUTH_SECRET: process.env.AUTH_SECRET ?? localAuthSecret(),
  // A local production server answers on this machine: its links point here (lib/env.ts requires
  // SITE_URL in production).
  ...(localProduction && !process.env.SITE_URL
    ? { SITE_URL: `http://localhost:${process.env.PORT ?? 3000}` }
    : {}),
  AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? "true",
  // Production requires the scheduled routes' secret; nothing calls them on this machine.
  ...(localProduction && !process.env.CRON_SECRET
    ? { CRON_SECRET: randomBytes(32).toString("base64url") }
    : {}),
  ...(localProduction && !process.env.RESEND_API_KEY && !process.env.EMAIL_TRANSPORT
    ? { EMAIL_TRANSPORT: "file" }
    : {}),
};

// Another command of this checkout (say `npm run dev` in a second terminal) already runs our cluster.
if (!fresh && !(await isPortFree(port)) && existsSync(path.join(dir, "postmaster.pid"))) {
  env.DATABASE_URL = databaseUrl(port, "app");
  console.error(`[with-db] usando el PostgreSQL embebido que ya corre en el puerto ${port}`);
  if (!isMigrateCommand) await prepare(env.DATABASE_URL, { embedded: true });
  process.exit(await run(command, env));
}

let database;
try {
  const started = Date.now();
  database = await startEmbeddedPostgres({ dir, port, database: "app", fresh, throwaway });
  console.error(`[with-db] PostgreSQL embebido listo en el puerto ${port} (${Date.now() - started} ms)`);
} catch (error) {
  console.error(`[with-db] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
env.DATABASE_URL = database.url;
let code = 1;
try {
  if (!isMigrateCommand) await prepare(database.url, { embedded: true });
  code = await run(command, env);
} catch (error) {
  console.error(`[with-db] ${error instanceof Error ? error.message : error}`);
} finally {
  await database.stop();
}
process.exit(code);
