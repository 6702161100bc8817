import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { formatLongDate, truncateFraction } from "@/lib/format/display";
import type { NewsCard as NewsCardData } from "@/lib/news/queries";
import { CardCover } from "./CardCover";

export function NewsCard({ news, priority }: { news: NewsCardData; priority?: boolean }) {
  return (
    <article className="group content-card">
      <CardCover src={news.portada_url} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {news.destacado && <Badge variant="warning">Destacado</Badge>}
          {news.categoria && <Badge variant="secondary">{news.categoria.nombre}</Badge>}
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link href={`/noticias/${news.slug}`} className="card-link">
            {news.titulo}
          </Link>
        </h3>
        <time dateTime={news.fecha_publicacion} className="text-sm text-muted-foreground">
          {formatLongDate(news.fecha_publicacion)}
        </time>
        {news.resumen && (
          <p className="text-sm text-foreground/90">{truncateFraction(news.resumen, 0.6)}</p>
        )}
      </div>
    </article>
  );
}
