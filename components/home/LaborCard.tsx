"use client";

// A client component for its props alone: the page's React payload then carries each card's data
// instead of its whole rendered tree, which the HTML already holds (docs/decisions/0009-cache-model.md,
// "Payload"). It has no state and no effects.
import Link from "next/link";
import { CardCover } from "./CardCover";

/** What a labor card shows, and nothing else: its props are its payload (see laborCardData). */
export interface LaborCardShown {
  slug: string;
  titulo: string;
  resumen: string | null;
  anio_ejecucion: number;
  portada_url: string | null;
  portada_alt: string | null;
}

export function LaborCard({ labor, priority }: { labor: LaborCardShown; priority?: boolean }) {
  return (
    <article className="group content-card">
      <CardCover src={labor.portada_url} alt={labor.portada_alt ?? ""} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-primary">Año {labor.anio_ejecucion}</p>
        <h3 className="text-lg leading-snug font-semibold">
          <Link href={`/labores/${labor.slug}`} className="card-link">
            {labor.titulo}
          </Link>
        </h3>
        {labor.resumen && (
          <p className="line-clamp-3 text-sm text-foreground/90">{labor.resumen}</p>
        )}
      </div>
    </article>
  );
}
