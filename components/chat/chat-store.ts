"use client";

import { useCallback, useSyncExternalStore } from "react";
import { z } from "zod";
import { storageListeners } from "@/components/ui/storage-listeners";
import { CHAT_SESSION_HOURS } from "@/lib/chat/schema";

// The conversation of the chat screen, kept in localStorage (product.md §C.4): the session id, when it
// started, and its turns. Past CHAT_SESSION_HOURS the whole of it is dropped. One key per citizen,
// so that a shared browser never shows one citizen's questions to another.

const source = z.object({
  i: z.number(),
  title: z.string(),
  url: z.string(),
  date: z.string().nullable(),
});

const turn = z.discriminatedUnion("role", [
  z.object({ id: z.string(), role: z.literal("user"), text: z.string() }),
  z.object({
    id: z.string(),
    role: z.literal("assistant"),
    text: z.string(),
    sources: z.array(source),
    /** The stored answer and its conversation, for useful / not useful; null after a failure. */
    rating: z
      .object({
        session_id: z.string(),
        message_id: z.number(),
        useful: z.boolean().nullable(),
      })
      .nullable(),
  }),
]);
export type ChatTurn = z.infer<typeof turn>;
export type AssistantTurn = Extract<ChatTurn, { role: "assistant" }>;

const conversation = z.object({
  session_id: z.string().nullable(),
  started_at: z.number(),
  turns: z.array(turn),
});
export type Conversation = z.infer<typeof conversation>;

const LIFETIME_MS = CHAT_SESSION_HOURS * 3_600_000;
const { subscribe, notify } = storageListeners();
const memory = new Map<string, string>();
let cached: { key: string; raw: string | null; value: Conversation | null } | null = null;

const isExpired = (chat: Conversation, now = Date.now()) => now - chat.started_at >= LIFETIME_MS;

export const newConversation = (): Conversation => ({
  session_id: null,
  started_at: Date.now(),
  turns: [],
});

function readRaw(key: string): string | null {
  if (memory.has(key)) return memory.get(key)!;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Conversation | null {
  if (!raw) return null;
  try {
    const parsed = conversation.safeParse(JSON.parse(raw));
    return parsed.success && !isExpired(parsed.data) ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored conversation (one object per stored text, as useSyncExternalStore needs). */
function snapshot(key: string): Conversation | null {
  const raw = readRaw(key);
  if (cached?.key !== key || cached.raw !== raw) cached = { key, raw, value: parse(raw) };
  return cached.value;
}

/** Stores a conversation (or forgets it, with null) and tells every reader. */
export function saveConversation(key: string, chat: Conversation | null): void {
  const raw = chat ? JSON.stringify(chat) : null;
  try {
    if (raw) window.localStorage.setItem(key, raw);
    else window.localStorage.removeItem(key);
    memory.delete(key);
  } catch {
    // Storage refused (private mode): the conversation lasts as long as the page.
    if (raw) memory.set(key, raw);
    else memory.delete(key);
  }
  notify();
}

/** The stored conversation of `key` (null before hydration, when there is none or it expired). */
export function useConversation(key: string): Conversation | null {
  const read = useCallback(() => snapshot(key), [key]);
  return useSyncExternalStore(subscribe, read, () => null);
}

/** The conversation as it is stored now, or null when there is none or it expired. */
export function currentConversation(key: string): Conversation | null {
  return snapshot(key);
}
