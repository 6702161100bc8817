import "server-only";
import { asksProcedure } from "@/lib/search/question-kind";
import { relevant, retrievalAnswer } from "@/lib/chat/retrieval-answer";
import type { ChatSource } from "@/lib/chat/schema";
import {
  searchPassages,
  type PassageHit,
  type SearchResult,
  type SearchTerm,
} from "@/lib/search/queries";

// One question answered from the passages, as the assistant does before any language model: the
// passages found (with the conversation's subject for a follow-up, the procedures first for a
// "how do I…" or a problem report), those relevant enough to cite, and the answer written from
// them. Shared by the chat service and the evaluation, so that what is measured is what citizens
// get.

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
  const [own, other] = await Promise.all([
    searchPassages(question, { earlier, procedure }),
    // The rewrite already carries the conversation's subject (the model is told to include it).
    rewritten ? searchPassages(rewritten, { procedure }) : null,
  ]);
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
