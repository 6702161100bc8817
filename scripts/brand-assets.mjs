// Usage: node scripts/brand-assets.mjs
// Renders the static brand files served from public/ out of public/icon.svg: the manifest and
// Apple touch icons, and the default link-preview (Open Graph) image. Run it again after changing
// the icon or the legislator's name, and commit the files it writes.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const PERSON = "Carlos Enrique Ixcot";
const NAME = `Diputado ${PERSON}`;
const ROLE = "Congreso de la República de Guatemala";
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

const preview = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#1b3c6f"/>
  <rect y="590" width="1200" height="40" fill="#c8a24a"/>
  <text x="600" y="420" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="bold" fill="#ffffff">${NAME}</text>
  <text x="600" y="490" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#e8d9b0">${ROLE}</text>
</svg>`;
const mark = await sharp(icon, { density: 288 }).resize(200, 200).png().toBuffer();
await sharp(Buffer.from(preview))
  .composite([{ input: mark, top: 110, left: 500 }])
  .png({ compressionLevel: 9 })
  .toFile("public/og-default.png");

writeFileSync(
  "public/manifest.webmanifest",
  `${JSON.stringify(
    {
      name: NAME,
      short_name: "Diputado Ixcot",
      description: `Sitio oficial del diputado ${PERSON}: noticias, labores y atención ciudadana.`,
      lang: "es-GT",
      start_url: "/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#1b3c6f",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  )}\n`,
);
