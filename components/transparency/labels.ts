import { formatLongDate, formatMonth } from "@/lib/format/display";
import { addMonths, startOfMonth } from "@/lib/transparency/months";
import { NO_PLACE, OTHERS, type Month, type PlaceFigure } from "@/lib/transparency/schema";

// How the figures of /transparencia name their periods and places.

/** "noviembre de 2026", "septiembre – octubre de 2026", "diciembre de 2025 – enero de 2026". */
export function formatPeriod(desde: Month, hasta: Month): string {
  if (desde === hasta) return formatMonth(hasta, "long");
  const sameYear = desde.slice(0, 4) === hasta.slice(0, 4);
  const start = sameYear
    ? formatMonth(desde, "long").replace(/ de \d{4}$/, "")
    : formatMonth(desde, "long");
  return `${start} – ${formatMonth(hasta, "long")}`;
}

/** "30 de noviembre de 2026": the last day of a month. */
export const lastDayOf = (month: Month) =>
  formatLongDate(new Date(startOfMonth(addMonths(month, 1)).getTime() - 1));

const isNamedPlace = (place: PlaceFigure) =>
  place.municipio !== OTHERS && place.municipio !== NO_PLACE;

/** The municipality column of a place's row. */
export function municipalityOf(place: PlaceFigure): string {
  if (place.municipio === OTHERS) return "Otros municipios";
  if (place.municipio === NO_PLACE) return "Sin lugar registrado";
  return place.municipio;
}

/** The department column of a place's row ("—" for "Otros" and "Sin dato"). */
export const departmentOf = (place: PlaceFigure) =>
  isNamedPlace(place) ? place.departamento : "—";

/** A place with its department, always: "Guatemala, Guatemala" is the municipality. */
export const placeLabel = (place: PlaceFigure) =>
  isNamedPlace(place) ? `${place.municipio}, ${place.departamento}` : municipalityOf(place);
