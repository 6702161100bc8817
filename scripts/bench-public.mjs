// Usage: npm run bench            (BENCH_SKIP_BUILD=1 reuses the last build in .next-bench)
// Builds the app against a seeded embedded database (.data/bench), serves it with `next start`
// (BENCH_PORT, default 3947), builds and serves beside it a bare Next.js page showing the home page's
// own markup, in its prerendering mode and with its headers (scripts/bare-page.mjs, on BENCH_PORT + 1),
// and prints in one run:
//   - requests per second and p99 latency of /, /noticias, /labores and a news detail, each with
//     its ratio to the bare page's requests per second (10 s each, wrk when installed, autocannon
//     otherwise); target: 0.9 or more;
//   - the first-load JavaScript of every public page and of the bare page: the scripts its HTML
//     loads, gzipped; target: within 25 KB of the bare page's.
// Load only goes to localhost, and every run is bounded in time.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { BARE_BASE, bodyMarkupOf, buildBarePage, homeRevalidate, siteHeaders, startBarePage } from "./bare-page.mjs";
import { BASE, build, DIST_DIR, get, newsDetailPath, startServer, text } from "./public-server.mjs";

const DURATION_S = 10;
const WARM_UP_S = 3;
const CONNECTIONS = 32;
const TARGET_RATIO = 0.9;
const JS_MARGIN = 25 * 1024;

/** Script URLs a page's HTML loads in modern browsers (nomodule polyfills left out). */
function scriptsOf(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  return [...new Set(tags.filter(([tag]) => !/\bnoModule\b/i.test(tag)).map(([, src]) => src.replace(/&amp;/g, "&")))];
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

const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((path) => existsSync(path));

function parseWrkDuration(value) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!match) return NaN;
  const number = Number(match[1]);
  return match[2] === "us" ? number / 1000 : match[2] === "s" ? number * 1000 : number;
}

async function load(url, seconds = DURATION_S) {
  if (WRK) {
    const result = spawnSync(
      WRK,
      ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
      { encoding: "utf8", timeout: (seconds + 20) * 1000 },
    );
    const out = result.stdout ?? "";
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
    const p99 = parseWrkDuration(/^\s*99%\s+(\S+)/m.exec(out)?.[1] ?? "");
    const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
    return { rps, p99, errors: Number(errors ?? 0), tool: "wrk" };
  }
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx, tool: "autocannon" };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  build();
  const stop = await startServer();
  let stopBare = () => {};
  try {
    const home = await get("/");
    const homeHtml = await home.text();
    const homeBytes = Buffer.byteLength(homeHtml);
    buildBarePage({ markup: bodyMarkupOf(homeHtml), revalidate: homeRevalidate(DIST_DIR), headers: siteHeaders(home) });
    stopBare = await startBarePage();
    const bareBytes = Buffer.byteLength(await text(BARE_BASE));

    const detail = await newsDetailPath();
    const laborDetail = /href="(\/labores\/[^"?]+)"/.exec(await text("/labores"))?.[1];
    const targets = [
      { name: `bare Next page (${kb(bareBytes)})`, url: BARE_BASE },
      { name: `/ (${kb(homeBytes)})`, url: new URL("/", BASE).toString() },
      { name: "/noticias", url: new URL("/noticias", BASE).toString() },
      { name: "/labores", url: new URL("/labores", BASE).toString() },
      { name: "news detail", url: new URL(detail, BASE).toString() },
    ];
    // Warm every page under load first: the measurement must see the steady state (prerendered
    // pages, caches, optimised code). Twenty requests were not enough — the page measured first
    // came out up to twice as slow as in a second pass on the same servers.
    for (const target of targets) await load(target.url, WARM_UP_S);

    const loadBefore = loadavg();
    const rows = [];
    for (const target of targets) rows.push({ ...target, ...(await load(target.url)) });
    for (const row of rows) row.gzip = gzipSync(Buffer.from(await text(row.url))).length;
    const loadAfter = loadavg();
    const bare = rows[0];

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
    const bareJs = await firstLoadJs(BARE_BASE);
    const js = [];
    for (const path of pages) js.push({ path, ...(await firstLoadJs(new URL(path, BASE).toString())) });

    const loads = (values) => values.map((value) => value.toFixed(2)).join(" ");
    console.log(`\nThroughput (${bare.tool}, ${CONNECTIONS} connections, ${DURATION_S} s each, server and load on this machine)`);
    console.log(`Machine load average (1, 5, 15 min) before: ${loads(loadBefore)}; after: ${loads(loadAfter)}`);
    console.table(
      rows.map((row) => ({
        page: row.name,
        "HTML gzip": kb(row.gzip),
        "requests/s": Math.round(row.rps),
        "× bare": Number((row.rps / bare.rps).toFixed(2)),
        "p99 (ms)": Number(row.p99.toFixed(2)),
        "non-2xx": row.errors,
      })),
    );
    console.log(`First-load JavaScript (scripts in the page's HTML, gzip); bare Next page: ${kb(bareJs.gzip)}`);
    console.table(
      js.map((row) => ({
        page: row.path,
        files: row.files,
        raw: kb(row.raw),
        gzip: kb(row.gzip),
        "over bare": kb(row.gzip - bareJs.gzip),
      })),
    );
    const misses = [
      ...rows.slice(1).filter((row) => row.rps / bare.rps < TARGET_RATIO).map((row) => `${row.name}: ${(row.rps / bare.rps).toFixed(2)}× the bare page's requests/s (target ${TARGET_RATIO})`),
      ...js.filter((row) => row.gzip - bareJs.gzip > JS_MARGIN).map((row) => `${row.path}: ${kb(row.gzip - bareJs.gzip)} of JavaScript over the bare page's (target ${kb(JS_MARGIN)})`),
    ];
    console.log(misses.length ? `Below target:\n  ${misses.join("\n  ")}` : "Every page meets every target.");
  } finally {
    stopBare();
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench] ${error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ""}` : error}`);
    process.exit(1);
  },
);
