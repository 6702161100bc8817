import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { formatLongDate, truncateFraction } from "@/lib/format";
import type { NewsCard as NewsCardData } from "@/lib/news/queries";
import { CardCover } from "./CardCover";

export function NewsCard({ news, priority }: { news: NewsCardData; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-border bg-white shadow-sm transition-shadow hover:shadow-md">
      <CardCover src={news.portada_url} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {news.destacado && <Badge variant="warning">Destacado</Badge>}
          {news.categoria && <Badge variant="secondary">{news.categoria.nombre}</Badge>}
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            href={`/noticias/${news.slug}`}
            className="rounded-sm after:absolute after:inset-0 group-hover:text-primary group-hover:underline"
          >
            {news.titulo}
          </Link>
        </h3>
        <time dateTime={news.fecha_publicacion} className="text-sm text-muted-foreground">
          {formatLongDate(news.fecha_publicacion)}
        </time>
        {news.resumen && <p className="text-sm text-foreground/90">{truncateFraction(news.resumen, 0.6)}</p>}
      </div>
    </article>
  );
}
