import "server-only";
import { z } from "zod";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import {
  CHAT_ADMIN_PAGE_SIZE,
  CHAT_RECENT_DAYS,
  type ChatConversationFilters,
} from "@/lib/chat/admin-schema";
import type {
  ChatExchange,
  ChatFeedback,
  ChatPage,
  ChatSummary,
  ChatTopics,
  ConversationDetail,
  ConversationItem,
  UnansweredQuestion,
} from "@/lib/chat/dto";
import type { ChatSource } from "@/lib/chat/schema";
import { db } from "@/lib/db";
import { isSafeUrl } from "@/lib/validation/fields";
import { Prisma } from "@/lib/generated/prisma/client";
import { fold, keywordsOf } from "@/lib/search/text";
import { containsFolded } from "@/lib/lists/folded-search";

// The office's reads of the assistant (/admin/chatbot, docs/decisions/0008-product-gaps.md): what citizens asked, what was
// answered with which sources, the questions that found nothing, the most asked topics and the
// citizens' verdicts. Each read checks `chatbot.read` itself; lists are paged in the database.

const PERMISSION = "chatbot.read";
const DAY_MS = 24 * 3_600_000;
/** The most recent questions of the period that the topics are counted over, at the most. */
const TOPIC_SAMPLE = 50_000;
const TOP_TOPICS = 20;

const storedSource = z.object({
  i: z.number(),
  title: z.string(),
  url: z.string().refine(isSafeUrl),
  date: z.string().nullable().catch(null),
});

/** The sources stored with an answer; anything malformed is left out. */
function sourcesOf(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = storedSource.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const since = (days: number) => new Date(Date.now() - days * DAY_MS);
const count = (value: bigint | number | null | undefined) => Number(value ?? 0);
/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */

/** Conversations, questions and questions that found nothing in the last days. */
export async function getChatSummary(actor: Actor | null): Promise<ChatSummary> {
  requirePermission(actor, PERMISSION);
  const [row] = await db().$queryRaw<
    { conversaciones: bigint; preguntas: bigint; sin_respuesta: bigint }[]
  >`
    SELECT count(DISTINCT session_id) AS conversaciones, count(*) AS preguntas,
           count(*) FILTER (WHERE found = false) AS sin_respuesta
    FROM chat_messages
    WHERE role = 'user' AND created_at >= ${since(CHAT_RECENT_DAYS)}`;
  return {
    dias: CHAT_RECENT_DAYS,
    conversaciones: count(row?.conversaciones),
    preguntas: count(row?.preguntas),
    sin_respuesta: count(row?.sin_respuesta),
  };
}

function conversationConditions(query: ChatConversationFilters): Prisma.Sql {
  const asked = (condition: Prisma.Sql) =>
    Prisma.sql`EXISTS (SELECT 1 FROM chat_messages m WHERE m.session_id = s.id AND ${condition})`;
  const conditions = [asked(Prisma.sql`m.role = 'user'`)];
  if (query.q) {
    // Accent- and case-insensitive: "vacunacion" finds "vacunación".
    conditions.push(
      asked(
        Prisma.sql`m.role = 'user' AND ${containsFolded(Prisma.sql`public.citizen_search_text(m.content)`, query.q)}`,
      ),
    );
  }
  if (query.resultado === "sin-respuesta") {
    conditions.push(asked(Prisma.sql`m.role = 'user' AND m.found = false`));
  }
  if (query.resultado === "no-util") {
    conditions.push(asked(Prisma.sql`m.role = 'assistant' AND m.useful = false`));
  }
  return Prisma.join(conditions, " AND ");
}

/** Conversations with at least one question, newest activity first, with their counts. */
export async function listChatConversations(
  actor: Actor | null,
  query: ChatConversationFilters,
): Promise<ChatPage<ConversationItem>> {
  requirePermission(actor, PERMISSION);
  const where = conversationConditions(query);
  const [rows, counted] = await Promise.all([
    db().$queryRaw<
      {
        id: string;
        created_at: Date;
        last_activity_at: Date;
        ciudadano: string | null;
        preguntas: bigint;
        sin_respuesta: bigint;
        no_utiles: bigint;
        primera_pregunta: string | null;
      }[]
    >`
      SELECT s.id, s.created_at, s.last_activity_at,
             nullif(concat_ws(' ', c.primer_nombre, c.primer_apellido), '') AS ciudadano,
             t.preguntas, t.sin_respuesta, t.no_utiles, t.primera_pregunta
      FROM (
        SELECT s.id, s.created_at, s.last_activity_at, s.citizen_id
        FROM chat_sessions s WHERE ${where}
        ORDER BY s.last_activity_at DESC, s.id DESC
        LIMIT ${CHAT_ADMIN_PAGE_SIZE} OFFSET ${(query.page - 1) * CHAT_ADMIN_PAGE_SIZE}
      ) s
      LEFT JOIN citizens c ON c.id = s.citizen_id
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE m.role = 'user') AS preguntas,
               count(*) FILTER (WHERE m.role = 'user' AND m.found = false) AS sin_respuesta,
               count(*) FILTER (WHERE m.role = 'assistant' AND m.useful = false) AS no_utiles,
               (array_agg(m.content ORDER BY m.created_at, m.id)
                  FILTER (WHERE m.role = 'user'))[1] AS primera_pregunta
        FROM chat_messages m WHERE m.session_id = s.id
      ) t
      ORDER BY s.last_activity_at DESC, s.id DESC`,
    db().$queryRaw<
      { total: bigint }[]
    >`SELECT count(*) AS total FROM chat_sessions s WHERE ${where}`,
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      last_activity_at: row.last_activity_at.toISOString(),
      ciudadano: row.ciudadano,
      preguntas: count(row.preguntas),
      sin_respuesta: count(row.sin_respuesta),
      no_utiles: count(row.no_utiles),
      primera_pregunta: row.primera_pregunta ?? "",
    })),
    total: count(counted[0]?.total),
    page: query.page,
    pageSize: CHAT_ADMIN_PAGE_SIZE,
  };
}

