// Usage: node scripts/e2e.mjs [playwright args]
// Builds the app against a fresh, seeded database, then runs Playwright: each worker gets an
// instance of its own (scripts/e2e-instances.mjs), a server of that build over copies of the
// database, the uploads and the build folder, so prerendered pages and live data agree and workers
// never share data. E2E_WORKERS sets how many; E2E_PORT, E2E_PG_PORT, E2E_DATA_DIR and
// NEXT_DIST_DIR let several runs share one checkout. E2E_REUSE_BUILD=1 skips the build when one
// exists (for rerunning a spec while writing it; its prerendered pages come from an earlier seed).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import {
  DATA_DIR,
  DIST_DIR,
  FIRST_PORT,
  PG_PORT,
  SITE_URL,
  WORKERS,
  instance,
} from "./e2e-instances.mjs";

const run = (args, env = process.env) =>
  spawnSync(args[0], args.slice(1), { stdio: "inherit", env }).status ?? 1;
// Each step's seconds, written to E2E_PHASES_FILE for the summary of `npm test`.
const steps = {};
function step(name, since) {
  steps[name] = (Date.now() - since) / 1000;
  console.log(`[e2e] ${name}: ${steps[name].toFixed(1)} s`);
  const file = process.env.E2E_PHASES_FILE;
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(steps));
  }
}

if (!process.env.E2E_DATABASE_READY) {
  // First pass: a fresh embedded database, kept running for the second pass.
  rmSync(DATA_DIR, { recursive: true, force: true });
  process.exit(
    run(
      [
        process.execPath,
        "scripts/with-db.mjs",
        "--seed-if-empty",
        "--throwaway",
        "--port",
        String(PG_PORT),
        "--dir",
        `${DATA_DIR}/pg`,
        "--",
        process.execPath,
        "scripts/e2e.mjs",
        ...process.argv.slice(2),
      ],
      {
        ...process.env,
        E2E_DATABASE_READY: "1",
        E2E_STARTED_AT: String(Date.now()),
        E2E_PORT: String(FIRST_PORT),
        E2E_DATA_DIR: DATA_DIR,
        UPLOAD_DIR: `${DATA_DIR}/uploads`,
        // The build and its servers run in production mode with no e-mail provider: messages are
        // written to each instance's mailbox folder (mailDir), where the tests read their links.
        EMAIL_TRANSPORT: "file",
        SITE_URL,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    ),
  );
}

// Second pass, with DATABASE_URL set: build, copy the instances, test.
step("base de datos (migraciones y demo)", Number(process.env.E2E_STARTED_AT));
// Data cached by an earlier run describes an earlier database: a build would prerender pages from
// it (news that no longer exist, files that are gone), and a reused build's server would serve it
// (its standalone folder holds the cache it wrote). The compiler's cache stays.
for (const cache of [DIST_DIR, path.join(DIST_DIR, "standalone", DIST_DIR)]) {
  for (const stale of ["fetch-cache", "images"]) {
    rmSync(path.join(cache, "cache", stale), { recursive: true, force: true });
  }
}
const reuse = process.env.E2E_REUSE_BUILD === "1" && existsSync(path.join(DIST_DIR, "BUILD_ID"));
if (!reuse) {
  const started = Date.now();
  const built = run([process.execPath, "node_modules/next/dist/bin/next", "build"]);
  if (built !== 0) process.exit(built);
  step("next build", started);
}

// Instances 1…WORKERS copy instance 0: the last one serves the UploadThing tests.
const copying = Date.now();
const source = instance(0);
const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
// A database is copied from its template only while nobody is connected to it.
const maintenance = new URL(source.databaseUrl);
maintenance.pathname = "/postgres";
const admin = new pg.Client({ connectionString: maintenance.toString() });
await admin.connect();
// A copy holds what its server reads (scripts/start.mjs): the standalone server, whose packages are
// only read and so linked to instance 0's, the static files, and the manifest that says where.
const SERVED = ["required-server-files.json", "static", "standalone"];
const packages = (distDir) => path.resolve(distDir, "standalone", "node_modules");
const servedFiles = (file) => {
  const relative = path.relative(source.distDir, file);
  return (
    relative === "" ||
    (SERVED.some((entry) => relative === entry || relative.startsWith(entry + path.sep)) &&
      path.resolve(file) !== packages(source.distDir))
  );
};
for (let index = 1; index <= WORKERS; index += 1) {
  const copy = instance(index);
  await admin.query(`drop database if exists "${databaseName(copy.databaseUrl)}"`);
  await admin.query(
    `create database "${databaseName(copy.databaseUrl)}" template "${databaseName(source.databaseUrl)}"`,
  );
  cpSync(source.uploadDir, copy.uploadDir, { recursive: true });
  rmSync(copy.distDir, { recursive: true, force: true });
  cpSync(source.distDir, copy.distDir, { recursive: true, filter: servedFiles });
  symlinkSync(packages(source.distDir), packages(copy.distDir), "dir");
}
await admin.end();
step("copias por instancia", copying);

const testing = Date.now();
// The servers run in production, which requires CRON_SECRET; the build above ran without it.
const tested = run(
  ["npx", "playwright", "test", "--output", `${DATA_DIR}/test-results`, ...process.argv.slice(2)],
  { ...process.env, CRON_SECRET: process.env.CRON_SECRET ?? "secreto-de-las-pruebas-e2e" },
);
step("playwright", testing);
process.exit(tested);
