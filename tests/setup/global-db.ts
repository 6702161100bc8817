// Starts a throw-away embedded PostgreSQL for the test run (or uses DATABASE_URL_TEST) and migrates
// it. Test files run side by side, one per worker: each worker gets a database of its own, copied
// from the migrated one, so no file sees another's rows (tests/setup/env.ts picks the worker's copy).
import pg from "pg";
import { migrate, startEmbeddedPostgres } from "../../scripts/embedded-db.mjs";
import { TEST_WORKERS, workerDatabaseName } from "./workers.mjs";

let stop: (() => Promise<void>) | undefined;

export async function setup() {
  if (process.env.DATABASE_URL_TEST) {
    process.env.DATABASE_URL = process.env.DATABASE_URL_TEST;
    migrate(process.env.DATABASE_URL);
    return;
  }
  const started = Date.now();
  const database = await startEmbeddedPostgres({
    dir: `.data/pg-test-${process.env.TEST_PG_PORT ?? 54332}`,
    port: Number(process.env.TEST_PG_PORT ?? 54332),
    database: "test",
    fresh: true,
    throwaway: true,
  });
  stop = database.stop;
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
  process.env.DATABASE_URL = database.url;
  console.log(
    `[tests] PostgreSQL embebido, migraciones y ${TEST_WORKERS} copias en ${Date.now() - started} ms`,
  );
}

export async function teardown() {
  await stop?.();
}
