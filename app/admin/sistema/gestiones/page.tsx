import type { Metadata } from "next";
import { GestionesFilters } from "@/components/gestiones/GestionesFilters";
import { GestionesTable } from "@/components/gestiones/GestionesTable";
import { PageHeading } from "@/components/admin/PageHeading";
import { FilterDisclosure } from "@/components/public/FilterDisclosure";
import { Pager } from "@/components/public/Pager";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getGestionCatalog, listAssignees, listGestiones } from "@/lib/gestiones/admin-queries";
import { unreadByOffice } from "@/lib/gestiones/reads";
import { adminListQuery } from "@/lib/gestiones/schema";

export const metadata: Metadata = { title: "Gestiones" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Spec 02 §2: every gestión, with the filters (behind 'Filtros' on a phone), sort and page in the
 * URL; those with citizen messages nobody in the office has read are marked.
 */
export default async function GestionesPage({ searchParams }: Props) {
  const actor = await requireAdminPage("gestiones.read");
  const raw = await searchParams;
  const parsed = adminListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : adminListQuery.parse({});
  const [page, catalog, assignees] = await Promise.all([
    listGestiones(query, actor.id),
    getGestionCatalog(),
    listAssignees(),
  ]);
  const unread = await unreadByOffice(
    actor,
    page.items.map((item) => item.id),
  );
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const filtered = Boolean(
    query.q ||
    query.estado ||
    query.categoria_id ||
    query.template_id ||
    query.asignado ||
    query.vencidas,
  );
  const current = new URLSearchParams(
    Object.entries(raw).flatMap(([key, value]) =>
      typeof value === "string" && value ? [[key, value]] : [],
    ),
  );
  const hrefFor = (target: number) => {
    current.set("page", String(target));
    return `/admin/sistema/gestiones?${current}`;
  };
  return (
    <>
      <PageHeading title="Gestiones" backHref="/admin/sistema" backLabel="Volver a la plataforma" />
      <FilterDisclosure id="gestiones-filtros" initiallyOpen={filtered} className="mb-4 md:mb-0">
        <GestionesFilters query={query} catalog={catalog} assignees={assignees} />
      </FilterDisclosure>
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {page.total} {page.total === 1 ? "gestión" : "gestiones"}
      </p>
      <GestionesTable
        items={page.items}
        presets={catalog.presets.filter((preset) => preset.activo)}
        unread={[...unread]}
      />
      {pages > 1 && <Pager page={page.page} totalPages={pages} hrefFor={hrefFor} />}
    </>
  );
}
