import { formatLongDate } from "@/lib/format/display";
import type { PassageSource } from "@/lib/search/sync";

// The sections of the site that search results and the assistant's sources come from: their
// labels, and how their dates read. Safe to import from client code (types only from lib/search).

export const SECTION_LABELS: Record<PassageSource, string> = {
  noticia: "Noticia",
  labor: "Labor",
  biografia: "Biografía",
  valores: "Valores",
  contacto: "Contacto",
  tramite: "Trámite",
};

const SECTION_PATHS: [string, PassageSource][] = [
  ["/noticias/", "noticia"],
  ["/labores/", "labor"],
  ["/logros/", "labor"],
  ["/biografia", "biografia"],
  ["/valores", "valores"],
  ["/contacto", "contacto"],
  ["/portal/sugerencias/nueva", "tramite"],
];

/** The section an address of the index belongs to (an assistant's source carries only its address). */
export function sectionOf(url: string): PassageSource | null {
  return SECTION_PATHS.find(([path]) => url.startsWith(path))?.[1] ?? null;
}

/** A passage's date as it reads under its title: a labor's year of execution, else the long date. */
export function sectionDate(section: PassageSource | null, date: string | null): string | null {
  if (!date) return null;
  if (section === "labor") return `Año ${new Date(date).getUTCFullYear()}`;
  return formatLongDate(date);
}
