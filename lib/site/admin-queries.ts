import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import type { AdminSiteSettings } from "@/lib/site/schema";

/**
 * The settings as stored (defaults when nothing was saved yet), unfiltered. Only this module reads
 * them so: the office through `getAdminSiteSettings`, which checks its permission, and the public
 * site through `getSiteSettings` (lib/site/queries.ts), which drops what it must not show.
 */
export async function readStoredSiteSettings(): Promise<AdminSiteSettings> {
  const [row, redes] = await Promise.all([
    db().siteSettings.findUnique({ where: { id: 1 } }),
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
    mostrar_transparencia: row?.mostrar_transparencia ?? true,
    email_oficial: row?.email_oficial ?? null,
    telefono_oficial: row?.telefono_oficial ?? null,
    direccion_oficial: row?.direccion_oficial ?? null,
    horario_atencion: row?.horario_atencion ?? null,
    mostrar_barra_superior: row?.mostrar_barra_superior ?? true,
    mostrar_barra_inferior: row?.mostrar_barra_inferior ?? true,
    logo_url: row?.logo_url ?? null,
    redes,
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

/** The stored settings, unfiltered, for the office's screen and GET /api/admin/site-settings. */
export async function getAdminSiteSettings(actor: Actor | null): Promise<AdminSiteSettings> {
  requirePermission(actor, "landing.settings");
  return readStoredSiteSettings();
}
