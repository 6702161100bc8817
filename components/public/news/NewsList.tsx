import { notFound } from "next/navigation";
import { EmptyState } from "@/components/home/HomeSection";
import { PageHeader } from "@/components/public/PageHeader";
import { Badge } from "@/components/ui/Badge";
import { Pager } from "@/components/ui/Pager";
import { formatLongDate } from "@/lib/format/display";
import { getNewsPage, getNewsYears } from "@/lib/news/queries";
import { hrefFor } from "@/lib/lists/query";
import {
  NEWS_PAGE_SIZE,
  PUBLIC_NEWS_LIST,
  type NewsListItem,
  type NewsOrder,
  type NewsPageQuery,
} from "@/lib/news/schema";
import { NewsFilters } from "./NewsFilters";
import { NewsListCard, type NewsListCardProps } from "./NewsListCard";

export const NEWS_INTRO =
  "Iniciativas de ley, fiscalización, audiencias públicas y el trabajo del diputado en el distrito.";

function summary(total: number, query: NewsPageQuery): string {
  const count = total === 1 ? "1 noticia" : `${total} noticias`;
  return query.q ? `${count} para «${query.q}»` : count;
}

/** A card's props: what it shows, with the date that the list's order goes by. */
function newsListCard(news: NewsListItem, orden: NewsOrder): NewsListCardProps {
  const fecha =
    orden === "contenido" ? news.fecha_contenido : (news.fecha_publicacion ?? news.fecha_contenido);
  return {
    slug: news.slug,
    titulo: news.titulo,
    resumen: news.resumen,
    destacado: news.destacado,
    portada_url: news.portada_url,
    categoria: news.categoria && <Badge variant="secondary">{news.categoria.nombre}</Badge>,
    fecha,
    fecha_larga: formatLongDate(fecha),
  };
}

/** The news list (product.md §C.2) for one set of filters: the static first page and every filtered one. */
export async function NewsList({ query }: { query: NewsPageQuery }) {
  const [result, years] = await Promise.all([
    getNewsPage({
      ...query,
      q: query.q,
      anio: query.anio,
      mes: query.mes,
      estado: undefined,
      pageSize: NEWS_PAGE_SIZE,
    }),
    getNewsYears(),
  ]);
  const totalPages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (query.page > totalPages) notFound();
  return (
    <>
      <PageHeader
        title="Noticias"
        intro={NEWS_INTRO}
        trail={[{ name: "Noticias", path: "/noticias" }]}
      />
      <div className="container-page py-10 sm:py-12">
        <NewsFilters query={query} years={years} />
        <p className="mt-6 text-sm text-muted-foreground">{summary(result.total, query)}</p>
        {result.items.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((news, index) => (
              <li key={news.id} className="flex">
                <NewsListCard {...newsListCard(news, query.orden)} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4">
            <EmptyState>No hay noticias.</EmptyState>
          </div>
        )}
        <Pager
          page={query.page}
          totalPages={totalPages}
          fullLoad
          hrefFor={(page) => hrefFor(PUBLIC_NEWS_LIST, query, { page })}
        />
      </div>
    </>
  );
}
