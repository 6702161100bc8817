import "server-only";
import { db } from "@/lib/db";
import type { AdminSiteSettings } from "@/lib/site/schema";

/** The stored settings (defaults when nothing was saved yet), unfiltered, for the admin screen. */
export async function getAdminSiteSettings(): Promise<AdminSiteSettings> {
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
