import type { Metadata } from "next";
import { cookies } from "next/headers";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { PageHeading } from "@/components/admin/PageHeading";
import { ValuesAdmin, type ValuesTabItems } from "@/components/admin/values/ValuesAdmin";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listAddress, parseListQuery } from "@/lib/lists/query";
import { readOrNull } from "@/lib/errors/read-or-null";
import {
  listCompromisos,
  listFormales,
  listMensajes,
  listValores,
  listVisuales,
} from "@/lib/values/public-api-queries";
import {
  VALUES_TAB_COOKIE,
  VALUES_TABS,
  valuesScreenQuery,
  type ValuesTabName,
} from "@/lib/values/schema";

export const metadata: Metadata = { title: "Valores" };

const VALUES = listAddress("/admin/landing/valores", valuesScreenQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The items of one tab of a commitment. */
async function tabItems(tab: ValuesTabName, compromisoId: number): Promise<ValuesTabItems> {
  switch (tab) {
    case "valores":
      return { valores: await listValores(compromisoId) };
    case "formales":
      return { formales: await listFormales(compromisoId) };
    case "mensajes":
      return { mensajes: await listMensajes(compromisoId) };
    case "visuales":
      return { visuales: await listVisuales(compromisoId) };
    default:
      return {};
  }
}

/**
 * Product.md §B.2: the values area in five tabs. The tab (else the last one used) and the commitment
 * are in the address, and the page reads what that tab lists; writes are server actions, uploads
 * go to the REST routes with progress.
 */
export default async function ValuesAdminPage({ searchParams }: Props) {
  await requireAdminPage("values.write");
  const { query, error } = parseListQuery(valuesScreenQuery, await searchParams);
  const remembered = (await cookies()).get(VALUES_TAB_COOKIE)?.value;
  const tab = query.tab ?? VALUES_TABS.find((name) => name === remembered) ?? "compromiso";
  // A list the server cannot read is said so in its tab; the rest of the screen stays usable.
  const compromisos = await readOrNull("values commitments", listCompromisos);
  const selected =
    compromisos?.find((item) => item.id === query.compromiso) ?? compromisos?.[0] ?? null;
  const items = selected
    ? ((await readOrNull(`values tab ${tab}`, () => tabItems(tab, selected.id))) ?? {
        failed: true,
      })
    : {};
  return (
    <>
      <PageHeading
        help="valores"
        title="Valores"
        backHref="/admin/landing"
        backLabel="Volver al sitio público"
      />
      <ListQueryError error={error} />
      <ValuesAdmin
        list={VALUES}
        query={query}
        tab={tab}
        compromisos={compromisos}
        selectedId={selected?.id ?? null}
        items={items}
      />
    </>
  );
}
