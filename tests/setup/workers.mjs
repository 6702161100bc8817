// How many Vitest workers run test files side by side, and the database each one owns. An external
// database (DATABASE_URL_TEST) is used as it is, by one worker: the run may not create databases there.
// Plain JavaScript so that vitest.config.ts can import it with its extension.

export const TEST_WORKERS = process.env.DATABASE_URL_TEST
  ? 1
  : Math.max(1, Number(process.env.TEST_WORKERS ?? 2));

export const workerDatabaseName = (worker) => `test_${worker}`;
