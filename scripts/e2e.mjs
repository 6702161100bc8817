// Usage: node scripts/e2e.mjs [playwright args]
// Builds the app against a fresh, seeded database, then runs Playwright, whose web server serves
// that build on the same database (so prerendered pages and live data agree).
// E2E_PORT, E2E_PG_PORT, E2E_DATA_DIR and NEXT_DIST_DIR let several runs share one checkout.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.E2E_PORT ?? "3919";
const pgPort = process.env.E2E_PG_PORT ?? "54331";
const data = process.env.E2E_DATA_DIR ?? ".data/e2e";
const env = {
  ...process.env,
  E2E_PORT: port,
  E2E_PG_PORT: pgPort,
  E2E_DATA_DIR: data,
  UPLOAD_DIR: `${data}/uploads`,
  SITE_URL: `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: "1",
};
const run = (args) => spawnSync(args[0], args.slice(1), { stdio: "inherit", env }).status ?? 1;

rmSync(data, { recursive: true, force: true });
const built = run([
  process.execPath,
  "scripts/with-db.mjs",
  "--seed-if-empty",
  "--port",
  pgPort,
  "--dir",
  `${data}/pg`,
  "--",
  process.execPath,
  "node_modules/next/dist/bin/next",
  "build",
]);
if (built !== 0) process.exit(built);
process.exit(run(["npx", "playwright", "test", "--output", `${data}/test-results`, ...process.argv.slice(2)]));
