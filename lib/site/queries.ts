import "server-only";
import { publicRead, TAGS } from "@/lib/content/cache";
import { readStoredSiteSettings } from "@/lib/site/admin-queries";
import { readIdentity } from "@/lib/site/identity";
import type { Identity } from "@/lib/site/identity-schema";
import {
  CONTACT_SETTINGS,
  SECTION_TOGGLES,
  type AdminSiteSettings,
  type SectionToggle,
} from "@/lib/site/schema";

export type SocialLinkItem = AdminSiteSettings["redes"][number];

/**
 * What the public pages read of the settings (product.md §A.2.12): the section toggles as stored,
 * the contact configuration and social links with only safe links, and who the site belongs to.
 */
export type SiteSettings = Pick<AdminSiteSettings, SectionToggle> & {
  contacto: Pick<AdminSiteSettings, (typeof CONTACT_SETTINGS)[number]>;
  redes: SocialLinkItem[];
  identidad: Identity;
};

const pick = <T, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

const SAFE_URL = /^(https?:\/\/|\/)/i;

/**
 * The site settings and identity, with every section on when nothing was saved yet, minus any link
 * that is neither http(s) nor site-relative.
 */
export const getSiteSettings = publicRead(
  "site.getSiteSettings",
  TAGS.site,
  async (): Promise<SiteSettings> => {
    const [stored, identidad] = await Promise.all([readStoredSiteSettings(), readIdentity()]);
    return {
      ...pick(stored, SECTION_TOGGLES),
      contacto: {
        ...pick(stored, CONTACT_SETTINGS),
        logo_url: stored.logo_url && SAFE_URL.test(stored.logo_url) ? stored.logo_url : null,
      },
      redes: stored.redes.filter((red) => SAFE_URL.test(red.url)),
      identidad,
    };
  },
);
