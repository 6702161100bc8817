import { MODEL_NOT_FOUND } from "@/lib/chat/model";
import { sourcesOf } from "@/lib/chat/retrieval-answer";
import type { ChatSource } from "@/lib/chat/schema";
import type { PassageHit } from "@/lib/search/queries";
import { fold } from "@/lib/search/text";

// What the model wrote, held to its instructions before anyone reads it: the sentence it is told
// to use when the passages hold no answer is a not-found answer (no sources); a citation of a
// passage it was never given is removed; an answer left citing nothing is not shown, since none of
// it can be traced to what is published.

export type CheckedModelAnswer =
  | { kind: "not-found" }
  | { kind: "cited"; answer: string; sources: ChatSource[] }
  | { kind: "unsupported" };

const CITATION = /\s*\[(\d{1,3})\]/g;

export function checkModelAnswer(text: string, hits: PassageHit[]): CheckedModelAnswer {
  if (fold(text).startsWith(fold(MODEL_NOT_FOUND).replace(/\.$/, ""))) return { kind: "not-found" };
  const cited = new Set<number>();
  const answer = text
    .replace(CITATION, (citation, number: string) => {
      const index = Number(number);
      if (index < 1 || index > hits.length) return "";
      cited.add(index);
      return citation;
    })
    .trim();
  if (!cited.size) return { kind: "unsupported" };
  return {
    kind: "cited",
    answer,
    sources: sourcesOf(hits).filter((source) => cited.has(source.i)),
  };
}
