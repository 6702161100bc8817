// Usage: npm run lighthouse       (BENCH_SKIP_BUILD=1 reuses the last build in .next-bench)
// Serves the production build (the same as `npm run bench`) and runs Lighthouse 3 times
// (LIGHTHOUSE_RUNS) in mobile mode (its default: emulated phone, simulated slow 4G and CPU) on /,
// /noticias, a news detail, /labores, /valores, /contacto, /login-register and, signed in as the
// demo citizen, /portal, printing the median score of each category. Targets: performance ≥ 0.98
// with total blocking time ≤ 100 ms, accessibility 1.00, best practices ≥ 0.96, SEO 1.00 (the
// portal is not indexed: no SEO target there).
// The first row is a bare Next.js page (scripts/bare-page.mjs): the home page's body as one string
// of markup, the least a Next page hydrates, measured in the same run with no targets. Lighthouse
// scales the trace it observes by its simulated 4× CPU slowdown, so on a busy machine even a page
// of nothing but Next.js and React shows blocking time, and that row says how much. Every report is kept in .data/bench/lighthouse/ (its trace-derived
// audits, bootup-time and mainthread-work-breakdown, say where a page's blocking time goes).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { BARE_BASE, bodyMarkupOf, buildBarePage, revalidateOf, siteHeaders, startBarePage } from "./bare-page.mjs";
import { BASE, build, citizenSessionCookie, DIST_DIR, get, newsDetailPath, startServer } from "./public-server.mjs";

const REPORT_DIR = ".data/bench/lighthouse";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MAX_TBT_MS = 100;
const CHROME =
  process.env.CHROME_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find(existsSync);
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
].join(" ");
const CATEGORIES = [
  { id: "performance", label: "performance", target: 0.98 },
  { id: "accessibility", label: "accessibility", target: 1 },
  { id: "best-practices", label: "best practices", target: 0.96 },
  { id: "seo", label: "SEO", target: 1 },
];
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function lighthouse(url, cookie) {
  const result = spawnSync(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${CATEGORIES.map((category) => category.id).join(",")}`,
      `--chrome-flags=${FLAGS}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 180_000, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url}: ${result.stderr?.slice(-500)}`);
  return JSON.parse(result.stdout);
}

/** The audits that kept a category below 1, by title. */
function shortfalls(report, categoryId) {
  return report.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((ref) => report.audits[ref.id].title);
}

async function main() {
  if (!CHROME) throw new Error("no Chromium found: set CHROME_PATH");
  build();
  const stop = await startServer();
  let stopBare = () => {};
  try {
    const home = await get("/");
    buildBarePage({
      pages: [{ path: "/", markup: bodyMarkupOf(await home.text()), revalidate: revalidateOf(DIST_DIR, "/") }],
      headers: siteHeaders(home),
    });
    stopBare = await startBarePage();
    const cookie = await citizenSessionCookie();
    const pages = [
      { path: BARE_BASE, label: "bare Next page", indexed: false, reference: true },
      ...["/", "/noticias", await newsDetailPath(), "/labores", "/valores", "/contacto", "/login-register"].map(
        (path) => ({ path }),
      ),
      { path: "/portal", cookie, indexed: false },
    ];
    for (const { path } of pages) await (await get(path)).arrayBuffer(); // warm the caches
    mkdirSync(REPORT_DIR, { recursive: true });
    const loadBefore = loadavg()[0];
    const rows = [];
    const targeted = [];
    const notes = [];
    for (const { path, label = path, cookie: signedIn, indexed = true, reference = false } of pages) {
      const reports = [];
      for (let run = 1; run <= RUNS; run++) {
        console.error(`[lighthouse] ${path} ${run}/${RUNS}`);
        const report = lighthouse(new URL(path, BASE).toString(), signedIn);
        writeFileSync(`${REPORT_DIR}/${label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${run}.json`, JSON.stringify(report));
        reports.push(report);
      }
      const row = { page: label.length > 50 ? `${label.slice(0, 47)}…` : label, indexed };
      for (const category of CATEGORIES) {
        row[category.label] = median(reports.map((report) => report.categories[category.id].score));
        if (row[category.label] < 1 && !reference) {
          const missed = new Set(reports.flatMap((report) => shortfalls(report, category.id)));
          notes.push(`${path} ${category.label}: ${[...missed].join("; ")}`);
        }
      }
      for (const metric of METRICS) {
        const value = median(reports.map((report) => report.audits[metric].numericValue));
        row[metric.replace(/-/g, " ").replace("contentful paint", "CP").replace("total blocking time", "TBT").replace("cumulative layout shift", "CLS")] =
          metric === "cumulative-layout-shift" ? Number(value.toFixed(3)) : Math.round(value);
      }
      rows.push(row);
      if (!reference) targeted.push(row);
    }
    console.log(`\nLighthouse ${RUNS}× mobile, median per page (scores 0–1; times in ms)`);
    console.log(`Machine load average (1 min) before → after: ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)} (other work on the machine slows the observed trace that Lighthouse scales)`);
    console.table(rows);
    const misses = targeted.flatMap((row) => [
      ...CATEGORIES.filter((category) => row[category.label] < category.target && (row.indexed || category.id !== "seo")).map(
        (category) => `${row.page} ${category.label} ${row[category.label]} < ${category.target}`,
      ),
      ...(row["TBT"] > MAX_TBT_MS ? [`${row.page} total blocking time ${row["TBT"]} ms > ${MAX_TBT_MS} ms`] : []),
    ]);
    console.log(misses.length ? `Below target:\n  ${misses.join("\n  ")}` : "Every page meets every target.");
    if (notes.length) console.log(`Audits that cost points:\n  ${notes.join("\n  ")}`);
  } finally {
    stopBare();
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[lighthouse] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
