export type FileKind = "image" | "video" | "pdf";

export interface DetectedType {
  mime: string;
  ext: string;
  kind: FileKind;
}

const TYPES = {
  "image/jpeg": { ext: "jpg", kind: "image" },
  "image/png": { ext: "png", kind: "image" },
  "image/webp": { ext: "webp", kind: "image" },
  "image/gif": { ext: "gif", kind: "image" },
  "image/heic": { ext: "heic", kind: "image" },
  "application/pdf": { ext: "pdf", kind: "pdf" },
  "video/mp4": { ext: "mp4", kind: "video" },
} as const satisfies Record<string, Omit<DetectedType, "mime">>;

type KnownMime = keyof typeof TYPES;

const typeOf = (mime: KnownMime): DetectedType => ({ mime, ...TYPES[mime] });

/** The type recorded for a file that was detected earlier (its stored MIME type), or null. */
export function typeOfMime(mime: string): DetectedType | null {
  return Object.hasOwn(TYPES, mime) ? typeOf(mime as KnownMime) : null;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * The real type of a file, read from its first bytes (never from its name or the browser's claim).
 * Recognises JPEG, PNG, WEBP, GIF, HEIC/HEIF, MP4 and PDF; anything else is null.
 */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return typeOf("image/jpeg");
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return typeOf("image/png");
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return typeOf("image/webp");
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")
    return typeOf("image/gif");
  if (ascii(bytes, 0, 5) === "%PDF-") return typeOf("application/pdf");
  if (ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (["heic", "heix", "mif1", "msf1", "heim", "heis"].includes(brand))
      return typeOf("image/heic");
    return typeOf("video/mp4");
  }
  return null;
}
