// The production build and server that `npm run bench` and `npm run lighthouse` measure: built into
// .next-bench against a seeded embedded database in .data/bench (port BENCH_PG_PORT, default 54347),
// served on http://localhost:3947 (BENCH_PORT), so that several checkouts can measure side by side.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const PORT = Number(process.env.BENCH_PORT ?? 3947);
export const BASE = `http://localhost:${PORT}`;

export const DIST_DIR = ".next-bench";

const env = {
  ...process.env,
  NEXT_DIST_DIR: DIST_DIR,
  SITE_URL: BASE,
  UPLOAD_DIR: ".data/bench/uploads",
  NEXT_TELEMETRY_DISABLED: "1",
};
const withDb = ["scripts/with-db.mjs", "--seed-if-empty", "--port", process.env.BENCH_PG_PORT ?? "54347", "--dir", ".data/bench/pg", "--"];
const next = "node_modules/next/dist/bin/next";

/** Builds unless BENCH_SKIP_BUILD is set and a build exists. */
export function build() {
  if (process.env.BENCH_SKIP_BUILD && existsSync(`${DIST_DIR}/BUILD_ID`)) return;
  console.error("[bench] next build (.next-bench)…");
  const result = spawnSync(process.execPath, [...withDb, process.execPath, next, "build"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs `command` (its own process group) until `url` answers 200; the returned function stops it
 * and everything it started, and its `processGroup` names them (for the CPU they spend).
 */
export async function serveUntilReady(command, { url, env: childEnv, timeoutMs }) {
  const child = spawn(process.execPath, command, { env: childEnv, stdio: ["ignore", "ignore", "inherit"], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return Object.assign(stop, { processGroup: child.pid });
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`${url} did not answer in time`);
}

/** Starts the build's server (scripts/start.mjs) with its database; the returned function stops both. */
export function startServer({ timeoutMs = 120_000 } = {}) {
  return serveUntilReady([...withDb, process.execPath, "scripts/start.mjs"], {
    url: BASE,
    env: { ...env, PORT: String(PORT) },
    timeoutMs,
  });
}

/**
 * A request to the running server. Retried once: a kept-alive connection that the server closed
 * while the load generator ran fails on first use ("other side closed").
 */
export async function get(path) {
  const url = new URL(path, BASE);
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/** The text of a page of the running server. */
export async function text(path) {
  const response = await get(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** The path of the newest news item (from the RSS feed). */
export async function newsDetailPath() {
  const rss = await text("/noticias/rss.xml");
  const link = /<link>([^<]+\/noticias\/[^<]+)<\/link>/.exec(rss)?.[1];
  if (!link) throw new Error("the RSS feed lists no news item");
  return new URL(link).pathname;
}

/** `name=value` pairs of a response's Set-Cookie headers. */
function cookiesOf(response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
}

/**
 * A Cookie header signed in as the demo citizen (the seed's), made as the login screen makes it: the
 * login route checks the password and answers a token with the session id, and Auth.js's callback
 * binds that session to its cookie.
 */
export async function citizenSessionCookie() {
  const login = await fetch(new URL("/api/auth-user/login", BASE), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: "1234567890101", password: "Demo#2026" }),
  });
  if (!login.ok) throw new Error(`citizen login: HTTP ${login.status}`);
  const { token } = await login.json();
  const { sid } = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
  const csrf = await fetch(new URL("/api/auth/csrf", BASE));
  const { csrfToken } = await csrf.json();
  const bound = await fetch(new URL("/api/auth/callback/session", BASE), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ sid, csrfToken }),
  });
  const session = cookiesOf(bound).find((cookie) => /^(__Secure-)?authjs\.session-token=/.test(cookie));
  if (!session) throw new Error(`citizen session: HTTP ${bound.status}, no session cookie`);
  return session;
}
