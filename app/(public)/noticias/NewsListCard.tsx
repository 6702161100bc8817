import Link from "next/link";
import { CardCover } from "@/components/home/CardCover";
import { Badge } from "@/components/ui/Badge";
import { formatLongDate } from "@/lib/format";
import type { NewsListItem, NewsOrder } from "@/lib/news/schema";

/** A news card of the list: cover, DESTACADO ribbon, category, long date, summary, read more. */
export function NewsListCard({ news, orden, priority }: { news: NewsListItem; orden: NewsOrder; priority?: boolean }) {
  const date = orden === "contenido" ? news.fecha_contenido : (news.fecha_publicacion ?? news.fecha_contenido);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-border bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <CardCover src={news.portada_url} priority={priority} />
        {news.destacado && (
          <span className="absolute top-3 left-0 rounded-r-md bg-accent px-3 py-1 text-xs font-bold tracking-wider text-foreground shadow">
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
          className="mt-auto inline-flex items-center gap-1 self-start rounded-sm pt-2 text-sm font-semibold text-primary underline-offset-4 after:absolute after:inset-0 group-hover:underline"
        >
          Leer más<span className="sr-only">: {news.titulo}</span>
        </Link>
      </div>
    </article>
  );
}
