import type { Metadata } from "next";
import { LIST_PAGE_SIZES } from "@/lib/validation/fields";
import { CitizensScreen } from "@/components/admin/citizens/CitizensScreen";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listCitizens } from "@/lib/citizens/admin-queries";
import { citizenListQuery } from "@/lib/citizens/admin-schema";
import { parseListQuery } from "@/lib/lists/query";

export const metadata: Metadata = { title: "Ciudadanos" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Product.md §B.2: citizen accounts, with the filters, sort and page in the URL. */
export default async function CitizensPage({ searchParams }: Props) {
  const actor = await requireAdminPage("citizens.read");
  const { query, error } = parseListQuery(citizenListQuery, await searchParams, LIST_PAGE_SIZES);
  const page = await listCitizens(actor, query);
  return (
    <>
      <PageHeading
        help="ciudadanos"
        title="Ciudadanos"
        backHref="/admin/sistema"
        backLabel="Volver a la plataforma"
      />
      <ListQueryError error={error} />
      <CitizensScreen page={page} query={query} />
    </>
  );
}
