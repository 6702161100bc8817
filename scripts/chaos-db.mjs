// Usage: npm run chaos:db   (CHAOS_SKIP_BUILD=1 reuses the last build in .next-chaos;
// CHAOS_DOWN_MS=5000 keeps the database stopped 5 s before it starts again)
// The production build under steady load while its PostgreSQL restarts. On an embedded database of
// its own (port 54393 or CHAOS_PG_PORT, data in .data/chaos, the demo content) it serves
// `next start` on port 4519 (CHAOS_PORT) and sends, with autocannon, 20 connections for 30 s over a
// mix of a prerendered page (/), a per-request page (/noticias?q=…, a new search each time so that
// each one reads the database), a public API read (GET /api/noticias) and an authenticated one
// (GET /api/auth/me with an administrator's bearer token). Half-way it restarts PostgreSQL (a fast
// shutdown, then a start). It prints the share of failed requests, checks that every failure was a
// 503 with Retry-After and the Spanish message (from a page: the Spanish error page), never a stack
// trace, and the seconds from the restart to full recovery. Exits 1 past a target: more than 1%
// failed, a failure of another kind, or recovery in 5 s or more. Not part of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { migrate, startEmbeddedPostgres } from "./embedded-db.mjs";

const PORT = Number(process.env.CHAOS_PORT ?? 4519);
const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 54393);
const DATA = ".data/chaos";
const DIST = ".next-chaos";
const BASE = `http://localhost:${PORT}`;
const CONNECTIONS = 20;
/** How long PostgreSQL stays stopped before it starts again (CHAOS_DOWN_MS: a longer outage). */
const DOWN_MS = Number(process.env.CHAOS_DOWN_MS ?? 0);
const DURATION_S = 30;
const TARGETS = { failedShare: 0.01, recoveryS: 5 };
const SPANISH_UNAVAILABLE =
  "El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.";
const next = "node_modules/next/dist/bin/next";

const database = { dir: `${DATA}/pg`, port: PG_PORT, database: "app" };
const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_DIST_DIR: DIST,
  SITE_URL: BASE,
  UPLOAD_DIR: `${DATA}/uploads`,
  EMAIL_TRANSPORT: "file",
  EMAIL_DIR: `${DATA}/mail`,
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  AUTH_TRUST_HOST: "true",
  NEXT_TELEMETRY_DISABLED: "1",
};

