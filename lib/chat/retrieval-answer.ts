import type { PassageHit, SearchTerm } from "@/lib/search/queries";
import { formatLongDate } from "@/lib/format/display";
import { fold, hasStem, sentencesOf } from "@/lib/search/text";
import { CHAT_MESSAGES, type ChatSource } from "@/lib/chat/schema";
import { factKindOf, statesFact, type FactKind } from "@/lib/search/question-kind";

// The answer written without a language model: a reply, not excerpts. One or two sentences of the
// best passage that state what was asked (the number for "cuánto", the date for "cuándo", the
// hour, the place), in the site's words, with the item's title and its number as a source; a
// procedure answered with what the citizen can do; and, when the site has the subject but not the
// fact, what it does say and where to ask. The other relevant items follow as further sources.

const MAX_SOURCES = 3;
/**
 * The share of the question's weight (IDF) the best passage must match to be an answer at all:
 * less when the item is about something the question names (its title names it) than when the
 * question's words only occur in its text. And the share of the best one's a further source must
 * have. Set on the blind tuning questions where silence on what the site answers costs more than
 * a related source on what it does not (docs/decisions/0007-search-and-assistant.md).
 */
const SUBJECT_COVERAGE = 0.35;
const MIN_COVERAGE = 0.55;
const FURTHER_SOURCE = 0.6;

/** Whether the best passages answer the question well enough to answer at all. */
export function relevant(hits: PassageHit[]): PassageHit[] {
  const best = hits[0];
  if (!best?.specific || best.coverage < (best.subject ? SUBJECT_COVERAGE : MIN_COVERAGE))
    return [];
  return hits.filter((hit) => hit.coverage >= best.coverage * FURTHER_SOURCE).slice(0, MAX_SOURCES);
}

export function sourcesOf(hits: PassageHit[]): ChatSource[] {
  return hits.map((hit, index) => ({
    i: index + 1,
    title: hit.title,
    url: hit.url,
    date: hit.date,
  }));
}

/**
 * The one or two sentences of a hit that say most about the question, those with the kind of fact
 * asked first. When the question asks for a fact, the item's other parts among the candidates are
 * read too: the list of a report's figures may be another part than its introduction.
 */
function bestSentences(hit: PassageHit, terms: SearchTerm[], kind: FactKind | null): string[] {
  const parts = kind === null ? [hit.body] : [hit.body, ...hit.more];
  const scored = parts.flatMap(sentencesOf).map((sentence, position) => {
    const text = fold(sentence);
    const concepts = new Map<number, number>();
    for (const term of terms) {
      if (hasStem(text, term.stem)) concepts.set(term.concept, term.weight);
    }
    const about = [...concepts.values()].reduce((sum, weight) => sum + weight, 0);
    const fact = kind !== null && statesFact(sentence, kind);
    return { sentence, position, fact, score: about };
  });
  const chosen = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => Number(b.fact) - Number(a.fact) || b.score - a.score || a.position - b.position)
    .slice(0, 2)
    .sort((a, b) => a.position - b.position);
  return (chosen.length ? chosen : scored.slice(0, 1)).map((entry) => entry.sentence);
}

/** What a procedure's passage says the citizen can do, without its list of form fields. */
function procedureReply(hit: PassageHit, number: number): string {
  const name = hit.title.replace(/^Trámite:\s*/, "");
  const [, description, ...rest] = sentencesOf(hit.body);
  const deadline = rest.find((sentence) => sentence.startsWith("La oficina responde en"));
  return [
    `Puedes solicitarlo en línea con el trámite «${name}» [${number}].`,
    description && !description.startsWith("El formulario pide") ? description : null,
    deadline,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The item a passage comes from, as the reply names it: its title, and a news item's date. */
function itemOf(hit: PassageHit): string {
  if (hit.source === "biografia") return `la biografía del diputado («${hit.title}»)`;
  return `«${hit.title}»${hit.source === "noticia" && hit.date ? ` (${formatLongDate(hit.date)})` : ""}`;
}

/** What a passage says, as the reply puts it: a procedure by what can be done, else its words. */
function saying({ hit, number, sentences }: Read, lead = "Según"): string {
  if (hit.source === "tramite") return procedureReply(hit, number);
  // A contact detail is one passage, said whole: "Dirección de la oficina: 9a. Avenida…".
  if (hit.source === "contacto") return `${hit.body} [${number}]`;
  return `${lead} ${itemOf(hit)}: ${sentences.join(" ")} [${number}]`;
}

interface Read {
  hit: PassageHit;
  number: number;
  sentences: string[];
  /** Whether its sentences state the kind of fact asked (always, when none is). */
  states: boolean;
}

const MISSING_FACT: Record<FactKind, string> = {
  amount: "ese monto",
  number: "esa cifra",
  hour: "ese horario",
  day: "ese día",
  date: "esa fecha",
  place: "ese lugar",
  person: "ese nombre",
};

/** The answer and its sources, or the honest no-answer when nothing published is relevant. */
export function retrievalAnswer(
  question: string,
  terms: SearchTerm[],
  hits: PassageHit[],
): { answer: string; sources: ChatSource[]; found: boolean } {
  if (!hits.length) return { answer: CHAT_MESSAGES.noAnswer, sources: [], found: false };
  const kind = factKindOf(question);
  const read = hits.map((hit, index): Read => {
    const sentences = bestSentences(hit, terms, kind);
    // "¿Cuándo fue…?" about a news item: its date is the answer when its text names none.
    const dated = (kind === "date" || kind === "day") && hit.source === "noticia" && !!hit.date;
    return {
      hit,
      number: index + 1,
      sentences,
      states: kind === null || dated || sentences.some((sentence) => statesFact(sentence, kind)),
    };
  });
  // The reply comes from the best passage that states what was asked, else from the best one; a
  // count that a second source also states is given from both (a news item and a labor may count
  // different things: families and connections).
  const stating = read.filter((entry) => entry.states);
  const main = stating[0] ?? read[0]!;
  const counted = kind === "number" || kind === "amount";
  const second = counted && stating[1] ? stating[1] : null;
  const reply = main.states
    ? [main, second].flatMap((entry) => (entry ? [saying(entry)] : [])).join(" ")
    : `No encontré ${MISSING_FACT[kind!]} en lo publicado. ${saying(main, "Lo más cercano está en")} Si lo necesitas, puedes preguntarlo a la oficina desde la página de contacto.`;
  const others = read.filter((entry) => entry !== main && entry !== second);
  const more = others.length
    ? `\n\nTambién puede servirte: ${others.map((entry) => `${itemOf(entry.hit)} [${entry.number}]`).join("; ")}.`
    : "";
  return { answer: `${reply}${more}`, sources: sourcesOf(hits), found: true };
}
