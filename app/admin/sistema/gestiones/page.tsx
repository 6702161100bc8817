import type { Metadata } from "next";
import { LIST_PAGE_SIZES } from "@/lib/validation/fields";
import Link from "next/link";
import { Plus } from "lucide-react";
import { buttonVariants } from "@/components/ui/Button";
import { DESK_GESTION_PATH } from "@/lib/gestiones/paths";
import { GestionesFilters } from "@/components/gestiones/GestionesFilters";
import { GestionesTable } from "@/components/gestiones/GestionesTable";
import { PageHeading } from "@/components/admin/PageHeading";
import { ReadError } from "@/components/admin/ReadError";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { FilterDisclosure } from "@/components/public/FilterDisclosure";
import { Pager } from "@/components/ui/Pager";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { can } from "@/lib/auth/permissions";
import { getGestionCatalog, listAssignees } from "@/lib/gestiones/admin-queries";
import { listGestiones } from "@/lib/gestiones/admin-list-queries";
import { unreadByOffice } from "@/lib/gestiones/reads";
import { adminListQuery } from "@/lib/gestiones/schema";
import { countLabel } from "@/lib/lists/count-label";
import { keysetHref } from "@/lib/lists/cursor";
import { listAddress, parseListQuery } from "@/lib/lists/query";
import { readOrNull } from "@/lib/errors/read-or-null";

export const metadata: Metadata = { title: "Gestiones" };

const GESTIONES = listAddress("/admin/sistema/gestiones", adminListQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** 'Registrar gestión' for those who may file one (gestiones.write). */
const headingFor = (canFile: boolean) => (
  <PageHeading
    help="atender-una-gestion"
    title="Gestiones"
    backHref="/admin/sistema"
    backLabel="Volver a la plataforma"
  >
    {canFile && (
      <Link href={DESK_GESTION_PATH} className={buttonVariants()}>
        <Plus aria-hidden />
        Registrar gestión
      </Link>
    )}
  </PageHeading>
);

/**
 * Product.md §B.2: every gestión, with the filters (behind 'Filtros' on a phone), sort and page in the
 * URL; those with citizen messages nobody in the office has read are marked. A list the server
 * cannot read says 'No se pudo cargar la lista.' (product.md §B.8) under the heading.
 */
export default async function GestionesPage({ searchParams }: Props) {
  const actor = await requireAdminPage("gestiones.read");
  const heading = headingFor(can(actor, "gestiones.write"));
  const { query, error } = parseListQuery(adminListQuery, await searchParams, LIST_PAGE_SIZES);
  const read = await readOrNull("office gestiones list", async () => {
    const [page, catalog, assignees] = await Promise.all([
      listGestiones(actor, query),
      getGestionCatalog(actor),
      listAssignees(actor),
    ]);
    const ids = page.items.map((item) => item.id);
    return { page, catalog, assignees, unread: await unreadByOffice(actor, ids) };
  });
  if (!read) {
    return (
      <>
        {heading}
        <ReadError message="No se pudo cargar la lista." />
      </>
    );
  }
  const { page, catalog, assignees, unread } = read;
  const pages = page.totalCapped ? null : Math.max(1, Math.ceil(page.total / page.pageSize));
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
      {heading}
      <ListQueryError error={error} />
      <FilterDisclosure id="gestiones-filtros" initiallyOpen={filtered} className="mb-4 md:mb-0">
        <GestionesFilters list={GESTIONES} query={query} catalog={catalog} assignees={assignees} />
      </FilterDisclosure>
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {countLabel(page.total, page.totalCapped, ["gestión", "gestiones"])}
      </p>
      <GestionesTable
        items={page.items}
        presets={catalog.presets.filter((preset) => preset.activo)}
        unread={[...unread]}
      />
      {(pages === null || pages > 1) && (
        <Pager
          page={page.page}
          totalPages={pages}
          hasNext={page.next !== undefined}
          hrefFor={keysetHref(GESTIONES, query, page)}
        />
      )}
    </>
  );
}
