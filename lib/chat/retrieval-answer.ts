import type { PassageHit, SearchTerm } from "@/lib/search/queries";
import { formatLongDate } from "@/lib/format";
import { fold, hasStem, sentencesOf } from "@/lib/search/text";
import { CHAT_MESSAGES, type ChatSource } from "@/lib/chat/schema";
import { factKindOf, statesFact, type FactKind } from "@/lib/search/question-kind";

// The answer written without a language model: the sentences of the best passages that say most
// about the question — those holding the kind of fact asked first (a number for "cuánto", a date
// for "cuándo", a place for "dónde") — each followed by the number of its source; and a plain
// statement when the site has the subject but not the fact.

const MAX_SOURCES = 3;
/**
 * The share of the question's weight (IDF) the best passage must match to be an answer at all,
 * and the share of the best one's a further source must have.
 */
const MIN_COVERAGE = 0.47;
const FURTHER_SOURCE = 0.6;

/** Whether the best passages answer the question well enough to answer at all. */
export function relevant(hits: PassageHit[]): PassageHit[] {
  const best = hits[0];
  if (!best || !best.specific || best.coverage < MIN_COVERAGE) return [];
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
 * The one or two sentences of a hit that say most about the question. When the question asks for
 * a fact, the item's other parts among the candidates are read too: the list of a report's figures
 * may be another part than its introduction, which matched the question best.
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
  // Sentences about the question; those with the kind of fact asked first.
  const chosen = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => Number(b.fact) - Number(a.fact) || b.score - a.score || a.position - b.position)
    .slice(0, 2)
    .sort((a, b) => a.position - b.position);
  return (chosen.length ? chosen : scored.slice(0, 1)).map((entry) => entry.sentence);
}

const MISSING_FACT: Record<FactKind, string> = {
  number: "No encontré esa cifra en lo publicado; esto es lo más cercano:",
  hour: "No encontré ese horario en lo publicado; esto es lo más cercano:",
  day: "No encontré ese día en lo publicado; esto es lo más cercano:",
  date: "No encontré esa fecha en lo publicado; esto es lo más cercano:",
  place: "No encontré ese lugar en lo publicado; esto es lo más cercano:",
  person: "No encontré ese nombre en lo publicado; esto es lo más cercano:",
};

/** The answer and its sources, or the honest no-answer when nothing published is relevant. */
export function retrievalAnswer(
  question: string,
  terms: SearchTerm[],
  hits: PassageHit[],
): { answer: string; sources: ChatSource[]; found: boolean } {
  if (!hits.length) return { answer: CHAT_MESSAGES.noAnswer, sources: [], found: false };
  const kind = factKindOf(question);
  const chosen = hits.map((hit) => {
    const sentences = bestSentences(hit, terms, kind);
    // "¿Cuándo fue…?" about a news item: its date is the answer when its text names none.
    const dated =
      (kind === "date" || kind === "day") && hit.source === "noticia" && hit.date
        ? !sentences.some((sentence) => statesFact(sentence, kind))
        : false;
    return dated ? [...sentences, `Publicado el ${formatLongDate(hit.date!)}.`] : sentences;
  });
  const hasFact = kind === null || chosen.flat().some((sentence) => statesFact(sentence, kind));
  const lines = chosen.map((sentences, index) => `${sentences.join(" ")} [${index + 1}]`);
  const opening = hasFact ? "Esto es lo que encontré en lo publicado:" : MISSING_FACT[kind!];
  return {
    answer: `${opening}\n\n${lines.join("\n\n")}`,
    sources: sourcesOf(hits),
    found: true,
  };
}
