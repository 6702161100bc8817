import Link from "next/link";
import { CardCover } from "@/components/home/CardCover";
import { Badge } from "@/components/ui/Badge";
import { formatLongDate } from "@/lib/format";
import type { NewsListItem, NewsOrder } from "@/lib/news/schema";

/** A news card of the list: cover, DESTACADO ribbon, category, long date, summary, read more. */
export function NewsListCard({ news, orden, priority }: { news: NewsListItem; orden: NewsOrder; priority?: boolean }) {
  const date = orden === "contenido" ? news.fecha_contenido : (news.fecha_publicacion ?? news.fecha_contenido);
  return (
    <article className="group content-card w-full">
      <div className="relative">
        <CardCover src={news.portada_url} priority={priority} />
        {news.destacado && (
          <span className="card-ribbon">
            DESTACADO
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {news.categoria && <Badge variant="secondary">{news.categoria.nombre}</Badge>}
          <time dateTime={date} className="text-sm text-muted-foreground">
            {formatLongDate(date)}
          </time>
        </div>
        <h2 className="text-lg leading-snug font-semibold group-hover:text-primary">{news.titulo}</h2>
        {news.resumen && <p className="line-clamp-4 text-sm text-foreground/90">{news.resumen}</p>}
        <Link
          href={`/noticias/${news.slug}`}
          className="card-read-more"
        >
          Leer más<span className="sr-only">{`: ${news.titulo}`}</span>
        </Link>
      </div>
    </article>
  );
}
