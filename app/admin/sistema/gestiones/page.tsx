import type { Metadata } from "next";
import { GestionesFilters } from "@/components/gestiones/GestionesFilters";
import { GestionesTable } from "@/components/gestiones/GestionesTable";
import { PageHeading } from "@/components/admin/PageHeading";
import { FilterDisclosure } from "@/components/public/FilterDisclosure";
import { Pager } from "@/components/ui/Pager";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getGestionCatalog, listAssignees, listGestiones } from "@/lib/gestiones/admin-queries";
import { unreadByOffice } from "@/lib/gestiones/reads";
import { adminListQuery } from "@/lib/gestiones/schema";
import { hrefFor, listAddress, parseListQuery } from "@/lib/list-query";

export const metadata: Metadata = { title: "Gestiones" };

const GESTIONES = listAddress("/admin/sistema/gestiones", adminListQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Product.md §B.2: every gestión, with the filters (behind 'Filtros' on a phone), sort and page in the
 * URL; those with citizen messages nobody in the office has read are marked.
 */
export default async function GestionesPage({ searchParams }: Props) {
  const actor = await requireAdminPage("gestiones.read");
  const { query } = parseListQuery(adminListQuery, await searchParams);
  const [page, catalog, assignees] = await Promise.all([
    listGestiones(actor, query),
    getGestionCatalog(actor),
    listAssignees(actor),
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
  return (
    <>
      <PageHeading title="Gestiones" backHref="/admin/sistema" backLabel="Volver a la plataforma" />
      <FilterDisclosure id="gestiones-filtros" initiallyOpen={filtered} className="mb-4 md:mb-0">
        <GestionesFilters list={GESTIONES} query={query} catalog={catalog} assignees={assignees} />
      </FilterDisclosure>
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {page.total} {page.total === 1 ? "gestión" : "gestiones"}
      </p>
      <GestionesTable
        items={page.items}
        presets={catalog.presets.filter((preset) => preset.activo)}
        unread={[...unread]}
      />
      {pages > 1 && (
        <Pager
          page={page.page}
          totalPages={pages}
          hrefFor={(target) => hrefFor(GESTIONES, query, { page: target })}
        />
      )}
    </>
  );
}
