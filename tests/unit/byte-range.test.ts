import { describe, expect, it } from "vitest";
import { rangeAsked } from "@/lib/storage/byte-range";

describe("rangeAsked", () => {
  it("reads one range of bytes, clamped to the file", () => {
    expect(rangeAsked("bytes=0-3", 10)).toEqual({ kind: "part", start: 0, end: 3 });
    expect(rangeAsked("bytes=4-", 10)).toEqual({ kind: "part", start: 4, end: 9 });
    expect(rangeAsked("bytes=-3", 10)).toEqual({ kind: "part", start: 7, end: 9 });
    expect(rangeAsked("bytes=-30", 10)).toEqual({ kind: "part", start: 0, end: 9 });
    expect(rangeAsked("bytes=8-30", 10)).toEqual({ kind: "part", start: 8, end: 9 });
    expect(rangeAsked(" Bytes = 0-0 ", 10)).toEqual({ kind: "part", start: 0, end: 0 });
  });

  it("is nothing the file holds past its end, backwards, empty or not a range", () => {
    for (const header of [
      "bytes=10-",
      "bytes=10-12",
      "bytes=5-2",
      "bytes=-0",
      "bytes=-",
      "bytes=x-1",
      "bytes=1-2-3",
    ]) {
      expect([header, rangeAsked(header, 10)]).toEqual([header, { kind: "outside" }]);
    }
    expect(rangeAsked("bytes=-1", 0)).toEqual({ kind: "outside" });
  });

  it("is the whole file without a header, in another unit or with several ranges", () => {
    for (const header of [null, "", "items=0-3", "bytes=0-1,3-4", "bytes=0-1=2"]) {
      expect([header, rangeAsked(header, 10)]).toEqual([header, { kind: "whole" }]);
    }
  });
});
