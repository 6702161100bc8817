// Usage: npm run chaos:db   (CHAOS_SKIP_BUILD=1 reuses the last build in .next-chaos;
// CHAOS_DOWN_MS=5000 keeps the database stopped 5 s before it starts again)
// The production build under steady load while its PostgreSQL goes down twice. On an embedded
// database of its own (port 54393 or CHAOS_PG_PORT, data in .data/chaos, the demo content) it
// serves the build's standalone server (scripts/start.mjs) on port 4519 (CHAOS_PORT) and sends,
// with autocannon, 20 connections for 30 s over a mix of a prerendered page (/), a per-request page
// (/noticias?q=…, a new search each time so that each one reads the database), a public API read
// (GET /api/noticias) and an authenticated one (GET /api/auth/me with an administrator's bearer
// token). Meanwhile citizens write: each files gestiones and sends messages, every write with an
// Idempotency-Key of its own and retried with that key (as the portal's screens do) until it gets a
// final answer. A third of the way in, PostgreSQL is stopped cleanly (a fast shutdown) and started
// again; two thirds in, its postmaster is killed (SIGKILL, the crash of a server) and started
// again, recovering from its write-ahead log. It prints the share of failed requests, checks that
// every failure was a 503 with Retry-After and the Spanish message (from a page: the Spanish error
// page), never a stack trace, and the seconds from each outage to full recovery; then it reads the
// database: every write answered 2xx is stored exactly once, and none is stored twice. Exits 1 past
// a target: more than 1% failed, a failure of another kind, recovery in 5 s or more, or a write
// lost or doubled. Not part of `npm test`.
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
import postgres from "pg";
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
/** Citizens writing during the run, each one write at a time. */
const WRITERS = 8;
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
  CRON_SECRET: randomBytes(32).toString("base64url"),
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

/** The build's server, its output in .data/chaos/server.log; resolves once the home page answers. */
async function startServer(url) {
  const output = createWriteStream(`${DATA}/server.log`);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...env, DATABASE_URL: url, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  const stop = () => child.kill("SIGTERM");
  process.on("exit", stop);
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server ended (${DATA}/server.log)`);
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
  throw new Error("the server did not answer in 60 s");
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

async function load(token, restart, writing) {
  const records = [];
  let done = false;
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
  const outages = sleep((DURATION_S * 1000) / 3)
    .then(() => restart("clean"))
    .then(async (clean) => {
      await sleep(Math.max(0, clean.began + (DURATION_S * 1000) / 3 - Date.now()));
      return [clean, await restart("kill")];
    });
  const finished = instance.then((result) => {
    done = true;
    return result;
  });
  const [result, writes] = await Promise.all([finished, writing(() => done)]);
  return { result, records, writes, restarts: await outages };
}

function report({ result, records, restarts }, loads) {
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

  // Normal speed: the slowest 1% of the answers before the first outage; an answer after an outage
  // began (and before the next) that failed or took more than twice that was not yet recovered.
  const before = records
    .filter((r) => r.end < restarts[0].began)
    .map((r) => r.latency)
    .sort((a, b) => a - b);
  const slowLimit = 2 * (before[Math.floor(before.length * 0.99)] ?? 0);
  const recoveries = restarts.map((restart, index) => {
    const nextBegan = restarts[index + 1]?.began ?? Infinity;
    const disturbed = records.filter(
      (r) =>
        r.end >= restart.began &&
        r.end < nextBegan &&
        (failed.includes(r) || r.latency > slowLimit),
    );
    const recoveredAt = Math.max(restart.up, ...disturbed.map((r) => r.end));
    return { ...restart, disturbed: disturbed.length, recovery: recoveredAt - restart.began };
  });
  const recovery = Math.max(...recoveries.map((r) => r.recovery));

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
  for (const r of recoveries) {
    console.log(
      `${r.how === "kill" ? "PostgreSQL killed (SIGKILL)" : "PostgreSQL stopped cleanly"} ${seconds(r.down - r.began)} after the outage began; answered again after ${seconds(r.up - r.began)}; recovered after ${seconds(r.recovery)} (${r.disturbed} answers failed or slow)`,
    );
  }
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
  console.log(`Slow limit ${Math.round(slowLimit)} ms (twice the p99 before the first outage)`);
  console.log(
    `Recovery: ${seconds(recovery)} at most from an outage to the last failed or slow answer (target < ${TARGETS.recoveryS} s)`,
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

// ----- Writes: citizens filing gestiones and messages through the outages -----

/** WRITERS citizens with the demo citizen's password, signed in through the API: their tokens. */
async function citizenTokens(url) {
  const client = new postgres.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `INSERT INTO citizens (primer_nombre, primer_apellido, correo, password_hash, updated_at)
     SELECT 'Caos', 'Ciudadano ' || i, 'caos-' || i || '@prueba.gt', c.password_hash, now()
     FROM citizens c, generate_series(1, $1) AS i WHERE c.correo = 'ciudadano@demo.gt'
     RETURNING correo`,
    [WRITERS],
  );
  await client.end();
  const tokens = [];
  for (const { correo } of rows) {
    const response = await fetch(`${BASE}/api/auth-user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: correo, password: "Demo#2026" }),
    });
    const body = await response.json();
    if (!response.ok || !body.token)
      throw new Error(`citizen login: HTTP ${response.status} ${JSON.stringify(body)}`);
    tokens.push(body.token);
  }
  return tokens;
}

