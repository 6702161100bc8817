// Usage: node scripts/brand-assets.mjs
// Renders the icons served from public/ out of public/icon.svg (the manifest's and Apple's). Run it
// again after changing the icon, and commit the files it writes. The manifest (app/manifest.ts) and
// the default link-preview image (app/og-default.png) follow the office's identity on their own.
import { readFileSync } from "node:fs";
import sharp from "sharp";

const icon = readFileSync("public/icon.svg");

for (const [file, size] of [
  ["public/icons/icon-192.png", 192],
  ["public/icons/icon-512.png", 512],
  ["public/icons/apple-touch-icon.png", 180],
]) {
  await sharp(icon, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(file);
}
