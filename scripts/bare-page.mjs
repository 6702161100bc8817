// The reference of `npm run bench`: a bare Next.js page built and served from this checkout's
// node_modules, showing the project's home page's own markup (so as large, and compressing alike),
// in the same prerendering mode and with the same response headers, so that the two are measured
// side by side in one run on one machine.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serveUntilReady } from "./public-server.mjs";

const DIR = path.resolve(".data/bench/bare");
const next = path.resolve("node_modules/next/dist/bin/next");
export const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? (Number(process.env.BENCH_PORT ?? 3947) + 1));
export const BARE_BASE = `http://localhost:${BARE_PORT}`;
const BARE_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** Headers that describe one response or its transport rather than the site's policy. */
const PER_RESPONSE = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "link",
  "transfer-encoding",
  "vary",
]);

/** The headers of a project response that the bare page must send too. */
export function siteHeaders(response) {
  return [...response.headers]
    .filter(([name]) => !PER_RESPONSE.has(name) && !name.startsWith("x-next"))
    .map(([key, value]) => ({ key, value }));
}

/** How long the project's prerendered home page lives (its ISR mode), from the build's manifest. */
export function homeRevalidate(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  return manifest.routes["/"]?.initialRevalidateSeconds ?? false;
}

/**
 * The markup a bare page shows in place of `html`'s: its <body> without scripts — the same words and
 * tags, so that both compress alike (a repeated filler paragraph compresses 27:1, a real page 8:1,
 * and gzip is a large share of serving a prerendered page).
 */
export function bodyMarkupOf(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body.replace(/<script\b[\s\S]*?<\/script>/gi, "");
}

/**
 * Writes and builds the bare app: one page showing `markup` (see bodyMarkupOf), prerendered with the
 * home page's `revalidate`, answered with `headers`. Like every Next page, its HTML carries the
 * markup twice: as HTML and in the inline React payload.
 */
export function buildBarePage({ markup, revalidate, headers }) {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(path.join(DIR, "app"), { recursive: true });
  writeFileSync(path.join(DIR, "package.json"), JSON.stringify({ private: true, type: "module" }));
  writeFileSync(
    path.join(DIR, "next.config.mjs"),
    `export default {
  poweredByHeader: false,
  turbopack: { root: ${JSON.stringify(process.cwd())} },
  headers: async () => [{ source: "/:path*", headers: ${JSON.stringify(headers)} }],
};
`,
  );
  writeFileSync(
    path.join(DIR, "app/layout.jsx"),
    `export default function Layout({ children }) {
  return <html lang="es"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(
    path.join(DIR, "app/page.jsx"),
    `export const revalidate = ${JSON.stringify(revalidate)};
const MARKUP = ${JSON.stringify(markup)};
export default function Page() {
  return <div dangerouslySetInnerHTML={{ __html: MARKUP }} />;
}
`,
  );
  console.error(`[bench] next build (bare page, ${markup.length} characters of markup)…`);
  const result = spawnSync(process.execPath, [next, "build", DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    env: BARE_ENV,
  });
  if (result.status !== 0) throw new Error("the bare page did not build");
}

/** Serves the bare app; the returned function stops it. */
export function startBarePage({ timeoutMs = 60_000 } = {}) {
  return serveUntilReady([next, "start", DIR, "-p", String(BARE_PORT)], { url: BARE_BASE, env: BARE_ENV, timeoutMs });
}
