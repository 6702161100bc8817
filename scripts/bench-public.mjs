// Usage: npm run bench            (BENCH_SKIP_BUILD=1 reuses the last build in .next-bench)
// Builds the app against a seeded embedded database (.data/bench), serves it with `next start` on
// port 3947, and prints in one run:
//   - requests per second and p99 latency of /, /noticias and a news detail, next to a static file
//     served by the same server (10 s each, wrk when installed, autocannon otherwise);
//   - the first-load JavaScript of every public page: the scripts its HTML loads, gzipped.
// Load only goes to localhost, and every run is bounded in time.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { BASE, build, get, newsDetailPath, startServer, text } from "./public-server.mjs";

const DURATION_S = 10;
const CONNECTIONS = 32;

/** Script URLs a page's HTML loads in modern browsers (nomodule polyfills left out). */
function scriptsOf(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  return [...new Set(tags.filter(([tag]) => !/\bnoModule\b/i.test(tag)).map(([, src]) => src.replace(/&amp;/g, "&")))];
}

const sizes = new Map();
async function gzipSize(src) {
  if (!sizes.has(src)) {
    const bytes = Buffer.from(await (await get(src)).arrayBuffer());
    sizes.set(src, { raw: bytes.length, gzip: gzipSync(bytes).length });
  }
  return sizes.get(src);
}

async function firstLoadJs(path) {
  const scripts = scriptsOf(await text(path));
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const size = await gzipSize(src);
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

async function load(url) {
  if (WRK) {
    const result = spawnSync(
      WRK,
      ["-t2", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
      { encoding: "utf8", timeout: (DURATION_S + 20) * 1000 },
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
    duration: DURATION_S,
    headers: { "accept-encoding": "gzip" },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx, tool: "autocannon" };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  build();
  const stop = await startServer();
  try {
    const detail = await newsDetailPath();
    const laborDetail = /href="(\/labores\/[^"?]+)"/.exec(await text("/labores"))?.[1];
    // The static reference: the smallest file of /_next/static that the home page loads.
    const homeScripts = scriptsOf(await text("/")).filter((src) => src.startsWith("/_next/static/"));
    for (const src of homeScripts) await gzipSize(src);
    const smallest = homeScripts.sort((a, b) => sizes.get(a).raw - sizes.get(b).raw)[0];
    if (!smallest) throw new Error("the home page loads no static file");

    // Warm every page so that the measurement sees the steady state (prerendered pages and caches).
    const targets = [
      { name: "/", path: "/" },
      { name: "/noticias", path: "/noticias" },
      { name: "news detail", path: detail },
      { name: `static file (${kb(sizes.get(smallest).raw)})`, path: smallest },
    ];
    for (const target of targets) for (let i = 0; i < 20; i++) await (await get(target.path)).arrayBuffer();

    const loadBefore = loadavg()[0];
    const rows = [];
    for (const target of targets) {
      const result = await load(new URL(target.path, BASE).toString());
      rows.push({ page: target.name, path: target.path, ...result });
    }

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
      "/politicas",
      "/condiciones",
    ].filter(Boolean);
    const js = [];
    for (const path of pages) js.push({ path, ...(await firstLoadJs(path)) });

    console.log(`\nThroughput (${rows[0]?.tool}, ${CONNECTIONS} connections, ${DURATION_S} s each, server and load on this machine)`);
    console.log(`Machine load average (1 min) before → after: ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}`);
    console.table(
      rows.map((row) => ({
        page: row.page,
        path: row.path.length > 60 ? `${row.path.slice(0, 57)}…` : row.path,
        "requests/s": Math.round(row.rps),
        "p99 (ms)": Number(row.p99.toFixed(2)),
        "non-2xx": row.errors,
      })),
    );
    console.log("First-load JavaScript (scripts in the page's HTML, gzip)");
    console.table(js.map((row) => ({ page: row.path, files: row.files, raw: kb(row.raw), gzip: kb(row.gzip) })));
  } finally {
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
