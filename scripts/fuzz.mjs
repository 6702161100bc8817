// Usage: npm run fuzz [-- vitest args]
// The fuzz suite (tests/integration/fuzz.test.ts) at length: FUZZ_RUNS samples per target and
// caller (default 30, against 1 in CI) from a random seed, printed first so that a failure can be
// replayed with FUZZ_SEED=<seed> npm run fuzz.
import { spawnSync } from "node:child_process";

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? "30";
console.log(`[fuzz] FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
const started = Date.now();
const { status } = spawnSync(
  "npx",
  ["vitest", "run", "tests/integration/fuzz.test.ts", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs } },
);
console.log(
  `[fuzz] ${((Date.now() - started) / 1000).toFixed(0)} s; para repetir: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz`,
);
process.exit(status ?? 1);