/** A gestión the first active procedure accepts: its required fields answered. */
async function gestionBody(token) {
  const response = await fetch(`${BASE}/api/portal/gestiones/meta`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const meta = await response.json();
  const template = meta.templates[0];
  const data = Object.fromEntries(
    template.data_schema_json.fields.map((field) => [
      field.key,
      field.options?.[0] ?? "Respuesta de la prueba de caos con texto suficiente.",
    ]),
  );
  return { categoria_id: template.categoria_id, template_id: template.id, data };
}

/**
 * Sends one write with its Idempotency-Key until it gets a final answer: a 503, a connection error
 * or a 5xx is retried with the same key (what the portal's screens do), up to 30 s. Returns every
 * status it got; a write "answered 2xx" is one whose last answer was.
 */
async function sendOnce(path, token, key, body) {
  const statuses = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`${BASE}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify(body),
    }).then(
      async (response) => ({
        code: response.status,
        body: await response.json().catch(() => null),
      }),
      () => ({ code: 0, body: null }),
    );
    statuses.push(status.code);
    if ((status.code > 0 && status.code < 500) || Date.now() > deadline)
      return { statuses, ...status };
    await sleep(200);
  }
}

/**
 * Each citizen, one write at a time until `until()` says stop: a gestión titled with its key, then
 * a message whose text carries its own key. Records every write: its kind, key and statuses.
 */
async function writeAll(tokens, until) {
  const writes = [];
  const base = await gestionBody(tokens[0]);
  await Promise.all(
    tokens.map(async (token, citizen) => {
      for (let n = 0; !until(); n++) {
        const key = `caos-g-${citizen}-${n}-${randomBytes(4).toString("hex")}`;
        const filed = await sendOnce("/api/portal/gestiones", token, key, {
          ...base,
          titulo: `Caos ${key}`,
        });
        writes.push({ kind: "gestion", key, ...filed });
        if (filed.code !== 201) continue;
        const messageKey = `caos-m-${citizen}-${n}-${randomBytes(4).toString("hex")}`;
        const sent = await sendOnce(
          `/api/portal/gestiones/${filed.body.id}/mensajes`,
          token,
          messageKey,
          { body: `Mensaje ${messageKey}` },
        );
        writes.push({ kind: "mensaje", key: messageKey, ...sent });
      }
    }),
  );
  return writes;
}

/**
 * Reads back every write: how many rows hold its key. A write answered 2xx must be stored exactly
 * once; any other, at most once (a retry never doubles it).
 */
async function checkWrites(url, writes) {
  const client = new postgres.Client({ connectionString: url });
  await client.connect();
  const stored = new Map();
  const count = async (sql) => {
    for (const { key, n } of (await client.query(sql)).rows) stored.set(key, Number(n));
  };
  await count(
    `SELECT substring(titulo from 6) AS key, count(*) AS n FROM gestiones WHERE titulo LIKE 'Caos caos-g-%' GROUP BY 1`,
  );
  await count(
    `SELECT substring(body from 9) AS key, count(*) AS n FROM gestion_messages WHERE body LIKE 'Mensaje caos-m-%' GROUP BY 1`,
  );
  await client.end();
  const succeeded = writes.filter((write) => write.code >= 200 && write.code < 300);
  const lost = succeeded.filter((write) => stored.get(write.key) !== 1);
  const doubled = writes.filter((write) => (stored.get(write.key) ?? 0) > 1);
  const retried = writes.filter((write) => write.statuses.length > 1);
  const finals = {};
  for (const write of writes) finals[write.code] = (finals[write.code] ?? 0) + 1;
  console.log(
    `Writes: ${writes.length} (${writes.filter((w) => w.kind === "gestion").length} gestiones, ` +
      `${writes.filter((w) => w.kind === "mensaje").length} messages), final statuses ${JSON.stringify(finals)}; ` +
      `${retried.length} retried with their Idempotency-Key after a failed try`,
  );
  console.log(
    `Answered 2xx: ${succeeded.length}, stored exactly once: ${succeeded.length - lost.length}; ` +
      `lost or stored twice: ${lost.length}; any write stored more than once: ${doubled.length}`,
  );
  for (const write of [...lost, ...doubled].slice(0, 5))
    console.log(
      `  ${write.kind} ${write.key}: ${JSON.stringify(write.statuses)}, stored ${stored.get(write.key) ?? 0}`,
    );
  return lost.length === 0 && doubled.length === 0;
}

/** The crash of the server: SIGKILL to the postmaster, whose backends then end on their own. */
async function killPostgres() {
  const pid = Number(readFileSync(`${database.dir}/postmaster.pid`, "utf8").split("\n")[0]);
  process.kill(pid, "SIGKILL");
  for (let waited = 0; waited < 5_000; waited += 50) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}

/** Starts PostgreSQL again, retrying while the killed one's backends still hold its memory. */
async function startAfterOutage() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startEmbeddedPostgres(database);
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(100);
    }
  }
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
    const citizens = await citizenTokens(pg.url);
    const restart = async (how) => {
      const began = Date.now();
      log(how === "kill" ? "killing PostgreSQL (SIGKILL)…" : "stopping PostgreSQL…");
      if (how === "kill") await killPostgres();
      else await pg.stop();
      const down = Date.now();
      await sleep(DOWN_MS);
      pg = await startAfterOutage();
      const up = Date.now();
      log(`PostgreSQL back after ${seconds(up - began)}`);
      return { how, began, down, up };
    };
    const loadBefore = loadavg()[0];
    const outcome = await load(token, restart, (until) => writeAll(citizens, until));
    const held = report(outcome, [loadBefore, loadavg()[0]]);
    const stored = await checkWrites(pg.url, outcome.writes);
    console.log(stored ? "Every write held." : "Missed: writes lost or doubled");
    return held && stored;
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
