import type { Metadata } from "next";
import { env } from "@/lib/env";
import { officeName, siteName, type Identity } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";

// Search-engine and link-preview helpers shared by the public pages. Server-only output.

/** The link-preview image of pages that have none of their own (app/og-default.png, 1200×630). */
export const DEFAULT_SHARE_IMAGE = "/og-default.png";

/** The site's public origin (canonical URLs, sitemap, feeds, JSON-LD). */
export function siteUrl(): string {
  return env().SITE_URL;
}

/** An absolute URL for a path or URL of this site; other absolute URLs are returned as they are. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl()}/`).toString();
}

interface PageMetadataInput {
  title: string;
  description: string;
  /** Canonical path, with its query string when the page has one. */
  path: string;
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article" | "profile";
  /** Extra Open Graph fields of an article. */
  article?: {
    publishedTime?: string | null;
    modifiedTime?: string | null;
    section?: string | null;
  };
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter card of a public page. */
export async function pageMetadata({
  title,
  description,
  path,
  image,
  imageAlt,
  type = "website",
  article,
  noindex,
}: PageMetadataInput): Promise<Metadata> {
  const { identidad } = await getSiteSettings();
  const images = [{ url: absoluteUrl(image ?? DEFAULT_SHARE_IMAGE), alt: imageAlt ?? title }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      locale: "es_GT",
      siteName: siteName(identidad),
      url: path,
      title,
      description,
      images,
      ...(type === "article" && article
        ? {
            publishedTime: article.publishedTime ?? undefined,
            modifiedTime: article.modifiedTime ?? undefined,
            section: article.section ?? undefined,
          }
        : {}),
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: images.map((entry) => entry.url),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A plain-text description of at most `max` characters, cut at a word. */
export function describe(text: string | null | undefined, fallback: string, max = 160): string {
  const clean =
    (text ?? "")
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim() || fallback;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** Structured data for search engines; `<` is escaped so no text can close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList for a trail that starts at the home page. */
export function breadcrumbList(trail: Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Inicio", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** schema.org Person for the legislator. */
export function personJsonLd(
  identity: Identity,
  extra: { image?: string | null; sameAs?: string[]; description?: string | null } = {},
) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${siteUrl()}/#persona`,
    name: siteName(identity),
    ...(identity.cargo ? { jobTitle: identity.cargo } : {}),
    url: absoluteUrl("/biografia"),
    ...(identity.distrito
      ? { workLocation: { "@type": "AdministrativeArea", name: identity.distrito } }
      : {}),
    ...(identity.partido ? { affiliation: { "@type": "PoliticalParty", name: identity.partido } } : {}),
    ...(extra.image ? { image: absoluteUrl(extra.image) } : {}),
    ...(extra.description ? { description: extra.description } : {}),
    ...(extra.sameAs?.length ? { sameAs: extra.sameAs } : {}),
  };
}

/** schema.org Organization for the legislator's office (publisher of the site's content). */
export function organizationJsonLd(
  identity: Identity,
  extra: { logo?: string | null; email?: string | null; sameAs?: string[] } = {},
) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl()}/#organizacion`,
    name: officeName(identity),
    url: absoluteUrl("/"),
    ...(extra.logo ? { logo: absoluteUrl(extra.logo) } : {}),
    ...(extra.email ? { email: extra.email } : {}),
    ...(extra.sameAs?.length ? { sameAs: extra.sameAs } : {}),
  };
}
