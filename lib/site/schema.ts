import { z } from "zod";
import { flag, optionalText, optionalUrl } from "@/lib/validation/fields";

// Landing toggles (product.md §A.2.12, docs/decisions/0008-product-gaps.md) and the contact configuration. Client-safe.

export const SOCIAL_NETWORKS = [
  "facebook",
  "twitter",
  "tiktok",
  "whatsapp",
  "instagram",
  "youtube",
] as const;
export type SocialNetworkName = (typeof SOCIAL_NETWORKS)[number];

/** How each network is named to people: the settings form, the icon links, the search index. */
export const SOCIAL_NETWORK_LABELS: Record<SocialNetworkName, string> = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  instagram: "Instagram",
  youtube: "YouTube",
};

export const SITE_TOGGLES = [
  "mostrar_biografia",
  "mostrar_noticias",
  "mostrar_logros",
  "mostrar_valores",
  "mostrar_contacto",
  "mostrar_transparencia",
] as const;

export const SETTINGS_SAVED = "Configuración guardada correctamente.";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const socialLink = z.object({
  tipo: z.enum(SOCIAL_NETWORKS, { error: "Red social no válida." }),
  url: z
    .string({ error: "La URL de la red social es obligatoria." })
    .trim()
    .min(1, "La URL de la red social es obligatoria.")
    .max(500, "La URL de la red social no es válida.")
    .refine(
      (value) => /^https:\/\/[^\s]+$/i.test(value) || /^http:\/\/[^\s]+$/i.test(value),
      "La URL de la red social no es válida.",
    ),
});

/**
 * A change of the site settings. Every key is optional: a missing key keeps its value, so the
 * toggles and the contact configuration can be saved by separate forms. `redes`, when sent,
 * replaces the whole list (one link per network).
 */
export const siteSettingsInput = z.object({
  mostrar_biografia: flag().optional(),
  mostrar_noticias: flag().optional(),
  mostrar_logros: flag().optional(),
  mostrar_valores: flag().optional(),
  mostrar_contacto: flag().optional(),
  mostrar_transparencia: flag().optional(),
  email_oficial: optionalText(254).refine(
    (value) => !value || EMAIL.test(value),
    "El correo oficial no es válido.",
  ),
  telefono_oficial: optionalText(40),
  direccion_oficial: optionalText(300),
  horario_atencion: optionalText(300),
  mostrar_barra_superior: flag().optional(),
  mostrar_barra_inferior: flag().optional(),
  logo_url: optionalUrl("La URL del logo no es válida."),
  redes: z
    .array(socialLink)
    .max(SOCIAL_NETWORKS.length)
    .refine(
      (links) => new Set(links.map((link) => link.tipo)).size === links.length,
      "Cada red social puede aparecer una sola vez.",
    )
    .optional(),
});

export type SiteSettingsInput = z.input<typeof siteSettingsInput>;
export type SiteSettingsChange = z.output<typeof siteSettingsInput>;

/** The landing's sections that can be switched off (each off: its public pages answer 404). */
export const SECTION_TOGGLES = [
  "mostrar_biografia",
  "mostrar_noticias",
  "mostrar_logros",
  "mostrar_valores",
  "mostrar_contacto",
  "mostrar_transparencia",
] as const;
export type SectionToggle = (typeof SECTION_TOGGLES)[number];

/** The contact configuration the public pages show (header and footer bars, logo). */
export const CONTACT_SETTINGS = [
  "email_oficial",
  "telefono_oficial",
  "direccion_oficial",
  "horario_atencion",
  "mostrar_barra_superior",
  "mostrar_barra_inferior",
  "logo_url",
] as const;

/** The settings as the administration screen edits them. */
export interface AdminSiteSettings extends Record<SectionToggle, boolean> {
  email_oficial: string | null;
  telefono_oficial: string | null;
  direccion_oficial: string | null;
  horario_atencion: string | null;
  mostrar_barra_superior: boolean;
  mostrar_barra_inferior: boolean;
  logo_url: string | null;
  redes: { tipo: SocialNetworkName; url: string }[];
  updated_at: string | null;
}
