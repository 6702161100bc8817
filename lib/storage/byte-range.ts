import type { ByteRange } from "@/lib/storage/drivers";

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14): the whole file (no header,
 * another unit, or several ranges, which a server may answer whole), one range of it, or nothing it
 * can give (a range past its end, or one that is not a range at all: 416).
 */
export type RangeAsked = { kind: "whole" } | ({ kind: "part" } & ByteRange) | { kind: "outside" };

const SPEC = /^(\d*)-(\d*)$/;

export function rangeAsked(header: string | null, size: number): RangeAsked {
  const [unit, specs, ...more] = header?.split("=") ?? [];
  if (!header || more.length || unit?.trim().toLowerCase() !== "bytes") return { kind: "whole" };
  if (specs!.includes(",")) return { kind: "whole" };
  const [, first = "", last = ""] = SPEC.exec(specs!.trim()) ?? [];
  if (!first && !last) return { kind: "outside" };
  if (!first) {
    // The last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "outside" };
    return { kind: "part", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (end < start || start >= size) return { kind: "outside" };
  return { kind: "part", start, end: Math.min(end, size - 1) };
}
