import { notFound } from "next/navigation";
import { EmptyState } from "@/components/home/HomeSection";
import { LaborCard } from "@/components/home/LaborCard";
import { laborCardData } from "@/components/home/labor-card-data";
import { PageHeader } from "@/components/public/PageHeader";
import { Pager } from "@/components/ui/Pager";
import { getLaborPage, getLaborYears } from "@/lib/labores/queries";
import {
  PUBLIC_LABOR_LIST,
  PUBLIC_LABORES_PAGE_SIZE,
  type LaborPageQuery,
} from "@/lib/labores/schema";
import { hrefFor } from "@/lib/lists/query";
import { LaborFilters } from "./LaborFilters";

export const LABORES_INTRO =
  "Obras, gestiones y resultados del trabajo legislativo y de fiscalización en el distrito.";

/** The works list (product.md §C.2), shared by /labores and /logros and by every filtered page. */
export async function LaborList({ query }: { query: LaborPageQuery }) {
  const [result, years] = await Promise.all([
    getLaborPage({
      q: query.q,
      anio: query.anio,
      page: query.page,
      pageSize: PUBLIC_LABORES_PAGE_SIZE,
    }),
    getLaborYears(),
  ]);
  const totalPages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (query.page > totalPages) notFound();
  const count = result.total === 1 ? "1 labor" : `${result.total} labores`;
  return (
    <>
      <PageHeader
        title="Labores"
        intro={LABORES_INTRO}
        trail={[{ name: "Labores", path: "/labores" }]}
      />
      <div className="container-page py-10 sm:py-12">
        <LaborFilters query={query} years={years} />
        <p className="mt-6 text-sm text-muted-foreground">
          {query.q ? `${count} para «${query.q}»` : count}
        </p>
        <h2 className="sr-only">Listado de labores</h2>
        {result.items.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((labor, index) => (
              <li key={labor.id} className="flex [&>article]:w-full">
                <LaborCard labor={laborCardData(labor)} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4">
            <EmptyState>No hay labores publicadas con esos criterios.</EmptyState>
          </div>
        )}
        {totalPages > 1 && (
          <Pager
            page={query.page}
            totalPages={totalPages}
            fullLoad
            hrefFor={(page) => hrefFor(PUBLIC_LABOR_LIST, query, { page })}
          />
        )}
      </div>
    </>
  );
}
