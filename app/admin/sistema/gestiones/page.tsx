import type { Metadata } from "next";
import { GestionesFilters } from "@/components/gestiones/GestionesFilters";
import { GestionesTable } from "@/components/gestiones/GestionesTable";
import { PageHeading } from "@/components/admin/PageHeading";
import { Pager } from "@/components/ui/Pager";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getGestionCatalog, listAssignees, listGestiones } from "@/lib/gestiones/admin-queries";
import { adminListQuery } from "@/lib/gestiones/schema";
import { hrefFor, listAddress, parseListQuery } from "@/lib/list-query";

export const metadata: Metadata = { title: "Gestiones" };

const GESTIONES = listAddress("/admin/sistema/gestiones", adminListQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Spec 02 §2: every gestión, with the filters, sort and page in the URL. */
export default async function GestionesPage({ searchParams }: Props) {
  const actor = await requireAdminPage("gestiones.read");
  const { query } = parseListQuery(adminListQuery, await searchParams);
  const [page, catalog, assignees] = await Promise.all([
    listGestiones(actor, query),
    getGestionCatalog(actor),
    listAssignees(actor),
  ]);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      <PageHeading title="Gestiones" backHref="/admin/sistema" backLabel="Volver a la plataforma" />
      <GestionesFilters list={GESTIONES} query={query} catalog={catalog} assignees={assignees} />
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {page.total} {page.total === 1 ? "gestión" : "gestiones"}
      </p>
      <GestionesTable
        items={page.items}
        presets={catalog.presets.filter((preset) => preset.activo)}
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
