import type { PassageHit } from "@/lib/search/queries";
import { fold, mentions, sentencesOf } from "@/lib/search/text";
import { CHAT_MESSAGES, type ChatSource } from "@/lib/chat/schema";

// The answer written without a language model: the sentences of the best passages that mention
// the question's words, each followed by the number of its source.

const MAX_SOURCES = 3;

/** Whether the best passages answer the question well enough to answer at all. */
export function relevant(hits: PassageHit[]): PassageHit[] {
  const best = hits[0];
  if (!best || best.coverage < 0.5) return [];
  return hits.filter((hit) => hit.coverage >= Math.min(0.5, best.coverage)).slice(0, MAX_SOURCES);
}

export function sourcesOf(hits: PassageHit[]): ChatSource[] {
  return hits.map((hit, index) => ({
    i: index + 1,
    title: hit.title,
    url: hit.url,
    date: hit.date,
  }));
}

/** The one or two sentences of a passage that say most about the question. */
function bestSentences(hit: PassageHit, keywords: string[]): string {
  const scored = sentencesOf(hit.body).map((sentence, position) => ({
    sentence,
    position,
    score: keywords.filter((keyword) => mentions(fold(sentence), keyword)).length,
  }));
  const chosen = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, 2)
    .sort((a, b) => a.position - b.position);
  return (chosen.length ? chosen : scored.slice(0, 1)).map((entry) => entry.sentence).join(" ");
}

/** The answer and its sources, or the honest no-answer when nothing published is relevant. */
export function retrievalAnswer(
  keywords: string[],
  hits: PassageHit[],
): { answer: string; sources: ChatSource[]; found: boolean } {
  if (!hits.length) return { answer: CHAT_MESSAGES.noAnswer, sources: [], found: false };
  const lines = hits.map((hit, index) => `${bestSentences(hit, keywords)} [${index + 1}]`);
  return {
    answer: `Esto es lo que encontré en lo publicado:\n\n${lines.join("\n\n")}`,
    sources: sourcesOf(hits),
    found: true,
  };
}
