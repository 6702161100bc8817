import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { NextRequest } from "next/server";
// Next's own matcher of next.config.ts `headers()` sources.
import { buildCustomRoute } from "next/dist/server/lib/router-utils/filesystem.js";
import { describe, expect, it } from "vitest";
import {
  SONNER_STYLE_HASHES,
  STATIC_POLICY_SOURCE,
  STRICT_POLICY_AREAS,
  staticPolicy,
  strictPolicy,
} from "@/lib/security/csp";
import { uploadThingOrigins } from "@/lib/storage/upload-origins";
import { config, middleware } from "@/middleware";

// The policies themselves; the headers that the built server sends, and the pages that run under
// them without a violation, are checked by tests/e2e/content-security-policy.spec.ts.

/** A policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const token = (payload: object) => btoa(JSON.stringify({ apiKey: "sk_live_x", ...payload }));
const production = { NODE_ENV: "production" };
const withUploadThing = {
  ...production,
  UPLOADTHING_TOKEN: token({ appId: "app123", regions: ["sea1"] }),
};

describe("Content-Security-Policy", () => {
  it("per request: scripts and <style> elements need the nonce; no eval outside development", () => {
    const policy = directives(strictPolicy("n0nce", production));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"]);
    expect(policy.get("style-src-elem")).toEqual([
      "'self'",
      "'nonce-n0nce'",
      ...SONNER_STYLE_HASHES,
    ]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    // Next reads the nonce from the first directive that starts with script-src.
    expect([...policy.keys()].find((name) => name.startsWith("script-src"))).toBe("script-src");
    expect(
      directives(strictPolicy("n0nce", { NODE_ENV: "development" })).get("script-src"),
    ).toContain("'unsafe-eval'");
  });

  it("prerendered pages: inline scripts but no inline event handlers, and no eval in production", () => {
    const policy = directives(staticPolicy(production));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
  });

  it("both: the same sources; frames only from the site and the two video players", () => {
    for (const policy of [strictPolicy("n", withUploadThing), staticPolicy(withUploadThing)]) {
      const parsed = directives(policy);
      expect(parsed.get("default-src")).toEqual(["'self'"]);
      expect(parsed.get("object-src")).toEqual(["'none'"]);
      expect(parsed.get("base-uri")).toEqual(["'none'"]);
      expect(parsed.get("frame-ancestors")).toEqual(["'self'"]);
      expect(parsed.get("form-action")).toEqual(["'self'"]);
      expect(parsed.get("img-src")).toEqual(["'self'", "https://app123.ufs.sh", "https:", "blob:"]);
      expect(parsed.get("media-src")).toEqual(["'self'", "https://app123.ufs.sh", "https:"]);
      expect(parsed.get("connect-src")).toEqual(["'self'", "https://sea1.ingest.uploadthing.com"]);
      // The service worker is the site's own file; nothing else may start a worker.
      expect(parsed.get("worker-src")).toEqual(["'self'"]);
      expect(parsed.get("frame-src")).toEqual([
        "'self'",
        "https://www.youtube.com",
        "https://youtube.com",
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
      ]);
    }
  });

  it("allows sonner's <style> element, empty and then with the stylesheet of the version installed", () => {
    const source = readFileSync("node_modules/sonner/dist/index.mjs", "utf8");
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)+")\)/.exec(source)?.[1];
    expect(literal, "sonner still adds its stylesheet with __insertCSS").toBeDefined();
    const hash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
    expect(SONNER_STYLE_HASHES).toEqual([hash(""), hash(JSON.parse(literal!) as string)]);
  });
});

describe("UploadThing's origins, from its configuration", () => {
  it("none while uploads stay on this server's disk", () => {
    expect(uploadThingOrigins({})).toEqual({ files: [], uploads: [] });
  });

  it("the token's app and regions, and the hosts its SDK is told to use", () => {
    expect(
      uploadThingOrigins({
        UPLOADTHING_TOKEN: token({
          appId: "a1",
          regions: ["fra1", "sea1"],
          ingestHost: "in.example",
        }),
        UPLOADTHING_UFS_HOST: "files.example",
      }),
    ).toEqual({
      files: ["https://a1.files.example"],
      uploads: ["https://fra1.in.example", "https://sea1.in.example"],
    });
    expect(
      uploadThingOrigins({
        UPLOADTHING_TOKEN: token({ appId: "a1", regions: [] }),
        UPLOADTHING_UFS_HOST: "files.example",
        UPLOADTHING_UFS_APP_ID_LOCATION: "path",
      }).files,
    ).toEqual(["https://files.example"]);
  });

  it("a service in UploadThing's place (the tests' fake) receives the uploads and serves the files", () => {
    expect(
      uploadThingOrigins({
        UPLOADTHING_TOKEN: token({ appId: "fake", regions: ["fake1"] }),
        UPLOADTHING_INGEST_URL: "http://127.0.0.1:3990/",
      }),
    ).toEqual({
      files: ["https://fake.ufs.sh", "http://127.0.0.1:3990"],
      uploads: ["http://127.0.0.1:3990"],
    });
  });

  it("a malformed token gives no origin rather than an error", () => {
    expect(uploadThingOrigins({ UPLOADTHING_TOKEN: "not base64 json" })).toEqual({
      files: [],
      uploads: [],
    });
  });
});

describe("which pages get which policy", () => {
  const staticRoute = buildCustomRoute(
    "header",
    { source: STATIC_POLICY_SOURCE, headers: [] },
    "",
    false,
  );
  const strictArea = (path: string) =>
    STRICT_POLICY_AREAS.some((area) => path === `/${area}` || path.startsWith(`/${area}/`));

  it("next.config.ts gives the static policy to every page outside the per-request areas", () => {
    const pages = [
      "/",
      "/noticias",
      "/noticias/una-noticia",
      "/labores/_lista",
      "/valores",
      "/administracion",
      "/robots.txt",
    ];
    // Matched without parameters, so that Next sends the policy as written instead of compiling it.
    for (const path of pages) expect(staticRoute.match(path), path).toEqual({});
    const others = [
      "/admin",
      "/admin/login",
      "/portal",
      "/portal/sugerencias/3",
      "/login-register",
      "/forgot-password",
      "/activar-cuenta",
      "/reset-password",
      "/buscar",
    ];
    for (const path of others) expect(staticRoute.match(path), path).toBe(false);
    // Auth.js's own HTML pages, but no JSON route, uploaded file or asset.
    expect(staticRoute.match("/api/auth/signout")).not.toBe(false);
    for (const path of ["/api/files/abc.pdf", "/api/noticias", "/_next/static/chunks/a.js"]) {
      expect(staticRoute.match(path), path).toBe(false);
    }
  });

  it("the middleware runs on every per-request area and gives each request its own nonce", async () => {
    for (const area of STRICT_POLICY_AREAS) {
      expect(
        config.matcher.some((pattern) => pattern === `/${area}` || pattern === `/${area}/:path*`),
        area,
      ).toBe(true);
    }
    const nonces = new Set<string>();
    for (const path of [
      "/admin/login",
      "/admin/dashboard",
      "/login-register",
      "/buscar",
      "/login-register",
    ]) {
      expect(strictArea(path)).toBe(true);
      const response = middleware(new NextRequest(`http://localhost${path}`));
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // Next reads the nonce from the request's copy of the policy.
      expect(response.headers.get("x-middleware-request-content-security-policy"), path).toBe(
        policy,
      );
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
    // Redirects and API answers carry no page, and no policy from here.
    expect(
      middleware(new NextRequest("http://localhost/portal")).headers.get("content-security-policy"),
    ).toBeNull();
    expect(
      middleware(new NextRequest("http://localhost/api/noticias")).headers.get(
        "content-security-policy",
      ),
    ).toBeNull();
  });
});
