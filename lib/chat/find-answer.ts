import "server-only";
import { asksProcedure, leansOnEarlier } from "@/lib/search/question-kind";
import { relevant, retrievalAnswer } from "@/lib/chat/retrieval-answer";
import type { ChatSource } from "@/lib/chat/schema";
import {
  searchPassages,
  type PassageHit,
  type SearchResult,
  type SearchTerm,
} from "@/lib/search/queries";

// One question answered from the passages, as the assistant does before any language model: the
// passages found (within the conversation's subject when the question needs it, the procedures
// first for a "how do I…" or a problem report), those relevant enough to cite, and the answer
// written from them. Shared by the chat service and the evaluation, so that what is measured is
// what citizens get.

export interface FoundAnswer {
  keywords: string[];
  terms: SearchTerm[];
  /** The relevant passages, best first (at most three): the answer's sources. */
  hits: PassageHit[];
  /** Every passage the search returned, relevant or not. */
  returned: PassageHit[];
  answer: string;
  sources: ChatSource[];
  found: boolean;
}

/** How well a search's best relevant passage covers its question; -1 when none is relevant. */
const support = (result: SearchResult) => relevant(result.hits)[0]?.coverage ?? -1;

/**
 * The search a follow-up is answered from. Read within the conversation's subject, "y cuántos
 * faltaban" finds the item the conversation is about; "y la planta de Salcajá ya funciona" names
 * its own. The subject is kept when it points back at what was said ("¿qué piden para eso?");
 * when the question alone finds nothing to answer and either opens as a continuation or names
 * nothing specific that the conversation's item lacks ("¿quién ganó el mundial?" after a fair
 * names what the fair's news lacks); when within the subject a passage answers the question's own
 * words at least as well as the best one without it; or when it opens as a continuation ("¿y
 * cuántos…?") and names no item of its own. Otherwise it starts a new subject.
 */
function withinSubject(question: string, alone: SearchResult, within: SearchResult): SearchResult {
  const [own, kept] = [relevant(alone.hits)[0], relevant(within.hits)[0]];
  const leaning = leansOnEarlier(question);
  if (leaning === "refers") return within;
  // Alone it finds nothing: the subject is kept when the question goes on from the one before, or
  // names nothing specific of its own that the conversation's item does not have.
  if (!own) return leaning === "continues" || !kept?.foreign ? within : alone;
  if (kept && kept.ownCoverage >= own.ownCoverage) return within;
  return leaning === "continues" && !own.subject ? within : alone;
}

/**
 * Answers `question`; `earlier` holds the conversation's earlier questions, oldest first;
 * `rewritten`, the question in the site's words as a language model put it, is searched beside it
 * and answers instead when its best passage covers it better than the citizen's own words do.
 */
export async function findAnswer(
  question: string,
  earlier: string[] = [],
  rewritten: string | null = null,
): Promise<FoundAnswer> {
  const procedure = asksProcedure(question);
  const [searched, other] = await Promise.all([
    searchPassages(question, { earlier, procedure }),
    // The rewrite already carries the conversation's subject (the model is told to include it).
    rewritten ? searchPassages(rewritten, { procedure }) : null,
  ]);
  const own = searched.alone ? withinSubject(question, searched.alone, searched) : searched;
  const { terms, hits: returned } = other && support(other) > support(own) ? other : own;
  const hits = relevant(returned);
  return {
    keywords: own.keywords,
    terms,
    hits,
    returned,
    ...retrievalAnswer(question, terms, hits),
  };
}
