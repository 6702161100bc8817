// Usage: node scripts/e2e.mjs [playwright args]
// Builds the app against a fresh, seeded database, then runs Playwright: each worker gets an
// instance of its own (tests/e2e/servers.ts), a server of that build over copies of the database,
// the uploads and the build folder, so prerendered pages and live data agree and workers never
// share data. E2E_WORKERS sets how many; E2E_PORT, E2E_PG_PORT, E2E_DATA_DIR and NEXT_DIST_DIR let
// several runs share one checkout.
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import pg from "pg";
import { WORKERS, instanceStorage } from "./e2e-instances.mjs";

const data = process.env.E2E_DATA_DIR ?? ".data/e2e";
const dist = process.env.NEXT_DIST_DIR || ".next";
const run = (args, env = process.env) =>
  spawnSync(args[0], args.slice(1), { stdio: "inherit", env }).status ?? 1;

if (!process.env.E2E_DATABASE_READY) {
  // First pass: a fresh embedded database, kept running for the second pass.
  rmSync(data, { recursive: true, force: true });
  const port = process.env.E2E_PORT ?? "3919";
  process.exit(
    run(
      [
        process.execPath,
        "scripts/with-db.mjs",
        "--seed-if-empty",
        "--port",
        process.env.E2E_PG_PORT ?? "54331",
        "--dir",
        `${data}/pg`,
        "--",
        process.execPath,
        "scripts/e2e.mjs",
        ...process.argv.slice(2),
      ],
      {
        ...process.env,
        E2E_DATABASE_READY: "1",
        E2E_PORT: port,
        E2E_DATA_DIR: data,
        UPLOAD_DIR: `${data}/uploads`,
        SITE_URL: `http://localhost:${port}`,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    ),
  );
}

// Second pass, with DATABASE_URL set: build, copy the instances, test.
const built = run([process.execPath, "node_modules/next/dist/bin/next", "build"]);
if (built !== 0) process.exit(built);

// Instances 1…WORKERS copy instance 0: the last one serves the UploadThing tests.
const source = instanceStorage(0, {
  databaseUrl: process.env.DATABASE_URL,
  dataDir: data,
  distDir: dist,
});
const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
// A database is copied from its template only while nobody is connected to it.
const maintenance = new URL(source.databaseUrl);
maintenance.pathname = "/postgres";
const admin = new pg.Client({ connectionString: maintenance.toString() });
await admin.connect();
for (let index = 1; index <= WORKERS; index += 1) {
  const copy = instanceStorage(index, {
    databaseUrl: source.databaseUrl,
    dataDir: data,
    distDir: dist,
  });
  await admin.query(`drop database if exists "${databaseName(copy.databaseUrl)}"`);
  await admin.query(
    `create database "${databaseName(copy.databaseUrl)}" template "${databaseName(source.databaseUrl)}"`,
  );
  cpSync(source.uploadDir, copy.uploadDir, { recursive: true });
  rmSync(copy.distDir, { recursive: true, force: true });
  cpSync(source.distDir, copy.distDir, { recursive: true });
}
await admin.end();

process.exit(
  run(["npx", "playwright", "test", "--output", `${data}/test-results`, ...process.argv.slice(2)]),
);