const uuid = z.uuid();

/** One conversation, each question with the answer that followed it; null when there is none. */
export async function getChatConversation(
  actor: Actor | null,
  id: string,
): Promise<ConversationDetail | null> {
  requirePermission(actor, PERMISSION);
  if (!uuid.safeParse(id).success) return null;
  const session = await db().chatSession.findUnique({
    where: { id },
    select: {
      id: true,
      created_at: true,
      last_activity_at: true,
      expires_at: true,
      citizen: { select: { primer_nombre: true, primer_apellido: true } },
      messages: {
        orderBy: [{ created_at: "asc" }, { id: "asc" }],
        select: {
          id: true,
          role: true,
          content: true,
          sources: true,
          found: true,
          useful: true,
          created_at: true,
        },
      },
    },
  });
  if (!session) return null;
  const exchanges: ChatExchange[] = [];
  for (const message of session.messages) {
    const created_at = message.created_at.toISOString();
    if (message.role === "user") {
      const { id: questionId, content, found } = message;
      exchanges.push({ question: { id: questionId, content, found, created_at }, answer: null });
      continue;
    }
    const last = exchanges.at(-1);
    if (!last || last.answer) continue;
    last.answer = {
      id: message.id,
      content: message.content,
      sources: sourcesOf(message.sources),
      useful: message.useful,
      created_at,
    };
  }
  const { citizen } = session;
  return {
    id: session.id,
    created_at: session.created_at.toISOString(),
    last_activity_at: session.last_activity_at.toISOString(),
    expires_at: session.expires_at.toISOString(),
    ciudadano: citizen ? `${citizen.primer_nombre} ${citizen.primer_apellido}`.trim() : null,
    exchanges,
  };
}

/**
 * The questions that found nothing — the office's to-do list for content: grouped by their words
 * (case, accents and punctuation aside), with how often and when last they were asked, newest first.
 */
