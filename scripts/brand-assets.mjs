// Usage: node scripts/brand-assets.mjs
// Renders the icons served from public/ out of public/icon.svg (the manifest's and Apple's, and the
// manifest's maskable one: the icon at 80 % on its own background colour, so that Android's
// circle, squircle or square crop cuts only background). Run it
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

// The maskable icon's safe zone is the circle of 80 % of its width: the drawing, inside its
// rounded square, fits there; the square's corners disappear into the same colour.
const MASKABLE = 512;
const inner = Math.round(MASKABLE * 0.8);
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(icon.toString())[1];
await sharp({ create: { width: MASKABLE, height: MASKABLE, channels: 4, background } })
  .composite([
    {
      input: await sharp(icon, { density: (72 * inner) / 64 })
        .resize(inner, inner)
        .png()
        .toBuffer(),
      gravity: "centre",
    },
  ])
  .png()
  .toFile("public/icons/icon-maskable-512.png");
