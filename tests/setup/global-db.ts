// Starts a throw-away embedded PostgreSQL for the test run (or uses DATABASE_URL_TEST) and migrates
// it. Test files run side by side, one per worker: each worker gets a database of its own, copied
// from the migrated one, so no file sees another's rows (tests/setup/env.ts picks the worker's copy).
import pg from "pg";
import { migrate, startEmbeddedPostgres } from "../../scripts/embedded-db.mjs";
import { TEST_WORKERS, workerDatabaseName } from "./workers.mjs";

// Every project of the run (vitest.config.ts) lists this setup and Vitest calls it once per project,
// all in one process: the first call starts the database, the others wait for it and share it, and
// the last teardown stops it.
type SharedDatabase = { ready: Promise<string>; stop?: () => Promise<void>; users: number };
const shared = globalThis as { testDatabase?: SharedDatabase };

export async function setup() {
  shared.testDatabase ??= { ready: startDatabase(), users: 0 };
  shared.testDatabase.users += 1;
  process.env.DATABASE_URL = await shared.testDatabase.ready;
}

export async function teardown() {
  const database = shared.testDatabase;
  if (!database || --database.users > 0) return;
  shared.testDatabase = undefined;
  await database.stop?.();
}

async function startDatabase(): Promise<string> {
  if (process.env.DATABASE_URL_TEST) {
    migrate(process.env.DATABASE_URL_TEST);
    return process.env.DATABASE_URL_TEST;
  }
  const started = Date.now();
  const database = await startEmbeddedPostgres({
    dir: `.data/pg-test-${process.env.TEST_PG_PORT ?? 54332}`,
    port: Number(process.env.TEST_PG_PORT ?? 54332),
    database: "test",
    fresh: true,
    throwaway: true,
  });
  shared.testDatabase!.stop = database.stop;
  migrate(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (let worker = 1; worker <= TEST_WORKERS; worker++) {
      await client.query(`create database "${workerDatabaseName(worker)}" template "test"`);
    }
  } finally {
    await client.end();
  }
  console.log(
    `[tests] PostgreSQL embebido, migraciones y ${TEST_WORKERS} copias en ${Date.now() - started} ms`,
  );
  return database.url;
}
