import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { DEFAULT_SHARE_IMAGE, siteUrl } from "@/components/public/seo";
import { SiteDocument } from "@/components/public/SiteDocument";
import { siteDescription, siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";
import "./globals.css";

/** Every page's title, description and link preview follow the office's identity (`/admin/landing/identidad`). */
export async function generateMetadata(): Promise<Metadata> {
  const { identidad } = await getSiteSettings();
  const name = siteName(identidad);
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: `%s | ${name}`, default: identidad.nombre ? `${name} | Sitio oficial` : name },
    description: siteDescription(identidad),
    applicationName: name,
    openGraph: {
      type: "website",
      locale: "es_GT",
      siteName: name,
      images: DEFAULT_SHARE_IMAGE,
    },
    twitter: { card: "summary_large_image", images: DEFAULT_SHARE_IMAGE },
    icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
    formatDetection: { telephone: false },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const { identidad } = await getSiteSettings();
  return {
    width: "device-width",
    initialScale: 1,
    themeColor: identidad.color,
    colorScheme: "light",
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { identidad } = await getSiteSettings();
  return <SiteDocument color={identidad.color}>{children}</SiteDocument>;
}
