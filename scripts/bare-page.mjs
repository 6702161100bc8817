// The reference of `npm run bench`: bare Next.js pages built and served from this checkout's
// node_modules, each a twin of one of the project's pages — its own markup (so as large, and
// compressing alike), at the same address and route shape (static, or a dynamic segment), in the
// same prerendering mode and with the same response headers — so that each page is measured beside
// its twin in one run on one machine. The first twin is the home page's.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/** How long the project's prerendered page at `path` lives (its ISR mode), from the build's manifest. */
export function revalidateOf(distDir, pagePath) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  return manifest.routes[pagePath]?.initialRevalidateSeconds ?? false;
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

/** The page module of a twin: `markup` in a page prerendered with `revalidate`. */
function pageModule({ markup, revalidate, slug }) {
  const params = slug
    ? `export function generateStaticParams() {
  return [{ slug: ${JSON.stringify(slug)} }];
}
`
    : "";
  return `export const revalidate = ${JSON.stringify(revalidate)};
${params}const MARKUP = ${JSON.stringify(markup)};
export default async function Page(${slug ? "{ params }" : ""}) {
  ${slug ? "await params;" : ""}
  return <div dangerouslySetInnerHTML={{ __html: MARKUP }} />;
}
`;
}

/** Writes the bare app's pages (see buildBarePage) and builds it. */
function writeAndBuild(pages, headers) {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(path.join(DIR, "app"), { recursive: true });
  writeFileSync(path.join(DIR, "package.json"), JSON.stringify({ private: true, type: "module" }));
  // An unnamed group, as in the project's next.config.ts: a named one makes Next compile every
  // header value holding a colon on every request.
  writeFileSync(
    path.join(DIR, "next.config.mjs"),
    `export default {
  poweredByHeader: false,
  turbopack: { root: ${JSON.stringify(process.cwd())} },
  headers: async () => [{ source: "/(.*)", headers: ${JSON.stringify(headers)} }],
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
  for (const page of pages) {
    const route = page.route ?? page.path;
    const slug = route.endsWith("/[slug]") ? page.path.split("/").at(-1) : undefined;
    const folder = path.join(DIR, "app", ...route.split("/").filter(Boolean));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "page.jsx"), pageModule({ ...page, slug }));
  }
  const result = spawnSync(process.execPath, [next, "build", DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    env: BARE_ENV,
  });
  if (result.status !== 0) throw new Error("the bare page did not build");
}

/** The size in bytes of the HTML the bare app prerendered for `pagePath`. */
const builtSize = (pagePath) =>
  statSync(path.join(DIR, ".next/server/app", `${pagePath === "/" ? "index" : pagePath.slice(1)}.html`))
    .size;

/** `markup` cut or repeated to `length` characters. */
const fitted = (markup, length) =>
  markup.repeat(Math.ceil(length / Math.max(1, markup.length))).slice(0, length);

/**
 * Writes and builds the bare app: for each of `pages` ({ path, route, markup, revalidate, bytes })
 * a page at `route` (the project's route: "/noticias/[slug]" for a news item, whose `path` gives
 * the one slug it prerenders) showing `markup` (see bodyMarkupOf), prerendered with `revalidate`;
 * every response with `headers`. Like every Next page, its HTML carries the markup twice: as HTML
 * and in the inline React payload, escaped. So that each twin's HTML weighs the `bytes` of its
 * page's, a first build measures what a character of markup and an empty page weigh, and the
 * markup is cut or repeated to the length that gives that size.
 */
export function buildBarePage({ pages, headers }) {
  if (!pages.some((page) => page.bytes)) return writeAndBuild(pages, headers);
  const empty = { path: "/vacia", markup: "", revalidate: false };
  console.error("[bench] next build (bare pages, measuring their size)…");
  writeAndBuild([...pages, empty], headers);
  const frame = builtSize(empty.path);
  const sized = pages.map((page) => {
    if (!page.bytes || !page.markup) return page;
    const perCharacter = (builtSize(page.path) - frame) / page.markup.length;
    return { ...page, markup: fitted(page.markup, Math.round((page.bytes - frame) / perCharacter)) };
  });
  console.error("[bench] next build (bare pages, each as large as its page)…");
  writeAndBuild(sized, headers);
}

/** Serves the bare app; the returned function stops it. */
export function startBarePage({ timeoutMs = 60_000 } = {}) {
  return serveUntilReady([next, "start", DIR, "-p", String(BARE_PORT)], { url: BARE_BASE, env: BARE_ENV, timeoutMs });
}
