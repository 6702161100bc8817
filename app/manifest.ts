import type { MetadataRoute } from "next";
import { siteDescription, siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

/** The web app manifest, named after the office's identity (/admin/landing/identidad). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { identidad } = await getSiteSettings();
  return {
    name: siteName(identidad),
    short_name: siteName(identidad).split(" ").slice(0, 2).join(" "),
    description: siteDescription(identidad),
    lang: "es-GT",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: identidad.color,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
