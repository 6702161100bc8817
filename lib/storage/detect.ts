export type FileKind = "image" | "video" | "pdf";

export interface DetectedType {
  mime: string;
  ext: string;
  kind: FileKind;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * The real type of a file, read from its first bytes (never from its name or the browser's claim).
 * Recognises JPEG, PNG, WEBP, GIF, HEIC/HEIF, MP4 and PDF; anything else is null.
 */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: "image/jpeg", ext: "jpg", kind: "image" };
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return { mime: "image/png", ext: "png", kind: "image" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return { mime: "image/webp", ext: "webp", kind: "image" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { mime: "image/gif", ext: "gif", kind: "image" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { mime: "application/pdf", ext: "pdf", kind: "pdf" };
  if (ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (["heic", "heix", "mif1", "msf1", "heim", "heis"].includes(brand)) {
      return { mime: "image/heic", ext: "heic", kind: "image" };
    }
    return { mime: "video/mp4", ext: "mp4", kind: "video" };
  }
  return null;
}

export const IMAGE_MIMES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/heic"] as const;
