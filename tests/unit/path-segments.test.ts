// The rewrite that turns paths Next.js cannot decode into a 404 (next.config.ts, lib/path-segments.ts),
// matched the way Next.js's router matches a rewrite source, against what decodeURIComponent
// (which Next.js runs on every dynamic segment) says of the same path.
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { modifyRouteRegex } from "next/dist/lib/redirect-status.js";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match.js";
import nextConfig from "@/next.config";
import {
  isSafeSegment,
  MALFORMED_PATH_DESTINATION,
  MALFORMED_PATH_SOURCE,
} from "@/lib/path-segments";

// As next/dist/server/lib/router-utils/filesystem.js builds the matcher of a rewrite.
const matchesRewrite = getPathMatch(MALFORMED_PATH_SOURCE, {
  strict: true,
  removeUnnamedParams: true,
  regexModifier: (regex: string) => modifyRouteRegex(regex),
  sensitive: false,
});

/** What Next.js would do with the path: throw on decoding it, or hand a NUL to a page. */
function unusable(path: string): boolean {
  try {
    return decodeURIComponent(path).includes("\u0000");
  } catch {
    return true;
  }
}

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
  .map((parts) => `/${parts.join("")}`);

describe("malformed paths", () => {
  it("the rewrite is the first of next.config.ts, before any other route is matched", async () => {
    const rewrites = await nextConfig.rewrites!();
    const first = Array.isArray(rewrites) ? rewrites[0] : rewrites.beforeFiles?.[0];
    expect(first).toEqual({
      source: MALFORMED_PATH_SOURCE,
      destination: MALFORMED_PATH_DESTINATION,
    });
  });

  it("rewrites the paths of the issue, leaves good ones alone", () => {
    for (const bad of ["/noticias/%E0%A4%A", "/labores/%E0%A4%A", "/api/labores/%00", "/a/%"]) {
      expect([bad, Boolean(matchesRewrite(bad))]).toEqual([bad, true]);
    }
    for (const good of ["/", "/noticias/una-noticia", "/labores/caf%C3%A9", "/api/files/a%20b"]) {
      expect([good, Boolean(matchesRewrite(good))]).toEqual([good, false]);
    }
  });

  test.prop([path], { numRuns: 2_000, seed: 16 })(
    "matches exactly the paths Next.js cannot decode or that decode to a NUL",
    (candidate) => {
      expect(Boolean(matchesRewrite(candidate))).toBe(unusable(candidate));
    },
  );

  it("the route wrapper refuses decoded segments with a NUL or a lone surrogate half", () => {
    expect(["ok", "café", "😀", "a b"].every(isSafeSegment)).toBe(true);
    expect(["a\u0000b", "\ud800", "x\udfffy"].some(isSafeSegment)).toBe(false);
  });
});
