import { ListQueryError } from "@/components/ui/ListQueryError";
import type { Metadata } from "next";
import { LIST_PAGE_SIZES } from "@/lib/validation/fields";
import { ContactFilters } from "@/components/admin/contact/ContactFilters";
import { ContactTable } from "@/components/admin/contact/ContactTable";
import { PageHeading } from "@/components/admin/PageHeading";
import { Pager } from "@/components/ui/Pager";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listContactMessages } from "@/lib/contact/admin-queries";
import { INBOX_MESSAGES, contactListQuery } from "@/lib/contact/inbox-schema";
import { hrefFor, listAddress, parseListQuery } from "@/lib/lists/query";

export const metadata: Metadata = { title: "Contacto" };

const INBOX = listAddress("/admin/sistema/contacto", contactListQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** docs/decisions/0008-product-gaps.md: every message of the public contact form, newest first, filters and page in the URL. */
export default async function ContactInboxPage({ searchParams }: Props) {
  const actor = await requireAdminPage("contact.manage");
  const { query, error } = parseListQuery(contactListQuery, await searchParams, LIST_PAGE_SIZES);
  const page = await listContactMessages(actor, query);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const filtered = Boolean(query.q || query.tema || query.estado);
  return (
    <>
      <PageHeading
        help="mensajes-de-contacto"
        title="Contacto"
        backHref="/admin/sistema"
        backLabel="Volver a la plataforma"
      />
      <ListQueryError error={error} />
      <ContactFilters list={INBOX} query={query} />
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        {page.total} {page.total === 1 ? "mensaje" : "mensajes"}
        {page.nuevos > 0 && ` · ${page.nuevos} ${page.nuevos === 1 ? "nuevo" : "nuevos"} en total`}
      </p>
      <ContactTable
        items={page.items}
        empty={filtered || query.page > 1 ? INBOX_MESSAGES.noResults : INBOX_MESSAGES.empty}
      />
      {pages > 1 && (
        <Pager
          page={page.page}
          totalPages={pages}
          hrefFor={(target) => hrefFor(INBOX, query, { page: target })}
        />
      )}
    </>
  );
}
