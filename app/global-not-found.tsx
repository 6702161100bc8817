import type { Metadata, Viewport } from "next";
import { PageNotFound } from "@/components/public/PageNotFound";
import { PublicShell } from "@/components/public/PublicShell";
import { SiteDocument } from "@/components/public/SiteDocument";
import { siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";
import { generateMetadata as siteMetadata, generateViewport as siteViewport } from "./layout";
import "./globals.css";

// The 404 of addresses no route serves. Next serves it without any layout, so it draws the whole
// document; being outside the root layout, it is not sent with every page as app/not-found.tsx is
// (docs/decisions/0009-cache-model.md, "Payload").

export async function generateMetadata(): Promise<Metadata> {
  const [site, { identidad }] = await Promise.all([siteMetadata(), getSiteSettings()]);
  return {
    ...site,
    title: `Página no encontrada | ${siteName(identidad)}`,
    robots: { index: false },
  };
}

export async function generateViewport(): Promise<Viewport> {
  return siteViewport();
}

export default async function GlobalNotFound() {
  const settings = await getSiteSettings();
  return (
    <SiteDocument color={settings.identidad.color}>
      <PublicShell settings={settings}>
        <PageNotFound />
      </PublicShell>
    </SiteDocument>
  );
}
