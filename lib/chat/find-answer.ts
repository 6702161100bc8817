import "server-only";
import { relevant, retrievalAnswer } from "@/lib/chat/retrieval-answer";
import type { ChatSource } from "@/lib/chat/schema";
import { searchPassages, type PassageHit } from "@/lib/search/queries";

// One question answered from the passages, as the assistant does before any language model: the
// passages found, those relevant enough to cite, and the answer written from them. Shared by the
// chat service and the evaluation, so that what is measured is what citizens get.

export interface FoundAnswer {
  keywords: string[];
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
  void earlier;
  const { keywords, hits: returned } = await searchPassages(question);
  const hits = relevant(returned);
  return { keywords, hits, returned, ...retrievalAnswer(keywords, hits) };
}
