// Paths Next.js cannot decode get the site's 404 (middleware.ts, lib/http/path-segments.ts): the
// middleware's matcher, read as Next.js reads it, selects every such path, and the middleware sends
// each to a path nothing serves, leaving good ones alone. Checked against what decodeURIComponent
// (which Next.js runs on every dynamic segment) says of the same path.
import { fc, test } from "@fast-check/vitest";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { isSafeSegment, MALFORMED_PATH_DESTINATION } from "@/lib/http/path-segments";
import { config, middleware } from "@/middleware";

/** What Next.js would do with the path: throw on decoding it, or hand a NUL to a page. */
function unusable(path: string): boolean {
  try {
    return decodeURIComponent(path).includes("\u0000");
  } catch {
    return true;
  }
}

const url = (path: string) => `http://localhost${path}`;
const matched = (path: string) => unstable_doesMiddlewareMatch({ config, url: url(path) });
const rewrittenTo = (path: string) =>
  middleware(new NextRequest(url(path))).headers.get("x-middleware-rewrite");

const hexByte = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.boolean()).map(([byte, upper]) => {
  const hex = byte.toString(16).padStart(2, "0");
  return `%${upper ? hex.toUpperCase() : hex}`;
});
/** Paths built from literal characters, valid and invalid percent-escapes, and bare `%`. */
const path = fc
  .array(
    fc.oneof(
      fc.constantFrom("a", "Z", "0", "-", "_", ".", "~", "/", "ñ", "😀", "%", "%0", "%G1", "%%"),
      hexByte,
      fc.constantFrom("%C3%B1", "%E2%82%AC", "%F0%9F%98%80", "%E0%A4%A", "%ED%A0%80", "%00"),
    ),
    { maxLength: 12 },
  )
  // As the server reads it (dot segments resolved); Next first redirects a path ending in a slash
  // to the same path without it.
  .map((parts) => new URL(url(`/${encodeURI(parts.join("")).replace(/%25/g, "%")}`)).pathname)
  .filter((candidate) => candidate === "/" || !candidate.endsWith("/"));

describe("malformed paths", () => {
  it("sends the paths of the issue to the 404, leaves good ones alone", () => {
    for (const bad of ["/noticias/%E0%A4%A", "/labores/%E0%A4%A", "/api/labores/%00", "/a/%"]) {
      expect([bad, matched(bad), rewrittenTo(bad)]).toEqual([
        bad,
        true,
        url(MALFORMED_PATH_DESTINATION),
      ]);
    }
    for (const good of ["/noticias/una-noticia", "/labores/caf%C3%A9", "/api/files/a%20b"]) {
      expect([good, rewrittenTo(good)]).toEqual([good, null]);
    }
    // A good public path with an encoding passes untouched: no per-request policy on a
    // prerendered page.
    const response = middleware(new NextRequest(url("/labores/caf%C3%A9")));
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  test.prop([path], { numRuns: 2_000, seed: 16 })(
    "reaches and rewrites exactly the paths Next.js cannot decode or that decode to a NUL",
    (candidate) => {
      if (unusable(candidate)) expect(matched(candidate), candidate).toBe(true);
      if (!matched(candidate)) return;
      expect(rewrittenTo(candidate) === url(MALFORMED_PATH_DESTINATION), candidate).toBe(
        unusable(candidate),
      );
    },
  );

  it("the route wrapper refuses decoded segments with a NUL or a lone surrogate half", () => {
    expect(["ok", "café", "😀", "a b"].every(isSafeSegment)).toBe(true);
    expect(["a\u0000b", "\ud800", "x\udfffy"].some(isSafeSegment)).toBe(false);
  });
});

describe("request bodies", () => {
  // Next copies the body of every request the middleware runs for and waits for all of it before
  // the route runs (middleware.ts): no body meant for a route handler may be selected.
  it("never bring an /api call here: no /api path is matched, an encoded one only without a body", () => {
    const withBody = [{ "content-length": "900000000" }, { "transfer-encoding": "chunked" }];
    for (const path of [
      "/api/portal/gestiones/1/mensajes",
      "/api/auth-user/login",
      "/api/auth/callback/session",
      "/api/admin/labores/1/media",
    ]) {
      expect([path, matched(path)]).toEqual([path, false]);
    }
    for (const path of [
      "/api/portal/gestiones/%31/mensajes",
      "/%61pi/auth-user/login",
      "/api/x/%E0%A4%A",
    ]) {
      expect([path, matched(path)]).toEqual([path, true]);
      for (const headers of withBody) {
        expect([
          path,
          headers,
          unstable_doesMiddlewareMatch({ config, url: url(path), headers }),
        ]).toEqual([path, headers, false]);
      }
      const empty = { "content-length": "0" };
      expect(unstable_doesMiddlewareMatch({ config, url: url(path), headers: empty })).toBe(true);
    }
  });
});

describe("filtered public lists", () => {
  it("are served by the per-request page beside the prerendered first page", () => {
    for (const [list, keys] of [
      ["/noticias", ["q", "anio", "mes", "orden", "page"]],
      ["/labores", ["q", "anio", "page"]],
      ["/logros", ["q", "anio", "page"]],
    ] as const) {
      for (const key of keys) {
        const path = `${list}?${key}=2`;
        expect([path, matched(path), rewrittenTo(path)]).toEqual([
          path,
          true,
          url(`${list}/_lista?${key}=2`),
        ]);
      }
      // Without a filter the middleware does not run: the prerendered page answers.
      for (const path of [list, `${list}?utm_source=boletin`]) {
        expect([path, matched(path)]).toEqual([path, false]);
      }
    }
  });
});
