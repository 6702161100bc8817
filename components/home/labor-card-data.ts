import type { LaborCard } from "@/lib/labores/queries";
import type { LaborCardShown } from "./LaborCard";

/**
 * A labor's fields that its card shows: LaborCard is a client component, so whatever object it is
 * given is written into the page's payload whole (ids, subtitles, the year under its second name).
 */
export function laborCardData({
  slug,
  titulo,
  resumen,
  anio_ejecucion,
  portada_url,
  portada_alt,
}: LaborCard): LaborCardShown {
  return { slug, titulo, resumen, anio_ejecucion, portada_url, portada_alt };
}
