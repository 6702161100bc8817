import type { Metadata } from "next";
import { BiographyTabs } from "@/components/admin/biography/BiographyTabs";
import { VersionItem } from "@/components/admin/biography/VersionItem";
import { ListQueryError } from "@/components/ui/ListQueryError";
import { PageHeading } from "@/components/admin/PageHeading";
import { Alert } from "@/components/ui/Alert";
import { Pager } from "@/components/ui/Pager";
import { requireAdminPage } from "@/lib/admins/page-guard";
import type { AdminActor } from "@/lib/auth/sessions";
import { listBiographyVersions } from "@/lib/biography/admin-queries";
import { BIOGRAPHY_VERSIONS_PAGE_SIZE, biographyVersionListQuery } from "@/lib/biography/schema";
import { AppError } from "@/lib/errors/app-error";
import { hrefFor, listAddress, parseListQuery } from "@/lib/lists/query";

export const metadata: Metadata = { title: "Biografía" };

const VERSIONS = listAddress("/admin/landing/biografia", biographyVersionListQuery);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One page of versions, or why it could not be read (product.md §B.9: 'Error al obtener biografías: …'). */
async function readVersions(actor: AdminActor, page: number) {
  try {
    return await listBiographyVersions(actor, { page, pageSize: BIOGRAPHY_VERSIONS_PAGE_SIZE });
  } catch (failure) {
    return failure instanceof AppError ? failure.message : "Intenta de nuevo más tarde.";
  }
}

/** Product.md §B.2: the 'Ver Biografías' tab — every version, newest first, the active one marked, revert. */
export default async function BiographyVersionsPage({ searchParams }: Props) {
  const actor = await requireAdminPage("biography.write");
  const { query, error } = parseListQuery(biographyVersionListQuery, await searchParams);
  const versions = await readVersions(actor, query.page);
  return (
    <>
      <PageHeading
        help="biografia"
        title="Biografía"
        backHref="/admin/landing"
        backLabel="Volver al sitio público"
      />
      <BiographyTabs current="versiones" />
      <ListQueryError error={error} />
      {typeof versions === "string" ? (
        <Alert variant="destructive" role="alert">
          Error al obtener biografías: {versions}
        </Alert>
      ) : versions.items.length === 0 ? (
        <p className="text-muted-foreground">No hay biografías registradas.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label="Biografías">
            {versions.items.map((version) => (
              <li key={version.id}>
                <VersionItem version={version} />
              </li>
            ))}
          </ul>
          {versions.total > versions.pageSize && (
            <Pager
              page={versions.page}
              totalPages={Math.ceil(versions.total / versions.pageSize)}
              hrefFor={(target) => hrefFor(VERSIONS, query, { page: target })}
              className="mt-4"
            />
          )}
        </>
      )}
    </>
  );
}
