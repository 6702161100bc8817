import type { MetadataRoute } from "next";
import { siteDescription, siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

/**
 * The web app manifest, named after the office's identity (/admin/landing/identidad): what a phone
 * needs to put the site on its home screen (the icons of scripts/brand-assets.mjs, a maskable one
 * among them, drawn to Android's safe zone) and to open it as an app.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { identidad } = await getSiteSettings();
  return {
    name: siteName(identidad),
    short_name: siteName(identidad).split(" ").slice(0, 2).join(" "),
    description: siteDescription(identidad),
    lang: "es-GT",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: identidad.color,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
