// Next's server sets AsyncLocalStorage on globalThis before any of its modules load, and its request
// helpers read it when they load: set here for every file alike, or the files that share a worker's
// modules would see it or not depending on which file loaded Next first.
import "next/dist/server/node-environment-baseline.js";
import { workerDatabaseName } from "./workers.mjs";

process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-1234";
// Each worker (VITEST_POOL_ID, 1…TEST_WORKERS) has a database and an uploads folder of its own.
const worker = process.env.VITEST_POOL_ID;
if (worker && !process.env.DATABASE_URL_TEST && process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${workerDatabaseName(Number(worker))}`;
  process.env.DATABASE_URL = url.toString();
}
process.env.UPLOAD_DIR ??= `.data/uploads-test${worker ? `-${worker}` : ""}`;
// Each test gives its calls an address of its own in X-Forwarded-For, as one trusted proxy would
// (lib/security/client-address.ts); client-address.test.ts checks the other settings.
process.env.TRUSTED_PROXY_HOPS ??= "1";
