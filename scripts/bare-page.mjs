// The reference of `npm run bench`: bare Next.js pages built and served from this checkout's
// node_modules, each a twin of one of the project's pages — its whole markup as plain React
// elements (the same content, so compressing alike, without the project's components, data,
// middleware or client code), at the same address and route shape (static, or a dynamic segment),
// in the same prerendering mode and with the same response headers — so that each page is measured
// beside its twin in one run on one machine. The first twin is the home page's. `npm run
// lighthouse` builds the home page's twin as one string of markup instead: the least a Next page
// can hydrate.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { serveUntilReady } from "./public-server.mjs";

const DIR = path.resolve(".data/bench/bare");
const next = path.resolve("node_modules/next/dist/bin/next");
export const BARE_PORT = Number(
  process.env.BENCH_BARE_PORT ?? Number(process.env.BENCH_PORT ?? 3947) + 1,
);
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
 * The markup a bare page shows in place of `html`'s: its <body> without the scripts that run (its
 * JSON-LD kept) — the same words and tags, so that both compress alike (a repeated filler
 * paragraph compresses 27:1, a real page 8:1, and gzip is a large share of serving a prerendered
 * page).
 */
export function bodyMarkupOf(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body.replace(/<script\b(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/gi, "");
}

/**
 * The page's own metadata in `html`'s <head>: its title, its meta tags but the character set and
 * viewport (every Next page writes those) and its links but the build's stylesheets and preloads.
 * Rendered as React elements, React puts them back in the head.
 */
export function metadataMarkupOf(html) {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  return [
    ...head.matchAll(
      /<title>[\s\S]*?<\/title>|<meta\b(?![^>]*(?:charSet|name="viewport"))[^>]*>|<link\b(?![^>]*rel="(?:stylesheet|preload)")[^>]*>/gi,
    ),
  ].join("");
}

/** HTML attribute names whose React prop is spelt otherwise (React writes the rest as their props). */
const PROP_NAMES = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
};
const BOOLEAN_ATTRIBUTES = new Set([
  "checked",
  "disabled",
  "hidden",
  "multiple",
  "open",
  "readOnly",
  "required",
  "selected",
]);

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** An inline style attribute as React's style object (custom properties keep their names). */
function styleObject(style) {
  return Object.fromEntries(
    style
      .split(";")
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([property, value]) => property && value)
      .map(([property, value]) => [
        property.startsWith("--") ? property : camelCase(property),
        value,
      ]),
  );
}

function propsOf(attributes) {
  return Object.fromEntries(
    Object.entries(attributes).map(([attribute, value]) => {
      const hyphenated = attribute.includes("-") && !/^(aria|data)-/.test(attribute);
      const name = PROP_NAMES[attribute] ?? (hyphenated ? camelCase(attribute) : attribute);
      if (name === "style") return [name, styleObject(value)];
      return [name, BOOLEAN_ATTRIBUTES.has(name) && value === "" ? true : value];
    }),
  );
}

/**
 * Parsed nodes as [type, props, children] arrays and strings, comments left out; a script's text
 * (JSON-LD) as its inner HTML, as a page writes it.
 */
function elementsOf(nodes) {
  return nodes.flatMap((node) => {
    if (node.type === "text") return [node.data];
    if (node.type === "script") {
      const __html = node.children.map((child) => child.data).join("");
      return [[node.name, { ...propsOf(node.attribs), dangerouslySetInnerHTML: { __html } }, []]];
    }
    if (node.type !== "tag") return [];
    return [[node.name, propsOf(node.attribs), elementsOf(node.children)]];
  });
}

/** `markup` as the React elements that render it: [type, props, children] arrays and strings. */
export const elementsOfMarkup = (markup) =>
  elementsOf(parseDocument(markup, { lowerCaseAttributeNames: false }).children);

/**
 * The page module of a twin: `markup` in a page prerendered with `revalidate`, either as one string
 * (`dangerouslySetInnerHTML`: the cheapest page Next can serve, whose React payload is that string)
 * or, with `elements`, as the React elements the markup is made of, so that its payload is a tree
 * of elements like any page's.
 */
function pageModule({ markup, revalidate, slug, elements = false }) {
  const params = slug
    ? `export function generateStaticParams() {
  return [{ slug: ${JSON.stringify(slug)} }];
}
`
    : "";
  const content = elements
    ? `import { createElement } from "react";
const TREE = ${JSON.stringify(elementsOfMarkup(markup))};
const render = (node) =>
  typeof node === "string" ? node : createElement(node[0], node[1], ...node[2].map(render));
`
    : `const MARKUP = ${JSON.stringify(markup)};
`;
  const body = elements
    ? `createElement("div", null, ...TREE.map(render))`
    : "<div dangerouslySetInnerHTML={{ __html: MARKUP }} />";
  return `${content}export const revalidate = ${JSON.stringify(revalidate)};
${params}export default async function Page(${slug ? "{ params }" : ""}) {
  ${slug ? "await params;" : ""}
  return ${body};
}
`;
}

/**
 * Writes and builds the bare app: for each of `pages` ({ path, route, markup, revalidate,
 * elements }) a page at `route` (the project's route: "/noticias/[slug]" for a news item, whose
 * `path` gives the one slug it prerenders) showing `markup` (see bodyMarkupOf; as React elements
 * with `elements`, see pageModule), prerendered with `revalidate`; every response with `headers`.
 */
export function buildBarePage({ pages, headers }) {
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

/** Serves the bare app; the returned function stops it. */
export function startBarePage({ timeoutMs = 60_000 } = {}) {
  return serveUntilReady([next, "start", DIR, "-p", String(BARE_PORT)], {
    url: BARE_BASE,
    env: BARE_ENV,
    timeoutMs,
  });
}
