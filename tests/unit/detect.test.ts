import { describe, expect, it } from "vitest";
import { detectFileType, typeOfMime } from "@/lib/storage/detect";

const pad = (head: number[] | string) => {
  const bytes = typeof head === "string" ? [...head].map((c) => c.charCodeAt(0)) : head;
  return new Uint8Array([...bytes, ...new Array(16).fill(0)]);
};

describe("file type detection by content", () => {
  it.each([
    ["jpeg", pad([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    ["png", pad("\x89PNG\r\n\x1a\n"), "image/png"],
    ["webp", pad("RIFF\0\0\0\0WEBPVP8 "), "image/webp"],
    ["gif", pad("GIF89a"), "image/gif"],
    ["pdf", pad("%PDF-1.7"), "application/pdf"],
    ["mp4", pad("\0\0\0\x18ftypisom"), "video/mp4"],
    ["heic", pad("\0\0\0\x18ftypheic"), "image/heic"],
  ])("recognises %s, and knows the type again by its recorded MIME", (_name, bytes, mime) => {
    const detected = detectFileType(bytes);
    expect(detected?.mime).toBe(mime);
    expect(typeOfMime(mime)).toEqual(detected);
  });

  it("knows no type for a MIME it never detects", () => {
    expect(typeOfMime("text/html")).toBeNull();
    expect(typeOfMime("constructor")).toBeNull();
  });

  it("refuses text, executables and short input", () => {
    expect(detectFileType(pad("<html><script>"))).toBeNull();
    expect(detectFileType(pad("MZ\x90\0"))).toBeNull();
    expect(detectFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});
