import Link from "next/link";
import { EmptyState } from "@/components/home/HomeSection";
import { Badge } from "@/components/ui/Badge";
import { fold, mentions } from "@/lib/search/text";
import type { SearchResult } from "@/lib/search/queries";
import { SECTION_LABELS, sectionDate } from "./sections";

// The results of a site search (/buscar and /portal/buscar): each passage's section, title, the
// part of its text around the first word searched for (the words marked), its date and link.

const SNIPPET = 240;
const LEAD = 60;

const WORD = /([\p{L}\p{N}]+)/u;

function matches(word: string, keywords: string[]): boolean {
  return word.length >= 3 && keywords.some((keyword) => mentions(fold(word), keyword));
}

/** The stretch of `text` that begins a little before the first word searched for. */
function snippetOf(text: string, keywords: string[]): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= SNIPPET) return clean;
  const parts = clean.split(WORD);
  let offset = 0;
  let first = 0;
  for (const part of parts) {
    if (matches(part, keywords)) {
      first = offset;
      break;
    }
    offset += part.length;
  }
  const from = first > LEAD ? clean.indexOf(" ", first - LEAD) + 1 : 0;
  const cut = clean.slice(from, from + SNIPPET);
  const more = from + SNIPPET < clean.length;
  const space = cut.lastIndexOf(" ");
  const shown = more && space > 0 ? cut.slice(0, space) : cut;
  return `${from > 0 ? "…" : ""}${shown}${more ? "…" : ""}`;
}

function Marked({ text, keywords }: { text: string; keywords: string[] }) {
  return text.split(WORD).map((part, index) =>
    index % 2 === 1 && matches(part, keywords) ? (
      <mark key={index} className="rounded-sm bg-accent/30 px-0.5 text-foreground">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** The results of `query`, or what to do when there is no query or nothing was found. */
export function SearchResults({ query, result }: { query: string; result: SearchResult | null }) {
  if (!query || !result) {
    return (
      <EmptyState>
        Escribe una o varias palabras para buscar en noticias, labores, biografía, valores, contacto
        y trámites.
      </EmptyState>
    );
  }
  const { hits, keywords } = result;
  if (!hits.length) {
    return (
      <EmptyState>
        No encontramos resultados para «{query}». Prueba con otras palabras o revisa cómo están
        escritas.
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="resultados-busqueda" className="flex flex-col gap-4">
      <h2 id="resultados-busqueda" className="text-sm font-normal text-muted-foreground">
        {hits.length === 1 ? "1 resultado" : `${hits.length} resultados`} para «{query}»
      </h2>
      <ol className="flex flex-col gap-4">
        {hits.map((hit) => {
          const date = sectionDate(hit.source, hit.date);
          return (
            <li
              key={`${hit.source}:${hit.sourceId}`}
              className="flex flex-col gap-2 rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <Badge variant="secondary">{SECTION_LABELS[hit.source]}</Badge>
                {date && <span>{date}</span>}
              </div>
              <h3 className="text-lg leading-snug font-semibold">
                <Link
                  href={hit.url}
                  className="rounded-sm text-primary underline-offset-4 hover:underline"
                >
                  {hit.title}
                </Link>
              </h3>
              <p className="text-sm text-foreground/90">
                <Marked text={snippetOf(hit.body, keywords)} keywords={keywords} />
              </p>
              {hit.source === "tramite" && (
                <p className="text-sm text-muted-foreground">
                  Se solicita como gestión desde el portal ciudadano.
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