const log = (line) => console.error(`[chaos] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** A fresh database with the migrations and the demo content (the seed refuses NODE_ENV=production). */
async function prepareDatabase() {
  rmSync(database.dir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres(database);
  migrate(server.url);
  log("loading the demo content…");
  run("npx", ["tsx", "--conditions=react-server", "prisma/seed/index.ts"], {
    NODE_ENV: "development",
    DATABASE_URL: server.url,
  });
  return server;
}

/** `next build` into .next-chaos; the build adds its types folder to tsconfig.json, put back after. */
function build(url) {
  if (process.env.CHAOS_SKIP_BUILD && existsSync(`${DIST}/BUILD_ID`)) return;
  log(`next build (${DIST})…`);
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    run(process.execPath, [next, "build"], { DATABASE_URL: url, BUILD_SKIP_TYPECHECK: "1" });
  } finally {
    if (readFileSync("tsconfig.json", "utf8") !== tsconfig)
      writeFileSync("tsconfig.json", tsconfig);
  }
}

/** `next start`, its output in .data/chaos/server.log; resolves once the home page answers. */
async function startServer(url) {
  const output = createWriteStream(`${DATA}/server.log`);
  const child = spawn(process.execPath, [next, "start", "-p", String(PORT)], {
    env: { ...env, DATABASE_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  const stop = () => child.kill("SIGTERM");
  process.on("exit", stop);
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`next start ended (${DATA}/server.log)`);
    if (
      await fetch(BASE).then(
        (response) => response.ok,
        () => false,
      )
    )
      return stop;
    await sleep(250);
  }
  stop();
  throw new Error("next start did not answer in 60 s");
}

async function adminToken() {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.gt", password: "Demo#2026" }),
  });
  const body = await response.json();
  if (!response.ok || !body.token)
    throw new Error(`login: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

const WORDS = ["salud", "agua", "escuela", "camino", "congreso", "seguridad", "empleo", "cultura"];
let searches = 0;
const nextSearch = () => `/noticias?q=${WORDS[searches % WORDS.length]}+${searches++}`;

const STACK = /\bat .+ \(.+:\d+:\d+\)|node_modules\/|\.next[\w-]*\/server|Invalid `prisma/;

/**
 * What is wrong with a failed answer, or null when it is the expected one: from the API a 503 with
 * Retry-After and the Spanish JSON message; from a page its Spanish error page — Next.js answers a
 * page that failed before streaming with a 500 and its error document, which the browser renders
 * as the page's error boundary (app/(public)/noticias/error.tsx, app/error.tsx); from either,
 * nothing of a stack trace.
 */
function failureProblem(record) {
  const { status, headers, body, kind } = record;
  if (STACK.test(body)) return `HTTP ${status} with a stack trace`;
  if (kind === "page") {
    const errorDocument = status === 500 && body.includes('id="__next_error__"');
    return record.errorPage || errorDocument
      ? null
      : `HTTP ${status} without the Spanish error page`;
  }
  if (status !== 503) return `HTTP ${status}`;
  if (!headers["retry-after"]) return "503 without Retry-After";
  try {
    const json = JSON.parse(body);
    return json.code === "UNAVAILABLE" && json.message === SPANISH_UNAVAILABLE
      ? null
      : `503 body ${body.slice(0, 120)}`;
  } catch {
    return `503 with a body that is not JSON: ${body.slice(0, 120)}`;
  }
}

/** The text of the news pages' error boundary (app/(public)/noticias/error.tsx). */
const ERROR_PAGE_TEXT = "Error al cargar datos";

async function load(token, restart) {
  const records = [];
  let pending = null;
  const record = (kind) => (status, body, _context, headers) => {
    const errorPage = kind === "page" && String(body).includes(ERROR_PAGE_TEXT);
    const kept = status >= 400 || errorPage ? String(body) : "";
    pending = { kind, status, headers, errorPage, body: kept, end: Date.now() };
    records.push(pending);
  };
  const instance = autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      { method: "GET", path: "/", onResponse: record("prerendered") },
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: nextSearch() }),
        onResponse: record("page"),
      },
      { method: "GET", path: "/api/noticias?page=1&pageSize=10", onResponse: record("api") },
      {
        method: "GET",
        path: "/api/auth/me",
        headers: { authorization: `Bearer ${token}` },
        onResponse: record("auth-api"),
      },
    ],
  });
  // autocannon calls onResponse and then, synchronously, emits 'response' with the latency.
  instance.on("response", (_client, _status, _bytes, latency) => {
    if (pending) pending.latency = latency;
    pending = null;
  });
  const restarted = sleep((DURATION_S * 1000) / 2).then(restart);
  const result = await instance;
  return { result, records, restart: await restarted };
}

function report({ result, records, restart }, loads) {
  // An answer that rendered a page's error boundary is a failure whatever its status.
  const failed = records.filter((r) => r.status < 200 || r.status >= 400 || r.errorPage);
  const problems = failed.map((r) => [r, failureProblem(r)]).filter(([, problem]) => problem);
  writeFileSync(
    `${DATA}/failures.txt`,
    failed
      .slice(0, 20)
      .map((r) => `${r.kind} ${r.status} ${JSON.stringify(r.headers)}\n${r.body.slice(0, 4000)}\n`)
      .join("\n"),
  );
  const total = records.length + result.errors;
  const share = (failed.length + result.errors) / total;

  // Normal speed: the slowest 1% of the answers before the restart; an answer after it that failed
  // or took more than twice that was not yet recovered.
  const before = records
    .filter((r) => r.end < restart.began)
    .map((r) => r.latency)
    .sort((a, b) => a - b);
  const slowLimit = 2 * (before[Math.floor(before.length * 0.99)] ?? 0);
  const disturbed = records.filter(
    (r) => r.end >= restart.began && (failed.includes(r) || r.latency > slowLimit),
  );
  const recoveredAt = Math.max(restart.up, ...disturbed.map((r) => r.end));
  const recovery = recoveredAt - restart.began;

  const byKind = {};
  for (const r of records) {
    byKind[r.kind] ??= { requests: 0, failed: 0 };
    byKind[r.kind].requests++;
    if (failed.includes(r)) byKind[r.kind].failed++;
  }
  const statuses = {};
  for (const r of records) statuses[r.status] = (statuses[r.status] ?? 0) + 1;

  console.log(
    `\nChaos: PostgreSQL restarted under load (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, production build)`,
  );
  console.log(
    `Load average (1 min) before → after: ${loads[0].toFixed(2)} → ${loads[1].toFixed(2)}`,
  );
  console.log(
    `PostgreSQL stopped ${seconds(restart.down - restart.began)} after the restart began and answered again after ${seconds(restart.up - restart.began)}`,
  );
  console.table(byKind);
  console.log(
    `Statuses: ${JSON.stringify(statuses)}; connection errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `Failed: ${failed.length + result.errors} of ${total} (${(share * 100).toFixed(3)}%, target ≤ ${TARGETS.failedShare * 100}%)`,
  );
  console.log(
    `Failures of another kind (API: not a 503 with Retry-After and the Spanish message; page: not the Spanish error page; any: a stack trace): ${problems.length}`,
  );
  for (const [r, problem] of problems.slice(0, 5)) console.log(`  ${r.kind}: ${problem}`);
  console.log(
    `Slow limit ${Math.round(slowLimit)} ms (twice the p99 before the restart); answers failed or slower after the restart: ${disturbed.length}`,
  );
  console.log(
    `Recovery: ${seconds(recovery)} from the restart to the last failed or slow answer (target < ${TARGETS.recoveryS} s)`,
  );

  const missed = [
    share > TARGETS.failedShare && "failed share",
    problems.length > 0 && "failures of another kind",
    result.errors > 0 && "connection errors",
    recovery >= TARGETS.recoveryS * 1000 && "recovery time",
  ].filter(Boolean);
  console.log(missed.length ? `Missed: ${missed.join(", ")}` : "Every target held.");
  return missed.length === 0;
}

async function main() {
  mkdirSync(DATA, { recursive: true });
  let pg = await prepareDatabase();
  build(pg.url);
  const stopServer = await startServer(pg.url);
  try {
    const token = await adminToken();
    for (const path of ["/", nextSearch(), "/api/noticias?page=1&pageSize=10"])
      await (await fetch(`${BASE}${path}`)).text();
    const restart = async () => {
      const began = Date.now();
      log("restarting PostgreSQL…");
      await pg.stop();
      const down = Date.now();
      await sleep(DOWN_MS);
      pg = await startEmbeddedPostgres(database);
      const up = Date.now();
      log(`PostgreSQL back after ${seconds(up - began)}`);
      return { began, down, up };
    };
    const loadBefore = loadavg()[0];
    const outcome = await load(token, restart);
    return report(outcome, [loadBefore, loadavg()[0]]);
  } finally {
    stopServer();
    await pg.stop();
  }
}

main().then(
  (held) => process.exit(held ? 0 : 1),
  (error) => {
    console.error(`[chaos] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
