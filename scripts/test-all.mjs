// Usage: node scripts/test-all.mjs   (npm test)
// Every check, one phase after another: typecheck, lint and unused code (side by side), Vitest, then the
// end-to-end build and Playwright. Prints the time of each phase and the 15 slowest test files,
// against the project's budget of 20 minutes (TEST_BUDGET_MINUTES), and stops with a clear message
// past TEST_STOP_MINUTES (30) from the start of the run — CI_STARTED_AT, set by .ci/run, counts the
// installation too — instead of running on towards CI's hard limit. .ci/run passes its own phases in CI_PHASES ("name=seconds,…").
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const REPORTS = ".data/reports";
const VITEST_REPORT = `${REPORTS}/vitest.json`;
const PLAYWRIGHT_REPORT = `${REPORTS}/playwright.json`;
const E2E_PHASES = `${REPORTS}/e2e-phases.json`;
const budgetMinutes = Number(process.env.TEST_BUDGET_MINUTES ?? 20);
const stopMinutes = Number(process.env.TEST_STOP_MINUTES ?? 30);
const startedAt = Number(process.env.CI_STARTED_AT ?? Date.now());
const deadline = startedAt + stopMinutes * 60_000;

const phases = (process.env.CI_PHASES ?? "")
  .split(",")
  .filter(Boolean)
  .map((entry) => {
    const [name, seconds] = entry.split("=");
    return { name, seconds: Number(seconds), ok: true };
  });
const running = new Set();

function runPhase(name, command, args, { env = {}, buffered = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      detached: true,
    });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (buffered && output.trim()) process.stdout.write(`\n[${name}]\n${output}`);
      const ok = code === 0;
      phases.push({ name, seconds: (Date.now() - started) / 1000, ok });
      if (!ok) console.error(`[test] ${name} falló (${signal ?? `código ${code}`})`);
      resolve(ok);
    });
  });
}

const fmt = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
    : `${seconds.toFixed(1)} s`;

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  } catch {
    return null;
  }
}

/** Seconds per test file: Vitest's own file durations, Playwright's test durations summed per file. */
function testFileDurations() {
  const files = [];
  for (const result of readJson(VITEST_REPORT)?.testResults ?? []) {
    files.push({
      file: result.name.replace(`${process.cwd()}/`, ""),
      seconds: (result.endTime - result.startTime) / 1000,
    });
  }
  const perSpec = new Map();
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, result) => sum + result.duration / 1000, 0);
      const file = `tests/e2e/${spec.file}`;
      perSpec.set(file, (perSpec.get(file) ?? 0) + seconds);
    }
  };
  for (const suite of readJson(PLAYWRIGHT_REPORT)?.suites ?? []) walk(suite);
  for (const [file, seconds] of perSpec) files.push({ file, seconds });
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, 15);
}

function summary() {
  console.log("\n[test] Tiempo por fase:");
  const e2eSteps = Object.entries(readJson(E2E_PHASES) ?? {});
  for (const phase of phases) {
    console.log(`  ${phase.ok ? "✓" : "✗"} ${phase.name.padEnd(36)} ${fmt(phase.seconds)}`);
    if (phase.name.startsWith("e2e")) {
      for (const [name, seconds] of e2eSteps)
        console.log(`      ${name.padEnd(34)} ${fmt(seconds)}`);
    }
  }
  const total = (Date.now() - startedAt) / 1000;
  console.log(`  = ${"total".padEnd(36)} ${fmt(total)} (presupuesto: ${budgetMinutes} min)`);
  if (total > budgetMinutes * 60) {
    console.log(
      `[test] Pasó del presupuesto por ${fmt(total - budgetMinutes * 60)}:` +
        " acelere las pruebas más lentas (lista abajo) antes de agregar más.",
    );
  }
  const slowest = testFileDurations();
  if (slowest.length) {
    console.log("\n[test] Los 15 archivos de prueba más lentos:");
    for (const { file, seconds } of slowest) console.log(`  ${fmt(seconds).padStart(12)}  ${file}`);
  }
}

function finish(code) {
  summary();
  process.exit(code);
}

const watchdog = setTimeout(
  () => {
    console.error(
      `\n[test] La ejecución pasó de ${stopMinutes} minutos: se detiene aquí.` +
        " Acelere las pruebas más lentas (lista abajo) antes de agregar más.",
    );
    for (const child of running) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    setTimeout(() => finish(1), 5_000).unref();
  },
  Math.max(0, deadline - Date.now()),
);
watchdog.unref();

mkdirSync(REPORTS, { recursive: true });
rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
rmSync(E2E_PHASES, { force: true });

const checks = await Promise.all([
  runPhase("typecheck", "npx", ["tsc", "--noEmit"], { buffered: true }),
  runPhase("lint", "npx", ["eslint", ".", "--max-warnings=0"], { buffered: true }),
  // Files, exports and dependencies nothing uses (knip.json names the entry points).
  runPhase("unused code", "npx", ["knip", "--no-progress"], { buffered: true }),
]);
if (checks.includes(false)) finish(1);

const unit = await runPhase("vitest", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_REPORT}`,
]);
if (!unit) finish(1);

// The build need not type-check again: tsc just did.
const e2e = await runPhase("e2e (build + playwright)", process.execPath, ["scripts/e2e.mjs"], {
  env: {
    BUILD_SKIP_TYPECHECK: "1",
    E2E_JSON_REPORT: PLAYWRIGHT_REPORT,
    E2E_PHASES_FILE: E2E_PHASES,
  },
});
clearTimeout(watchdog);
if (Date.now() > deadline) {
  console.error(`[test] La ejecución pasó de ${stopMinutes} minutos.`);
  finish(1);
}
finish(e2e ? 0 : 1);
