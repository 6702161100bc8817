// Usage: npm run bench            (BENCH_SKIP_BUILD=1 reuses the last build in .next-bench)
// Builds the app against a seeded embedded database (.data/bench), serves it with its standalone
// server (BENCH_PORT, default 3947), builds and serves beside it a bare Next.js app holding a twin of each
// page measured — the page's whole markup as plain React elements at its own address and route
// shape, in its prerendering mode and with its headers (scripts/bare-page.mjs, on BENCH_PORT + 1):
// what Next alone costs to serve that content — and prints in one run:
//   - requests per second and p99 latency of /, /noticias, /labores and a news detail, each with
//     its ratio to its twin's requests per second: each page alternates 5 times with its twin, 3 s
//     each, and the median of the rounds' ratios is its figure (wrk when installed, autocannon
//     otherwise); target: 0.9 or more. Beside it, the rounds' lowest and highest ratio (how far one
//     round can be trusted on this machine), the CPU milliseconds the server spends per response
//     and the twin's, and their ratio (the twin's over the page's, median of the rounds: what a
//     response costs in absolute terms; it follows the requests/s ratio, the server being bound by
//     its CPU), the milliseconds gzip takes over the page's HTML and
//     its twin's (what the server spends on each response, decided by the content), and the page's
//     requests per second over the home page's twin;
//   - the first-load JavaScript of every public page and of the home page's twin: the scripts its
//     HTML loads, gzipped; target: within 25 KB of the twin's.
// Load only goes to localhost, and every run is bounded in time.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import {
  BARE_BASE,
  bodyMarkupOf,
  buildBarePage,
  metadataMarkupOf,
  revalidateOf,
  siteHeaders,
  startBarePage,
} from "./bare-page.mjs";
import { BASE, build, DIST_DIR, get, newsDetailPath, startServer, text } from "./public-server.mjs";

const ROUNDS = 5;
const ROUND_S = 3;
const WARM_UP_S = 3;
const CONNECTIONS = 32;
const TARGET_RATIO = 0.9;
const JS_MARGIN = 25 * 1024;

/** Script URLs a page's HTML loads in modern browsers (nomodule polyfills left out). */
function scriptsOf(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  return [
    ...new Set(
      tags
        .filter(([tag]) => !/\bnoModule\b/i.test(tag))
        .map(([, src]) => src.replace(/&amp;/g, "&")),
    ),
  ];
}

/**
 * Milliseconds the server spends compressing `body` for one response (median of 101 runs): most of
 * a prerendered page's cost, and the part its content decides.
 */