export async function listUnansweredQuestions(
  actor: Actor | null,
  { page }: { page: number },
): Promise<ChatPage<UnansweredQuestion>> {
  requirePermission(actor, PERMISSION);
  const rows = await db().$queryRaw<
    { texto: string; veces: bigint; ultima: Date; total: bigint }[]
  >`
    SELECT (array_agg(content ORDER BY created_at DESC, id DESC))[1] AS texto,
           count(*) AS veces, max(created_at) AS ultima, count(*) OVER () AS total
    FROM (
      SELECT id, content, created_at,
             btrim(regexp_replace(public.citizen_search_text(content), '[^a-z0-9]+', ' ', 'g')) AS words
      FROM chat_messages WHERE role = 'user' AND found = false
    ) unanswered
    GROUP BY words
    ORDER BY ultima DESC, words
    LIMIT ${CHAT_ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * CHAT_ADMIN_PAGE_SIZE}`;
  return {
    items: rows.map((row) => ({
      texto: row.texto,
      veces: count(row.veces),
      ultima: row.ultima.toISOString(),
    })),
    total: count(rows[0]?.total),
    page,
    pageSize: CHAT_ADMIN_PAGE_SIZE,
  };
}

/** The words citizens asked about most in the last days (keywordsOf, once per question). */
export async function getTopTopics(actor: Actor | null): Promise<ChatTopics> {
  requirePermission(actor, PERMISSION);
  const questions = await db().chatMessage.findMany({
    where: { role: "user", created_at: { gte: since(CHAT_RECENT_DAYS) } },
    orderBy: { created_at: "desc" },
    take: TOPIC_SAMPLE,
    select: { content: true },
  });
  // Each keyword counted once per question, shown as citizens most often wrote it ("vacunación").
  const topics = new Map<string, { veces: number; forms: Map<string, number> }>();
  for (const { content } of questions) {
    const keywords = new Set(keywordsOf(content));
    for (const keyword of keywords) {
      const topic = topics.get(keyword) ?? { veces: 0, forms: new Map() };
      topic.veces += 1;
      topics.set(keyword, topic);
    }
    for (const written of new Set(content.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])) {
      const forms = topics.get(fold(written))?.forms;
      if (forms && keywords.has(fold(written))) forms.set(written, (forms.get(written) ?? 0) + 1);
    }
  }
  const items = [...topics]
    .sort(([a, one], [b, other]) => other.veces - one.veces || a.localeCompare(b, "es"))
    .slice(0, TOP_TOPICS)
    .map(([keyword, { veces, forms }]) => ({
      tema:
        [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "es"))[0]?.[0] ?? keyword,
      veces,
    }));
  return { dias: CHAT_RECENT_DAYS, preguntas: questions.length, items };
}

/** How citizens rated the answers, and the answers they found not useful with their question. */
export async function getChatFeedback(
  actor: Actor | null,
  { page }: { page: number },
): Promise<ChatFeedback> {
  requirePermission(actor, PERMISSION);
  const [totals, rows] = await Promise.all([
    db().chatMessage.groupBy({
      by: ["useful"],
      where: { role: "assistant" },
      _count: { _all: true },
    }),
    db().$queryRaw<
      {
        id: number;
        session_id: string;
        pregunta: string | null;
        respuesta: string;
        sources: unknown;
        created_at: Date;
      }[]
    >`
      SELECT a.id, a.session_id, q.content AS pregunta, a.content AS respuesta, a.sources, a.created_at
      FROM (
        SELECT id, session_id, content, sources, created_at FROM chat_messages
        WHERE useful = false AND role = 'assistant'
        ORDER BY created_at DESC, id DESC
        LIMIT ${CHAT_ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * CHAT_ADMIN_PAGE_SIZE}
      ) a
      LEFT JOIN LATERAL (
        SELECT u.content FROM chat_messages u
        WHERE u.session_id = a.session_id AND u.role = 'user' AND u.id < a.id
        ORDER BY u.id DESC LIMIT 1
      ) q ON true
      ORDER BY a.created_at DESC, a.id DESC`,
  ]);
  const rated = (useful: boolean | null) =>
    totals.find((row) => row.useful === useful)?._count._all ?? 0;
  return {
    utiles: rated(true),
    no_utiles: rated(false),
    sin_opinion: rated(null),
    items: rows.map((row) => ({
      id: row.id,
      session_id: row.session_id,
      pregunta: row.pregunta,
      respuesta: row.respuesta,
      sources: sourcesOf(row.sources),
      created_at: row.created_at.toISOString(),
    })),
    total: rated(false),
    page,
    pageSize: CHAT_ADMIN_PAGE_SIZE,
  };
}
