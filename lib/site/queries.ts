import "server-only";
import { publicRead, TAGS } from "@/lib/cache";
import { db } from "@/lib/db";
import type { SocialNetwork } from "@/lib/generated/prisma/enums";

const NOMBRE = "Carlos Enrique Ixcot";

/** The legislator the site belongs to (the biography has no name field). */
export const LEGISLATOR = {
  nombre: NOMBRE,
  titulo: `Diputado ${NOMBRE}`,
  cargo: "Diputado al Congreso de la República de Guatemala",
} as const;

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

/** Landing toggles (spec 01 §2.12), contact configuration and social links. */
export interface SiteSettings {
  mostrar_biografia: boolean;
  mostrar_noticias: boolean;
  mostrar_logros: boolean;
  mostrar_valores: boolean;
  mostrar_contacto: boolean;
  contacto: ContactConfig;
  redes: SocialLinkItem[];
}

const SAFE_URL = /^(https?:\/\/|\/)/i;

async function readSiteSettings(): Promise<SiteSettings> {
  const [row, redes] = await Promise.all([
    db().siteSettings.findUnique({
      where: { id: 1 },
      select: {
        mostrar_biografia: true,
        mostrar_noticias: true,
        mostrar_logros: true,
        mostrar_valores: true,
        mostrar_contacto: true,
        email_oficial: true,
        telefono_oficial: true,
        direccion_oficial: true,
        horario_atencion: true,
        mostrar_barra_superior: true,
        mostrar_barra_inferior: true,
        logo_url: true,
      },
    }),
    db().socialLink.findMany({
      select: { tipo: true, url: true },
      orderBy: [{ orden: "asc" }, { id: "asc" }],
    }),
  ]);
  return {
    mostrar_biografia: row?.mostrar_biografia ?? true,
    mostrar_noticias: row?.mostrar_noticias ?? true,
    mostrar_logros: row?.mostrar_logros ?? true,
    mostrar_valores: row?.mostrar_valores ?? true,
    mostrar_contacto: row?.mostrar_contacto ?? true,
    contacto: {
      email_oficial: row?.email_oficial ?? null,
      telefono_oficial: row?.telefono_oficial ?? null,
      direccion_oficial: row?.direccion_oficial ?? null,
      horario_atencion: row?.horario_atencion ?? null,
      mostrar_barra_superior: row?.mostrar_barra_superior ?? true,
      mostrar_barra_inferior: row?.mostrar_barra_inferior ?? true,
      logo_url: row?.logo_url && SAFE_URL.test(row.logo_url) ? row.logo_url : null,
    },
    redes: redes.filter((red) => SAFE_URL.test(red.url)),
  };
}

/** The site settings, with every section on when nothing was saved yet. */
export const getSiteSettings = publicRead(readSiteSettings, "site-settings", [TAGS.site], 300);
