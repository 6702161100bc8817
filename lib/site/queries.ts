import "server-only";
import { publicCache, TAGS } from "@/lib/cache";
import type { SocialNetwork } from "@/lib/generated/prisma/enums";
import { getAdminSiteSettings } from "@/lib/site/admin-queries";
import { readIdentity } from "@/lib/site/identity";
import type { Identity } from "@/lib/site/identity-schema";

export interface ContactConfig {
  email_oficial: string | null;
  telefono_oficial: string | null;
  direccion_oficial: string | null;
  horario_atencion: string | null;
  mostrar_barra_superior: boolean;
  mostrar_barra_inferior: boolean;
  logo_url: string | null;
}

export interface SocialLinkItem {
  tipo: SocialNetwork;
  url: string;
}

/** Landing toggles (product.md §A.2.12), contact configuration and social links. */
export interface SiteSettings {
  mostrar_biografia: boolean;
  mostrar_noticias: boolean;
  mostrar_logros: boolean;
  mostrar_valores: boolean;
  mostrar_contacto: boolean;
  mostrar_transparencia: boolean;
  contacto: ContactConfig;
  redes: SocialLinkItem[];
  /** Who the site belongs to. */
  identidad: Identity;
}

const SAFE_URL = /^(https?:\/\/|\/)/i;

/**
 * The site settings and identity, with every section on when nothing was saved yet, minus any link
 * that is neither http(s) nor site-relative.
 */
export async function getSiteSettings(): Promise<SiteSettings> {
  "use cache";
  publicCache(TAGS.site);
  const [stored, identidad] = await Promise.all([getAdminSiteSettings(), readIdentity()]);
  return {
    mostrar_biografia: stored.mostrar_biografia,
    mostrar_noticias: stored.mostrar_noticias,
    mostrar_logros: stored.mostrar_logros,
    mostrar_valores: stored.mostrar_valores,
    mostrar_contacto: stored.mostrar_contacto,
    mostrar_transparencia: stored.mostrar_transparencia,
    contacto: {
      email_oficial: stored.email_oficial,
      telefono_oficial: stored.telefono_oficial,
      direccion_oficial: stored.direccion_oficial,
      horario_atencion: stored.horario_atencion,
      mostrar_barra_superior: stored.mostrar_barra_superior,
      mostrar_barra_inferior: stored.mostrar_barra_inferior,
      logo_url: stored.logo_url && SAFE_URL.test(stored.logo_url) ? stored.logo_url : null,
    },
    redes: stored.redes.filter((red) => SAFE_URL.test(red.url)),
    identidad,
  };
}
