import type { Metadata } from "next";
import { BiographyTabs } from "@/components/admin/biography/BiographyTabs";
import { VersionItem } from "@/components/admin/biography/VersionItem";
import { ListQueryError } from "@/components/admin/ListQueryError";
import { PageHeading } from "@/components/admin/PageHeading";
import { Pager } from "@/components/ui/Pager";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { listBiographyVersions } from "@/lib/biography/admin-queries";
import { BIOGRAPHY_VERSIONS_PAGE_SIZE, biographyVersionListQuery } from "@/lib/biography/schema";
import { hrefFor, listAddress, parseListQuery } from "@/lib/list-query";

export const metadata: Metadata = { title: "Biografía" };

const VERSIONS = listAddress("/admin/landing/biografia", biographyVersionListQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Spec 02 §2: the 'Ver Biografías' tab — every version, newest first, the active one marked, revert. */
export default async function BiographyVersionsPage({ searchParams }: Props) {
  const actor = await requireAdminPage("biography.write");
  const { query, error } = parseListQuery(biographyVersionListQuery, await searchParams);
  const versions = await listBiographyVersions(actor, {
    page: query.page,
    pageSize: BIOGRAPHY_VERSIONS_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(versions.total / versions.pageSize));
  return (
    <>
      <PageHeading
        title="Biografía"
        backHref="/admin/landing"
        backLabel="Volver a la landing page"
      />
      <BiographyTabs current="versiones" />
      <ListQueryError error={error} />
      {versions.items.length === 0 ? (
        <p className="text-muted-foreground">No hay biografías registradas.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Biografías">
          {versions.items.map((version) => (
            <li key={version.id}>
              <VersionItem version={version} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pager
          page={versions.page}
          totalPages={pages}
          hrefFor={(target) => hrefFor(VERSIONS, query, { page: target })}
          className="mt-4"
        />
      )}
    </>
  );
}
