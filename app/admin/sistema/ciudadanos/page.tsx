import type { Metadata } from "next";
import { CitizensScreen } from "@/components/admin/citizens/CitizensScreen";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listCitizens } from "@/lib/citizens/admin-queries";
import { citizenListQuery } from "@/lib/citizens/admin-schema";

export const metadata: Metadata = { title: "Ciudadanos" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Spec 02 §2: citizen accounts, with the filters, sort and page in the URL. */
export default async function CitizensPage({ searchParams }: Props) {
  await requireAdminPage("citizens.read");
  const parsed = citizenListQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : citizenListQuery.parse({});
  const page = await listCitizens(query);
  return (
    <>
      <PageHeading
        title="Ciudadanos"
        backHref="/admin/sistema"
        backLabel="Volver a la plataforma"
      />
      <CitizensScreen page={page} query={query} />
    </>
  );
}
