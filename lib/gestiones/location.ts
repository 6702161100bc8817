import type { GestionLocation } from "@/lib/gestiones/schema";

// Where the problem is, as people read it. Client-safe: the form and both details use it.

/** "14.834500, -91.518000 (± 12 m)". */
export function describeLocation({ latitud, longitud, precision_m }: GestionLocation): string {
  const place = `${latitud.toFixed(6)}, ${longitud.toFixed(6)}`;
  return precision_m === null ? place : `${place} (± ${precision_m} m)`;
}

/** The position on OpenStreetMap's own site: a link out, never a map or script embedded here. */
export function openStreetMapUrl({ latitud, longitud }: GestionLocation): string {
  return `https://www.openstreetmap.org/?mlat=${latitud}&mlon=${longitud}#map=17/${latitud}/${longitud}`;
}
