// Stored files as GET /api/files/{key} serves them: streamed from storage, in ranges (206, 416),
// with validators (ETag, Last-Modified, 304) and a cache policy a CDN can keep for public files
// while private ones stay private. Through the real server, six clients that never read a large
// public file: tests/e2e/support/request-limits.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/files/[key]/route";
import { RANGE_OUTSIDE } from "@/lib/storage/file-response";
import { saveUpload, type SavedFile } from "@/lib/storage/service";
import { createAdmin, signIn } from "./support/helpers";

const PDF_RULES = { kinds: ["pdf"] as const, maxBytes: 1_000_000 };
const bytes = new TextEncoder().encode(`%PDF-1.7 ${"0123456789".repeat(10)}`);
const SIZE = bytes.byteLength;

let publicFile: SavedFile;
let privateFile: SavedFile;

beforeAll(async () => {
  publicFile = await saveUpload({ bytes, name: "informe.pdf" }, PDF_RULES);
  privateFile = await saveUpload({ bytes, name: "adjunto.pdf" }, PDF_RULES, { private: true });
});

function get(key: string, headers: Record<string, string> = {}, method = "GET") {
  return download(new Request(`http://localhost:3000/api/files/${key}`, { method, headers }), {
    params: Promise.resolve({ key }),
  });
}

const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString();

describe("a public file", () => {
  it("is served whole with its validators and a year in any cache, unrevalidated", async () => {
    const whole = await get(publicFile.key);
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=31536000, immutable",
      "content-length": String(SIZE),
      "content-type": "application/pdf",
      "content-security-policy": "sandbox",
      etag: `"${publicFile.key}"`,
    });
    expect(Date.parse(whole.headers.get("last-modified")!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await text(whole)).toBe(Buffer.from(bytes).toString());
  });

  it("answers one range with 206 and its Content-Range: first bytes, last bytes, from an offset", async () => {
    const content = Buffer.from(bytes).toString();
    for (const [range, start, end] of [
      ["bytes=0-3", 0, 3],
      ["bytes=-4", SIZE - 4, SIZE - 1],
      ["bytes=100-", 100, SIZE - 1],
      ["bytes=5-100000", 5, SIZE - 1],
    ] as const) {
      const part = await get(publicFile.key, { range });
      expect([range, part.status, part.headers.get("content-range")]).toEqual([
        range,
        206,
        `bytes ${start}-${end}/${SIZE}`,
      ]);
      expect(part.headers.get("content-length")).toBe(String(end - start + 1));
      expect(await text(part)).toBe(content.slice(start, end + 1));
    }
    expect(await text(await get(publicFile.key, { range: "bytes=0-3" }))).toBe("%PDF");
  });

  it("answers 416 to a range it does not hold or that is no range, and whole to several ranges or another unit", async () => {
    for (const range of [`bytes=${SIZE}-`, "bytes=5-2", "bytes=-0", "bytes=abc", "bytes=-"]) {
      const refused = await get(publicFile.key, { range });
      expect([range, refused.status, refused.headers.get("content-range")]).toEqual([
        range,
        416,
        `bytes */${SIZE}`,
      ]);
      expect((await refused.json()).message).toBe(RANGE_OUTSIDE);
    }
    for (const range of ["bytes=0-1,4-5", "items=0-3"]) {
      const whole = await get(publicFile.key, { range });
      expect([range, whole.status, whole.headers.get("content-length")]).toEqual([
        range,
        200,
        String(SIZE),
      ]);
    }
  });

  it("answers 304 to a current copy, and a range only for the version If-Range names", async () => {
    const first = await get(publicFile.key);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect((await get(publicFile.key, { "if-none-match": etag })).status).toBe(304);
    expect((await get(publicFile.key, { "if-none-match": `"otra", ${etag}` })).status).toBe(304);
    expect((await get(publicFile.key, { "if-modified-since": lastModified })).status).toBe(304);
    expect((await get(publicFile.key, { "if-none-match": '"otra"' })).status).toBe(200);
    const current = await get(publicFile.key, { range: "bytes=0-3", "if-range": etag });
    expect(current.status).toBe(206);
    const stale = await get(publicFile.key, { range: "bytes=0-3", "if-range": '"otra"' });
    expect([stale.status, stale.headers.get("content-length")]).toEqual([200, String(SIZE)]);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await get(publicFile.key, {}, "HEAD");
    expect([head.status, head.headers.get("content-length"), head.body]).toEqual([
      200,
      String(SIZE),
      null,
    ]);
  });
});

describe("a private file", () => {
  it("keeps its authorizing route and is never kept by a cache, ranges included", async () => {
    expect((await get(privateFile.key)).status).toBe(401);
    expect((await get(privateFile.key, { range: "bytes=0-3" })).status).toBe(401);
    const { token } = await signIn({ kind: "admin", adminId: (await createAdmin()).id });
    const part = await get(privateFile.key, {
      authorization: `Bearer ${token}`,
      range: "bytes=0-3",
    });
    expect([part.status, part.headers.get("cache-control"), await text(part)]).toEqual([
      206,
      "private, no-store",
      "%PDF",
    ]);
  });
});
