"use client";

// A client component for its props alone: the page's React payload then carries each card's data
// (title, summary, date, address) instead of its whole rendered tree, which the HTML already holds
// (docs/decisions/0009-cache-model.md, "Payload"). It has no state and no effects.
import Link from "next/link";
import type { ReactNode } from "react";
import { CardCover } from "@/components/home/CardCover";

/** What a news card shows, prepared on the server, and nothing else: these props are its payload. */
export interface NewsListCardProps {
  slug: string;
  titulo: string;
  resumen: string | null;
  destacado: boolean;
  portada_url: string | null;
  /** The category's badge, rendered on the server: the badge's class merging stays off the browser. */
  categoria: ReactNode;
  /** The date shown, as an ISO string and as read ("13 de noviembre de 2026"). */
  fecha: string;
  fecha_larga: string;
  priority?: boolean;
}

/** A news card of the list: cover, DESTACADO ribbon, category, long date, summary, read more. */
export function NewsListCard(news: NewsListCardProps) {
  return (
    <article className="group content-card w-full">
      <div className="relative">
        <CardCover src={news.portada_url} priority={news.priority} />
        {news.destacado && <span className="card-ribbon">DESTACADO</span>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {news.categoria}
          <time dateTime={news.fecha} className="text-sm text-muted-foreground">
            {news.fecha_larga}
          </time>
        </div>
        <h2 className="text-lg leading-snug font-semibold group-hover:text-primary">
          {news.titulo}
        </h2>
        {news.resumen && <p className="line-clamp-4 text-sm text-foreground/90">{news.resumen}</p>}
        <Link href={`/noticias/${news.slug}`} className="card-read-more">
          Leer más<span className="sr-only">{`: ${news.titulo}`}</span>
        </Link>
      </div>
    </article>
  );
}
