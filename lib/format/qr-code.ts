import "server-only";
import { encode } from "uqr";

/** A QR code as one SVG path of unit squares (one per dark module), with the side of its square. */
export interface QrCodeShape {
  size: number;
  path: string;
}

/**
 * Encodes `text` as a QR code (error correction M, a 4-module quiet zone as the standard asks) for
 * the screen to draw as an inline <svg>: no image request, nothing for the page's policy to allow.
 */
export function qrCodeShape(text: string): QrCodeShape {
  const { size, data } = encode(text, { ecc: "M", border: 4 });
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : "")))
    .join("");
  return { size, path };
}
