import "server-only";
import { asksProcedure } from "@/lib/search/question-kind";
import { relevant, retrievalAnswer } from "@/lib/chat/retrieval-answer";
import type { ChatSource } from "@/lib/chat/schema";
import { searchPassages, type PassageHit, type SearchTerm } from "@/lib/search/queries";

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

/** Answers `question`; `earlier` holds the conversation's earlier questions, oldest first. */
export async function findAnswer(question: string, earlier: string[] = []): Promise<FoundAnswer> {
  const {
    keywords,
    terms,
    hits: returned,
  } = await searchPassages(question, {
    earlier,
    procedure: asksProcedure(question),
  });
  const hits = relevant(returned);
  return { keywords, terms, hits, returned, ...retrievalAnswer(question, terms, hits) };
}
