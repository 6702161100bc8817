// Starts a throw-away embedded PostgreSQL for the test run (or uses DATABASE_URL_TEST) and migrates it.
import { migrate, startEmbeddedPostgres } from "../../scripts/embedded-db.mjs";

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
  });
  stop = database.stop;
  migrate(database.url);
  process.env.DATABASE_URL = database.url;
  console.log(`[tests] PostgreSQL embebido y migraciones en ${Date.now() - started} ms`);
}

export async function teardown() {
  await stop?.();
}
