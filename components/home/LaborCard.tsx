import Link from "next/link";
import type { LaborCard as LaborCardData } from "@/lib/labores/queries";
import { CardCover } from "./CardCover";

export function LaborCard({ labor, priority }: { labor: LaborCardData; priority?: boolean }) {
  return (
    <article className="group content-card">
      <CardCover src={labor.portada_url} alt={labor.portada_alt ?? ""} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-primary">Año {labor.anio_ejecucion}</p>
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            href={`/labores/${labor.slug}`}
            className="card-link"
          >
            {labor.titulo}
          </Link>
        </h3>
        {labor.resumen && <p className="line-clamp-3 text-sm text-foreground/90">{labor.resumen}</p>}
      </div>
    </article>
  );
}
