import "server-only";
import { checkModelAnswer } from "@/lib/chat/cited-answer";
import { findAnswer, type FoundAnswer } from "@/lib/chat/find-answer";
import { modelAnswer, modelSearchRewrite } from "@/lib/chat/model";
import { CHAT_MESSAGES, type ChatSource } from "@/lib/chat/schema";

// A question answered as citizens get it, in the two steps the streamed route needs (the passages
// before the stream opens, the words inside it): the chat service and the evaluation both call
// these, so that what is measured is what is answered, with a language model configured or not.

/** What the citizen reads: the answer, its sources, and whether it found something published. */
export interface WrittenAnswer {
  answer: string;
  sources: ChatSource[];
  found: boolean;
}

/** The passages for a question: the model's rewrite in the site's words searched beside it. */
export async function findPassages(question: string, earlier: string[]): Promise<FoundAnswer> {
  const rewritten = await modelSearchRewrite(question, earlier);
  return findAnswer(question, earlier, rewritten);
}

/**
 * The model's answer when it holds to the passages (a not-found answer when it says so), else —
 * without a model, or when it fails or cites nothing it was given — the answer written from the
 * passages. `onDelta` receives the model's text as it arrives.
 */
export async function writeAnswer(
  question: string,
  found: FoundAnswer,
  onDelta?: (text: string) => void,
): Promise<WrittenAnswer> {
  const written = found.hits.length ? await modelAnswer(question, found.hits, onDelta) : null;
  const checked = written ? checkModelAnswer(written, found.hits) : null;
  if (checked?.kind === "not-found") {
    return { answer: CHAT_MESSAGES.noAnswer, sources: [], found: false };
  }
  if (checked?.kind === "cited") {
    return { answer: checked.answer, sources: checked.sources, found: true };
  }
  return { answer: found.answer, sources: found.sources, found: found.found };
}
