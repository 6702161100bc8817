import "server-only";
import type { Actor } from "@/lib/auth/sessions";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { findPassages, writeAnswer } from "@/lib/chat/answer";
import type { FoundAnswer } from "@/lib/chat/find-answer";
import {
  CHAT_MESSAGES,
  CHAT_SESSION_HOURS,
  chatFeedbackInput,
  chatQuestionInput,
  type ChatAnswer,
  type ChatFeedbackInput,
  type ChatQuestionInput,
} from "@/lib/chat/schema";
import { rateLimit, withinBudget } from "@/lib/security/rate-limit";
import { parseInput } from "@/lib/validation/parse";

// The assistant (product.md §C.6: visitors and citizens): a conversation of 24 hours, questions
// answered from published content only, with their sources; every question and answer stored for
// the office's view (/admin/chatbot).

const MINUTE = 60_000;
const LIMITS = {
  start: { limit: 20, windowMs: 10 * MINUTE, message: CHAT_MESSAGES.rateLimited },
  perSession: { limit: 15, windowMs: MINUTE },
  perAddress: { limit: 40, windowMs: MINUTE },
};

/** A new conversation, bound to the citizen when one is signed in: its id. */
export async function startChatSession(actor: Actor | null, ip: string | null): Promise<string> {
  await rateLimit("chat-start", ip ?? "sin-ip", LIMITS.start);
  const session = await db().chatSession.create({
    data: {
      citizen_id: actor?.kind === "citizen" ? actor.id : null,
      expires_at: new Date(Date.now() + CHAT_SESSION_HOURS * 3_600_000),
    },
    select: { id: true },
  });
  return session.id;
}

/** A question checked and its passages found, ready to be answered (at once or streamed). */
export interface PreparedQuestion {
  sessionId: string;
  question: string;
  found: FoundAnswer;
}

/**
 * The chat's own writes (its rate-limit hits, its turns) committed without waiting for the disk:
 * a crash may lose the last fraction of a second of them, never leave them half-written, and a
 * question's answer no longer waits on a flush of the log — the largest share of its time at load.
 */
function unflushed<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
    return work(tx);
  });
}

/** How many of the conversation's earlier questions a follow-up is read with. */
const EARLIER_QUESTIONS = 2;

/** Checks the question, its conversation and the limits, and finds the relevant passages. */
export async function prepareQuestion(
  input: ChatQuestionInput,
  ip: string | null,
): Promise<PreparedQuestion> {
  const { session_id, message } = parseInput(chatQuestionInput, input);
  // The conversation and its earlier questions are read together: one wait instead of two.
  const [session, earlier] = await Promise.all([
    db().chatSession.findUnique({ where: { id: session_id }, select: { expires_at: true } }),
    db().chatMessage.findMany({
      where: { session_id, role: "user" },
      orderBy: { id: "desc" },
      take: EARLIER_QUESTIONS,
      select: { content: true },
    }),
  ]);
  if (!session || session.expires_at <= new Date()) {
    throw new AppError("NOT_FOUND", CHAT_MESSAGES.expired);
  }
  // The address is counted only when the conversation is within its budget, as one after the other.
  const within = await unflushed(
    async (tx) =>
      (await withinBudget("chat-session", session_id, LIMITS.perSession, tx)) &&
      (await withinBudget("chat-address", ip ?? "sin-ip", LIMITS.perAddress, tx)),
  );
  if (!within) throw new AppError("RATE_LIMITED", CHAT_MESSAGES.rateLimited);
  const earlierQuestions = earlier.reverse().map((question) => question.content);
  const found = await findPassages(message, earlierQuestions);
  return { sessionId: session_id, question: message, found };
}

/**
 * Answers a prepared question: with the language model when one is configured (its text handed to
 * `onDelta` as it arrives), else — or when it fails or cites nothing it was given — from the
 * passages. Stores the question and the answer.
 */
export async function answerQuestion(
  prepared: PreparedQuestion,
  onDelta?: (text: string) => void,
): Promise<ChatAnswer> {
  const { sessionId, question } = prepared;
  const { answer, sources, found } = await writeAnswer(question, prepared.found, onDelta);
  const now = new Date();
  const stored = await unflushed(async (tx) => {
    await tx.chatMessage.create({
      data: {
        session_id: sessionId,
        role: "user",
        content: question,
        found,
        created_at: now,
      },
    });
    const reply = await tx.chatMessage.create({
      data: {
        session_id: sessionId,
        role: "assistant",
        content: answer,
        sources: sources as unknown as object,
        created_at: now,
      },
      select: { id: true },
    });
    await tx.chatSession.update({ where: { id: sessionId }, data: { last_activity_at: now } });
    return reply;
  });
  return { answer, sources, message_id: stored.id };
}

/** POST /api/portal/chat: the whole answer at once. */
export async function askAssistant(
  input: ChatQuestionInput,
  ip: string | null,
): Promise<ChatAnswer> {
  return answerQuestion(await prepareQuestion(input, ip));
}

/** Records whether an answer of this conversation was useful. */
export async function rateAnswer(input: ChatFeedbackInput): Promise<void> {
  const { session_id, message_id, useful } = parseInput(chatFeedbackInput, input);
  const updated = await db().chatMessage.updateMany({
    where: { id: message_id, session_id, role: "assistant" },
    data: { useful },
  });
  if (updated.count === 0) throw new AppError("NOT_FOUND", CHAT_MESSAGES.expired);
}
