import { Download } from "lucide-react";
import type { Metadata } from "next";
import { AuditFilters } from "@/components/admin/audit/AuditFilters";
import { AuditTable } from "@/components/admin/audit/AuditTable";
import { PageHeading } from "@/components/admin/PageHeading";
import { Pager } from "@/components/public/Pager";
import { buttonVariants } from "@/components/ui/Button";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAuditEntries } from "@/lib/audit/queries";
import { auditQuery } from "@/lib/audit/schema";

export const metadata: Metadata = { title: "Auditoría" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Issue 16: who did what, when and on what (AdminNivel1), with its CSV export. */
export default async function AuditPage({ searchParams }: Props) {
  const actor = await requireAdminPage("audit.read");
  const raw = await searchParams;
  const parsed = auditQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : auditQuery.parse({});
  const page = await listAuditEntries(actor, query);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const filters = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value !== undefined && key !== "page" ? [[key, String(value)]] : [],
    ),
  );
  const hrefFor = (target: number) =>
    `/admin/sistema/auditoria?${new URLSearchParams([...filters, ["page", String(target)]])}`;
  return (
    <>
      <PageHeading title="Auditoría" backHref="/admin/sistema" backLabel="Volver a la plataforma">
        <a
          href={`/api/admin/auditoria/export?${filters}`}
          download
          className={buttonVariants({ variant: "outline" })}
        >
          <Download aria-hidden />
          Exportar CSV
        </a>
      </PageHeading>
      {!parsed.success && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {parsed.error.issues[0]?.message}
        </p>
      )}
      <AuditFilters query={query} />
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {page.total} {page.total === 1 ? "registro" : "registros"}
      </p>
      <AuditTable items={page.items} />
      {pages > 1 && <Pager page={page.page} totalPages={pages} hrefFor={hrefFor} />}
    </>
  );
}
