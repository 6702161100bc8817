import "server-only";
import { db } from "@/lib/db";
import { phraseKey, tokensOf } from "@/lib/search/text";

// A question read as concepts: each of its words, or a phrase of the region's vocabulary ("aguas
// negras", "la muni"), with the site's words it means. The vocabulary is read on every question,
// so an entry the office adds counts on the next one.

export interface AskedConcept {
  /** The citizen's words, folded ("aguas negras"). */
  words: string;
  /** The words searched for: the citizen's, and the site's when the vocabulary knows them. */
  search: string[];
  /** Whether the vocabulary supplied the site's words. */
  expanded: boolean;
}

/** The longest vocabulary phrase, in tokens: longer entries are not matched. */
const MAX_PHRASE = 4;

/** A word worth a concept of its own: three letters or more, or a number ("zona 3"). */
const meaningful = (token: string) => token.length >= 3 || /^\d+$/.test(token);

/** The vocabulary as a map from each entry's key to the site's words it means. */
export async function vocabularyMap(): Promise<Map<string, string[]>> {
  const entries = await db().assistantVocabulary.findMany({
    select: { palabra: true, significa: true },
  });
  return new Map(entries.map((entry) => [phraseKey(entry.palabra), tokensOf(entry.significa)]));
}

/** The concepts of a question, longest vocabulary phrase first at each position. */
export function conceptsOf(question: string, vocabulary: Map<string, string[]>): AskedConcept[] {
  const tokens = tokensOf(question);
  const concepts: AskedConcept[] = [];
  for (let at = 0; at < tokens.length;) {
    let matched = 0;
    for (let length = Math.min(MAX_PHRASE, tokens.length - at); length > 0; length--) {
      const meaning = vocabulary.get(tokens.slice(at, at + length).join(" "));
      if (!meaning) continue;
      const words = tokens.slice(at, at + length);
      // A phrase is an idiom ("donde queda", "aguas negras"): its meaning replaces its words. A
      // single word keeps itself beside the site's words.
      const searched = length > 1 ? meaning : [...words, ...meaning];
      concepts.push({
        words: words.join(" "),
        search: [...new Set(searched.filter(meaningful))],
        expanded: true,
      });
      matched = length;
      break;
    }
    if (!matched && meaningful(tokens[at]!)) {
      concepts.push({ words: tokens[at]!, search: [tokens[at]!], expanded: false });
    }
    at += Math.max(matched, 1);
  }
  return concepts;
}