function gzipMs(body) {
  const times = [];
  for (let run = 0; run < 101; run += 1) {
    const started = process.hrtime.bigint();
    gzipSync(body);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

const sizes = new Map();
async function gzipSize(url) {
  if (!sizes.has(url)) {
    const bytes = Buffer.from(await (await get(url)).arrayBuffer());
    sizes.set(url, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return sizes.get(url);
}

async function firstLoadJs(url) {
  const scripts = scriptsOf(await text(url));
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const size = await gzipSize(new URL(src, url).toString());
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files: scripts.length, raw, gzip };
}

const CLOCK_TICKS_PER_S = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/**
 * CPU milliseconds (user and system) the processes of a process group have spent so far, from
 * /proc: the server and whatever it started (its database included).
 */
function cpuMsOf(processGroup) {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // After the command's name in parentheses: state, ppid, pgrp, … utime (11th), stime (12th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === processGroup) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((path) => existsSync(path));

function parseWrkDuration(value) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!match) return NaN;
  const number = Number(match[1]);
  return match[2] === "us" ? number / 1000 : match[2] === "s" ? number * 1000 : number;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function load(url, seconds) {
  if (WRK) {
    const result = spawnSync(
      WRK,
      ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
      { encoding: "utf8", timeout: (seconds + 20) * 1000 },
    );
    const out = result.stdout ?? "";
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
    const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
    const p99 = parseWrkDuration(/^\s*99%\s+(\S+)/m.exec(out)?.[1] ?? "");
    const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
    return { rps, requests, p99, errors: Number(errors ?? 0), tool: "wrk" };
  }
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p99: result.latency.p99,
    errors: result.non2xx,
    tool: "autocannon",
  };
}

/** A load on `url` with the CPU the server (process group `processGroup`) spent per response. */
async function measuredLoad(url, processGroup) {
  const before = cpuMsOf(processGroup);
  const result = await load(url, ROUND_S);
  return { ...result, cpuMs: (cpuMsOf(processGroup) - before) / result.requests };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  build();
  const stop = await startServer();
  let stopBare = () => {};
  try {
    const home = await get("/");
    const detail = await newsDetailPath();
    const laborDetail = /href="(\/labores\/[^"?]+)"/.exec(await text("/labores"))?.[1];
    const measured = [
      { name: "/", path: "/" },
      { name: "/noticias", path: "/noticias" },
      { name: "/labores", path: "/labores" },
      { name: "news detail", path: detail, route: "/noticias/[slug]" },
    ];
    const targets = [];
    for (const page of measured) {
      const html = await text(new URL(page.path, BASE).toString());
      targets.push({
        ...page,
        bytes: Buffer.byteLength(html),
        markup: metadataMarkupOf(html) + bodyMarkupOf(html),
        url: new URL(page.path, BASE).toString(),
        twin: new URL(page.path, BARE_BASE).toString(),
      });
    }
    buildBarePage({
      pages: targets.map((target) => ({
        ...target,
        elements: true,
        revalidate: revalidateOf(DIST_DIR, target.path),
      })),
      headers: siteHeaders(home),
    });
    stopBare = await startBarePage();
    // Warm every page under load first: the measurement must see the steady state (prerendered
    // pages, caches, optimised code). Twenty requests were not enough — the page measured first
    // came out up to twice as slow as in a second pass on the same servers.
    for (const target of targets) {
      await load(target.twin, WARM_UP_S);
      await load(target.url, WARM_UP_S);
    }

    // Each page alternates with its twin in short rounds, and its ratio is the median of the
    // rounds' ratios: this machine's speed swings by ±15 % within seconds (one page measured twice
    // 5 s apart: 620 and 771 requests/s), so one 10 s run per page, in a fixed order, mostly
    // measured the order (in one run the ratios fell from 0.87 to 0.67, an unchanged page included).
    const loadBefore = loadavg();
    const rows = [];
    for (const target of targets) {
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const twin = await measuredLoad(target.twin, stopBare.processGroup);
        const page = await measuredLoad(target.url, stop.processGroup);
        rounds.push({
          ...page,
          twin: twin.rps,
          ratio: page.rps / twin.rps,
          twinCpuMs: twin.cpuMs,
          cpuRatio: twin.cpuMs / page.cpuMs,
        });
      }
      rows.push({
        ...target,
        tool: rounds[0].tool,
        rps: median(rounds.map((round) => round.rps)),
        twinRps: median(rounds.map((round) => round.twin)),
        ratio: median(rounds.map((round) => round.ratio)),
        ratios: rounds.map((round) => round.ratio),
        cpuMs: median(rounds.map((round) => round.cpuMs)),
        twinCpuMs: median(rounds.map((round) => round.twinCpuMs)),
        cpuRatio: median(rounds.map((round) => round.cpuRatio)),
        p99: median(rounds.map((round) => round.p99)),
        errors: rounds.reduce((sum, round) => sum + round.errors, 0),
      });
    }
    for (const row of rows) {
      const [page, twin] = [Buffer.from(await text(row.url)), Buffer.from(await text(row.twin))];
      row.gzip = gzipSync(page).length;
      row.twinBytes = twin.length;
      row.twinGzip = gzipSync(twin).length;
      row.gzipMs = gzipMs(page);
      row.twinGzipMs = gzipMs(twin);
    }
    const homeTwinRps = rows[0].twinRps;
    const loadAfter = loadavg();

    const pages = [
      "/",
      "/biografia",
      "/valores",
      "/noticias",
      "/noticias?page=2",
      detail,
      "/labores",
      laborDetail,
      "/contacto",
      "/login-register",
      "/politicas",
      "/condiciones",
    ].filter(Boolean);
    const bareJs = await firstLoadJs(rows[0].twin);
    const js = [];
    for (const path of pages)
      js.push({ path, ...(await firstLoadJs(new URL(path, BASE).toString())) });

    const loads = (values) => values.map((value) => value.toFixed(2)).join(" ");
    console.log(
      `\nThroughput (${rows[0].tool}, ${CONNECTIONS} connections; each page alternates ${ROUNDS} times with its bare twin, ${ROUND_S} s each; medians; server and load on this machine)`,
    );
    console.log(
      `Machine load average (1, 5, 15 min) before: ${loads(loadBefore)}; after: ${loads(loadAfter)}`,
    );
    console.table(
      rows.map((row) => ({
        "page (HTML, gzip)": `${row.name} (${kb(row.bytes)}, ${kb(row.gzip)})`,
        "requests/s": Math.round(row.rps),
        "twin (HTML, gzip)": `${Math.round(row.twinRps)} (${kb(row.twinBytes)}, ${kb(row.twinGzip)})`,
        "× twin": Number(row.ratio.toFixed(2)),
        rounds: `${Math.min(...row.ratios).toFixed(2)}–${Math.max(...row.ratios).toFixed(2)}`,
        "CPU ms/resp. (twin)": `${row.cpuMs.toFixed(2)} (${row.twinCpuMs.toFixed(2)})`,
        "× twin (CPU)": Number(row.cpuRatio.toFixed(2)),
        "gzip ms (twin)": `${row.gzipMs.toFixed(2)} (${row.twinGzipMs.toFixed(2)})`,
        "× home twin": Number((row.rps / homeTwinRps).toFixed(2)),
        "p99 (ms)": Number(row.p99.toFixed(2)),
        "non-2xx": row.errors,
      })),
    );
    console.log(
      `First-load JavaScript (scripts in the page's HTML, gzip); the home page's bare twin: ${kb(bareJs.gzip)}`,
    );
    console.table(
      js.map((row) => ({
        page: row.path,
        files: row.files,
        raw: kb(row.raw),
        gzip: kb(row.gzip),
        "over home twin": kb(row.gzip - bareJs.gzip),
      })),
    );
    const misses = [
      ...rows
        .filter((row) => row.ratio < TARGET_RATIO)
        .map(
          (row) =>
            `${row.name}: ${row.ratio.toFixed(2)}× its bare twin's requests/s (target ${TARGET_RATIO})`,
        ),
      ...js
        .filter((row) => row.gzip - bareJs.gzip > JS_MARGIN)
        .map(
          (row) =>
            `${row.path}: ${kb(row.gzip - bareJs.gzip)} of JavaScript over the bare twin's (target ${kb(JS_MARGIN)})`,
        ),
    ];
    console.log(
      misses.length ? `Below target:\n  ${misses.join("\n  ")}` : "Every page meets every target.",
    );
  } finally {
    stopBare();
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(
      `[bench] ${error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ""}` : error}`,
    );
    process.exit(1);
  },
);
