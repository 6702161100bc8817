import "server-only";
import { notFound } from "next/navigation";
import { getSiteSettings, type SiteSettings } from "@/lib/site/queries";
import type { SectionToggle } from "@/lib/site/schema";

/** The site settings, or a 404 when the administrators switched this section off. */
export async function requireSection(toggle: SectionToggle): Promise<SiteSettings> {
  const settings = await getSiteSettings();
  if (!settings[toggle]) notFound();
  return settings;
}
