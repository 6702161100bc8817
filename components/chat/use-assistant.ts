"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { portalFetch } from "@/components/portal/portal-client";
import { messageOf } from "@/components/ui/request-error";
import { CHAT_MESSAGES, type ChatAnswer } from "@/lib/chat/schema";
import { trackEvent } from "@/components/analytics/events";
import { readChatEvents } from "@/lib/chat/stream";
import {
  currentConversation,
  newConversation,
  saveConversation,
  useConversation,
  type AssistantTurn,
  type ChatTurn,
  type Conversation,
} from "./chat-store";

// The chat screen's conversation with the assistant (product.md §C.4, §7, §8): a session started when
// the first question needs one (again, transparently, when the server says it expired), answers
// streamed as they are written, failures and empty answers in the spec's words, and the citizen's
// verdict on each answer.

const JSON_HEADERS = { "Content-Type": "application/json" };

const turnId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const failure = (text: string): AssistantTurn => ({
  id: turnId(),
  role: "assistant",
  text,
  sources: [],
  rating: null,
});

function answered({ answer, sources, message_id }: ChatAnswer, session_id: string): AssistantTurn {
  return {
    id: turnId(),
    role: "assistant",
    text: answer.trim() ? answer : CHAT_MESSAGES.empty,
    sources,
    rating: { session_id, message_id, useful: null },
  };
}

export interface Assistant {
  turns: ChatTurn[];
  /** The answer being written: null when no question waits, "" until its first words arrive. */
  pending: string | null;
  /** The last answer, for screen readers. */
  announcement: string;
  /** Sends a question; false when it is empty or another one is still waiting. */
  ask(question: string): boolean;
  rate(turnId: string, useful: boolean): Promise<void>;
  restart(): void;
}

export function useAssistant(storageKey: string): Assistant {
  const chat = useConversation(storageKey);
  const [pending, setPending] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const busy = useRef(false);

  const update = (change: (chat: Conversation) => Conversation) =>
    saveConversation(storageKey, change(currentConversation(storageKey) ?? newConversation()));

  /** The conversation's session, or a new one (also when the server said the old one expired). */
  async function session(renew: boolean): Promise<string | null> {
    const known = currentConversation(storageKey)?.session_id;
    if (known && !renew) return known;
    const response = await portalFetch("/api/portal/chat/start", { method: "POST" });
    if (!response.ok) return null;
    const { session_id } = (await response.json()) as { session_id: string };
    update((current) => ({ ...current, session_id, started_at: Date.now() }));
    return session_id;
  }

  async function streamAnswer(question: string): Promise<AssistantTurn> {
    const post = (session_id: string) =>
      portalFetch("/api/portal/chat/stream", {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ session_id, message: question }),
      });
    let sessionId = await session(false);
    let response = sessionId ? await post(sessionId) : null;
    if (response?.status === 404) {
      sessionId = await session(true);
      response = sessionId ? await post(sessionId) : null;
    }
    if (!response?.ok || !sessionId) {
      return failure(response?.status === 429 ? CHAT_MESSAGES.rateLimited : CHAT_MESSAGES.failed);
    }
    let written = "";
    for await (const event of readChatEvents(response)) {
      if (event.type === "delta") setPending((written += event.text));
      else if (event.type === "done") return answered(event.answer, sessionId);
      else break;
    }
    return failure(CHAT_MESSAGES.failed);
  }

  async function answer(question: string): Promise<void> {
    setPending("");
    setAnnouncement("");
    const reply = await streamAnswer(question).catch(() => failure(CHAT_MESSAGES.failed));
    update((current) => ({ ...current, turns: [...current.turns, reply] }));
    setPending(null);
    setAnnouncement(`Respuesta del asistente: ${reply.text}`);
    busy.current = false;
  }

  return {
    turns: chat?.turns ?? [],
    pending,
    announcement,
    ask(question) {
      const text = question.trim();
      if (!text || busy.current) return false;
      busy.current = true;
      update((current) => ({
        ...current,
        turns: [...current.turns, { id: turnId(), role: "user", text }],
      }));
      trackEvent("asistente_pregunta");
      void answer(text);
      return true;
    },
    async rate(id, useful) {
      const turn = chat?.turns.find((one) => one.id === id);
      if (turn?.role !== "assistant" || !turn.rating) return;
      const { session_id, message_id } = turn.rating;
      const response = await portalFetch("/api/portal/chat/opinion", {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ session_id, message_id, useful }),
      }).catch(() => null);
      const body: unknown = await response?.json().catch(() => null);
      if (!response?.ok) {
        toast.error(response ? messageOf(body, response.status) : CHAT_MESSAGES.failed);
        return;
      }
      update((current) => ({
        ...current,
        turns: current.turns.map((one) =>
          one.id === id && one.role === "assistant" && one.rating
            ? { ...one, rating: { ...one.rating, useful } }
            : one,
        ),
      }));
      toast.success(CHAT_MESSAGES.thanks);
    },
    restart() {
      if (busy.current) return;
      saveConversation(storageKey, null);
      setAnnouncement("");
    },
  };
}
