// The production build and server that `npm run bench` and `npm run lighthouse` measure: built into
// .next-bench against a seeded embedded database in .data/bench, served on http://localhost:3947.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const PORT = 3947;
export const BASE = `http://localhost:${PORT}`;

const env = {
  ...process.env,
  NEXT_DIST_DIR: ".next-bench",
  SITE_URL: BASE,
  UPLOAD_DIR: ".data/bench/uploads",
  NEXT_TELEMETRY_DISABLED: "1",
};
const withDb = ["scripts/with-db.mjs", "--seed-if-empty", "--port", "54347", "--dir", ".data/bench/pg", "--"];
const next = "node_modules/next/dist/bin/next";

/** Builds unless BENCH_SKIP_BUILD is set and a build exists. */
export function build() {
  if (process.env.BENCH_SKIP_BUILD && existsSync(".next-bench/BUILD_ID")) return;
  console.error("[bench] next build (.next-bench)…");
  const result = spawnSync(process.execPath, [...withDb, process.execPath, next, "build"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts `next start` with its database; the returned function stops both. */
export async function startServer({ timeoutMs = 120_000 } = {}) {
  const child = spawn(process.execPath, [...withDb, process.execPath, next, "start", "-p", String(PORT)], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
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
      if ((await fetch(BASE)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("the server did not answer in time");
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
