import type { Metadata } from "next";
import { LIST_PAGE_SIZES } from "@/lib/validation/fields";
import { LaboresAdminScreen } from "@/components/admin/labores/LaboresAdminScreen";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAdminLabores, listLaborCategories } from "@/lib/labores/admin-queries";
import { laborListQuery } from "@/lib/labores/schema";
import { listAddress, parseListQuery } from "@/lib/lists/query";

export const metadata: Metadata = { title: "Labores" };

const LABORES = listAddress("/admin/landing/LogrosAdmin", laborListQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Product.md §B.2 labores management: filters and page in the URL, the list served already filtered. */
export default async function LaboresAdminPage({ searchParams }: Props) {
  const actor = await requireAdminPage("labores.write");
  const { query, error } = parseListQuery(laborListQuery, await searchParams, LIST_PAGE_SIZES);
  const [page, categories] = await Promise.all([
    listAdminLabores(actor, query),
    listLaborCategories(actor),
  ]);
  return (
    <LaboresAdminScreen
      list={LABORES}
      query={query}
      queryError={error}
      page={page}
      categories={categories}
    />
  );
}
