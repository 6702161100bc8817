import "server-only";
import { NextResponse } from "next/server";
import { rangeAsked } from "@/lib/storage/byte-range";
import type { ServedFile } from "@/lib/storage/service";

const SHOWN_INLINE = (mime: string) => mime.startsWith("image/") || mime === "video/mp4";

export const RANGE_OUTSIDE = "El rango pedido no está dentro del archivo.";

/**
 * The answer for a stored file the caller may read, streamed from its storage as the client takes
 * it: whole (200), one range of it (206, for players and download managers resuming), 416 for a
 * range it does not hold, or 304 when the client's copy is current. A key names one upload for
 * good (a random name, never written twice), so its ETag is the key and a public file may be kept
 * by any cache for a year, unrevalidated; a private one (a gestión's attachment) by none.
 * `sandbox` keeps any active content a file might hold from running as this site.
 */
export async function fileResponse(request: Request, file: ServedFile): Promise<Response> {
  const etag = `"${file.key}"`;
  const lastModified = new Date(Math.floor(file.created_at.getTime() / 1000) * 1000);
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Cache-Control":
      file.visibility === "public" ? "public, max-age=31536000, immutable" : "private, no-store",
    ETag: etag,
    "Last-Modified": lastModified.toUTCString(),
    "Content-Security-Policy": "sandbox",
    "X-Content-Type-Options": "nosniff",
  });
  if (isCurrent(request.headers, etag, lastModified)) {
    return new Response(null, { status: 304, headers });
  }
  const size = file.size_bytes;
  const asked = rangeApplies(request.headers, etag, lastModified)
    ? rangeAsked(request.headers.get("range"), size)
    : ({ kind: "whole" } as const);
  if (asked.kind === "outside") {
    headers.set("Content-Range", `bytes */${size}`);
    return NextResponse.json(
      { code: "RANGE_NOT_SATISFIABLE", message: RANGE_OUTSIDE },
      { status: 416, headers },
    );
  }
  headers.set("Content-Type", file.mime);
  headers.set(
    "Content-Disposition",
    `${SHOWN_INLINE(file.mime) ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
  );
  const part = asked.kind === "part" ? asked : undefined;
  if (part) headers.set("Content-Range", `bytes ${part.start}-${part.end}/${size}`);
  headers.set("Content-Length", String(part ? part.end - part.start + 1 : size));
  // A HEAD answer has no body: nothing is opened that nobody would read.
  const body = request.method === "HEAD" ? null : await file.open(part);
  return new Response(body, { status: part ? 206 : 200, headers });
}

/** Whether the client's copy is this file (If-None-Match first, else If-Modified-Since). */
function isCurrent(headers: Headers, etag: string, lastModified: Date): boolean {
  const match = headers.get("if-none-match");
  if (match !== null)
    return match.split(",").some((tag) => [etag, `W/${etag}`, "*"].includes(tag.trim()));
  const since = Date.parse(headers.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

/** A Range is honoured unless If-Range names another version of the file. */
function rangeApplies(headers: Headers, etag: string, lastModified: Date): boolean {
  const condition = headers.get("if-range")?.trim();
  if (!condition) return true;
  if (condition.startsWith('"') || condition.startsWith("W/")) return condition === etag;
  return Date.parse(condition) === lastModified.getTime();
}
