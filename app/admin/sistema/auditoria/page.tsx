import { Download } from "lucide-react";
import type { Metadata } from "next";
import { AuditFilters } from "@/components/admin/audit/AuditFilters";
import { AuditTable } from "@/components/admin/audit/AuditTable";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { PageHeading } from "@/components/admin/PageHeading";
import { Pager } from "@/components/ui/Pager";
import { buttonVariants } from "@/components/ui/Button";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAuditEntries } from "@/lib/audit/queries";
import { AUDIT_PAGE_SIZES, auditQuery } from "@/lib/audit/schema";
import { hrefFor, listAddress, parseListQuery } from "@/lib/lists/query";

export const metadata: Metadata = { title: "Auditoría" };

const LOG = listAddress("/admin/sistema/auditoria", auditQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Who did what, when and on what (AdminNivel1), with its CSV export. */
export default async function AuditPage({ searchParams }: Props) {
  const actor = await requireAdminPage("audit.read");
  const { query, error } = parseListQuery(auditQuery, await searchParams, AUDIT_PAGE_SIZES);
  const page = await listAuditEntries(actor, query);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const filters = new URL(hrefFor(LOG, query), "http://list").search;
  return (
    <>
      <PageHeading
        help="registro-de-auditoria"
        title="Auditoría"
        backHref="/admin/sistema"
        backLabel="Volver a la plataforma"
      >
        <a
          href={`/api/admin/auditoria/export${filters}`}
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <Download aria-hidden />
          Exportar CSV
        </a>
      </PageHeading>
      <ListQueryError error={error} />
      <AuditFilters list={LOG} query={query} />
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {page.total} {page.total === 1 ? "registro" : "registros"}
      </p>
      <AuditTable items={page.items} />
      {pages > 1 && (
        <Pager
          page={page.page}
          totalPages={pages}
          hrefFor={(target) => hrefFor(LOG, query, { page: target })}
        />
      )}
    </>
  );
}
