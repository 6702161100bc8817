import type { ChatSource } from "@/lib/chat/schema";

// What the office's reads of the assistant answer (lib/chat/admin-queries.ts): plain, client-safe
// types the screens render.

export interface ChatPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ChatSummary {
  dias: number;
  conversaciones: number;
  preguntas: number;
  sin_respuesta: number;
}

export interface ConversationItem {
  id: string;
  created_at: string;
  last_activity_at: string;
  /** The citizen's name; null for a visitor. */
  ciudadano: string | null;
  preguntas: number;
  sin_respuesta: number;
  no_utiles: number;
  primera_pregunta: string;
}

export interface ChatExchange {
  question: { id: number; content: string; found: boolean | null; created_at: string };
  answer: {
    id: number;
    content: string;
    sources: ChatSource[];
    useful: boolean | null;
    created_at: string;
  } | null;
}

export interface ConversationDetail {
  id: string;
  created_at: string;
  last_activity_at: string;
  expires_at: string;
  ciudadano: string | null;
  exchanges: ChatExchange[];
}

export interface UnansweredQuestion {
  /** The latest wording of the question. */
  texto: string;
  veces: number;
  ultima: string;
}

interface TopicCount {
  tema: string;
  veces: number;
}

export interface ChatTopics {
  dias: number;
  preguntas: number;
  items: TopicCount[];
}

interface NotUsefulAnswer {
  id: number;
  session_id: string;
  pregunta: string | null;
  respuesta: string;
  sources: ChatSource[];
  created_at: string;
}

export interface ChatFeedback extends ChatPage<NotUsefulAnswer> {
  utiles: number;
  no_utiles: number;
  sin_opinion: number;
}
