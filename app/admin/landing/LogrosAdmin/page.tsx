import type { Metadata } from "next";
import { LaboresAdminScreen } from "@/components/admin/labores/LaboresAdminScreen";
import { laborListUrl, NO_LABOR_FILTERS } from "@/components/admin/labores/list-url";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAdminLabores, listLaborCategories } from "@/lib/labores/admin-queries";
import { LABOR_DEFAULT_PAGE_SIZE, laborListQuery } from "@/lib/labores/schema";

export const metadata: Metadata = { title: "Labores" };

/** Spec 02 §2 labores management; the first page and the categories are read here, the rest asked by the screen. */
export default async function LaboresAdminPage() {
  await requireAdminPage("labores.write");
  const [initial, categories] = await Promise.all([
    listAdminLabores(laborListQuery.parse({})),
    listLaborCategories(),
  ]);
  return (
    <LaboresAdminScreen
      initial={initial}
      initialUrl={laborListUrl(NO_LABOR_FILTERS, 1, LABOR_DEFAULT_PAGE_SIZE)}
      categories={categories}
    />
  );
}
