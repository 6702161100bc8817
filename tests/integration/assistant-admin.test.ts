// The office's reads of the assistant (lib/chat/admin-queries.ts, /admin/chatbot): conversations
// newest activity first with their counts, filters and pages; one conversation's questions paired
// with their answers and sources; the questions that found nothing grouped by their words; the most
// asked topics of the last 30 days; the citizens' verdicts. Against the real database, with
// questions asked through the service where the answer matters.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/sessions";
import { getChatConversation, getChatFeedback, getChatSummary, getTopTopics, listChatConversations, listUnansweredQuestions } from "@/lib/chat/admin-queries";
import { askAssistant, rateAnswer, startChatSession } from "@/lib/chat/service";
import { db } from "@/lib/db";
import { createNews } from "@/lib/news/service";
import { createAdmin, createCitizen, searchMarker, signIn } from "./support/helpers";

let admin: Actor;
let admin2: Actor;
let restricted: Actor;
let citizen: Actor;

beforeAll(async () => {
  admin = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id })).actor;
  admin2 = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id })).actor;
  restricted = (await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel1")).id }))
    .actor;
  citizen = (await signIn({ kind: "citizen", citizenId: (await createCitizen()).id })).actor;
});

const marker = () => searchMarker("topacio");
const ip = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const firstPage = { page: 1 } as const;

/** A conversation written straight into the tables, each question followed by its answer. */
async function conversation(
  turns: { question: string; found?: boolean; useful?: boolean | null }[],
  { at = new Date(), citizenId = null }: { at?: Date; citizenId?: number | null } = {},
) {
  const session = await db().chatSession.create({
    data: {
      citizen_id: citizenId,
      created_at: at,
      last_activity_at: at,
      expires_at: new Date(at.getTime() + 24 * 3_600_000),
    },
  });
  for (const turn of turns) {
    await db().chatMessage.create({
      data: {
        session_id: session.id,
        role: "user",
        content: turn.question,
        found: turn.found ?? true,
        created_at: at,
      },
    });
    await db().chatMessage.create({
      data: {
        session_id: session.id,
        role: "assistant",
        content: `Respuesta a: ${turn.question}`,
        sources: [],
        useful: turn.useful ?? null,
        created_at: at,
      },
    });
  }
  return session.id;
}

describe("who may read the assistant's records", () => {
  const reads = {
    summary: (actor: Actor | null) => getChatSummary(actor),
    conversations: (actor: Actor | null) => listChatConversations(actor, firstPage),
    conversation: (actor: Actor | null) => getChatConversation(actor, randomUUID()),
    unanswered: (actor: Actor | null) => listUnansweredQuestions(actor, firstPage),
    topics: (actor: Actor | null) => getTopTopics(actor),
    feedback: (actor: Actor | null) => getChatFeedback(actor, firstPage),
  };

  it.each(Object.entries(reads))("%s: AdminNivel1 and AdminNivel2 only", async (_name, read) => {
    await expect(read(null)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(read(citizen)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(read(restricted)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(read(admin)).resolves.toBeDefined();
    await expect(read(admin2)).resolves.toBeDefined();
  });
});

describe("conversations", () => {
  it("newest activity first, with the citizen, counts and first question; empty ones left out", async () => {
    const word = marker();
    const person = await createCitizen();
    const older = await conversation(
      [
        { question: `¿Qué es la vacunación ${word}?` },
        { question: `¿Y la feria ${word}?`, found: false, useful: false },
      ],
      { at: minutesAgo(10), citizenId: person.id },
    );
    const newer = await conversation([{ question: `Horario ${word}` }], { at: minutesAgo(5) });
    await db().chatSession.create({
      data: { expires_at: new Date(Date.now() + 3_600_000) },
    });

    const page = await listChatConversations(admin, { q: word, page: 1 });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items).toEqual([
      expect.objectContaining({
        id: newer,
        ciudadano: null,
        preguntas: 1,
        sin_respuesta: 0,
        no_utiles: 0,
        primera_pregunta: `Horario ${word}`,
      }),
      expect.objectContaining({
        id: older,
        ciudadano: "Ciudadana Prueba",
        preguntas: 2,
        sin_respuesta: 1,
        no_utiles: 1,
        primera_pregunta: `¿Qué es la vacunación ${word}?`,
      }),
    ]);
  });

  it("filter by the questions' text (accents and case aside) and by outcome", async () => {
    const word = marker();
    const unanswered = await conversation([{ question: `VACUNACIÓN ${word}`, found: false }]);
    const disliked = await conversation([{ question: `vacunacion ${word}`, useful: false }]);
    const fine = await conversation([{ question: `vacunación ${word}`, useful: true }]);
    const ids = async (resultado?: "sin-respuesta" | "no-util") =>
      (await listChatConversations(admin, { q: `Vacunacion ${word}`, resultado, page: 1 })).items
        .map((item) => item.id)
        .sort();
    expect(await ids()).toEqual([unanswered, disliked, fine].sort());
    expect(await ids("sin-respuesta")).toEqual([unanswered]);
    expect(await ids("no-util")).toEqual([disliked]);
    // % and _ in the search are taken literally.
    expect((await listChatConversations(admin, { q: `%${word}`, page: 1 })).total).toBe(0);
  });

  it("are paged by 20", async () => {
    const word = marker();
    for (let index = 0; index < 21; index++) {
      await conversation([{ question: `Pregunta ${index} ${word}` }], { at: minutesAgo(index) });
    }
    const first = await listChatConversations(admin, { q: word, page: 1 });
    const second = await listChatConversations(admin, { q: word, page: 2 });
    expect(first.total).toBe(21);
    expect(first.items.map((item) => item.primera_pregunta)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Pregunta ${index} ${word}`),
    );
    expect(second.items.map((item) => item.primera_pregunta)).toEqual([`Pregunta 20 ${word}`]);
  });

  it("one conversation: each question with the answer and sources the service gave it", async () => {
    const word = marker();
    const item = await createNews(
      admin as never,
      {
        titulo: `Jornada de reforestación ${word} en Zunil`,
        fecha_contenido: new Date("2026-05-04"),
        resumen: `Voluntarios ${word} sembraron 2,000 árboles.`,
        estado: "publicado",
      } as never,
    );
    const session_id = await startChatSession(citizen, ip());
    const answered = await askAssistant({ session_id, message: `reforestación ${word}` }, ip());
    const nothing = await askAssistant(
      { session_id, message: `¿Cuál es la capital de Mongolia ${randomUUID().slice(0, 4)}?` },
      ip(),
    );
    await rateAnswer({ session_id, message_id: answered.message_id, useful: true });

    const detail = await getChatConversation(admin, session_id);
    expect(detail).toMatchObject({ id: session_id, ciudadano: "Ciudadana Prueba" });
    expect(detail!.exchanges).toEqual([
      {
        question: expect.objectContaining({ content: `reforestación ${word}`, found: true }),
        answer: expect.objectContaining({
          id: answered.message_id,
          content: answered.answer,
          useful: true,
          sources: [
            {
              i: 1,
              title: item.titulo,
              url: `/noticias/${item.slug}`,
              date: expect.any(String),
            },
          ],
        }),
      },
      {
        question: expect.objectContaining({ found: false }),
        answer: expect.objectContaining({ id: nothing.message_id, sources: [], useful: null }),
      },
    ]);
    expect(await getChatConversation(admin, randomUUID())).toBeNull();
    expect(await getChatConversation(admin, "no-es-un-id")).toBeNull();
  });
});

describe("what the office reads to improve the content", () => {
  it("questions that found nothing, grouped by their words with counts, newest first", async () => {
    const word = marker();
    const other = marker();
    const [first, second, third] = [minutesAgo(3), minutesAgo(2), minutesAgo(1)];
    await conversation([{ question: `¿Horario de la FERIA ${word}?`, found: false }], {
      at: first,
    });
    await conversation(
      [
        { question: `horario de la feria ${word}`, found: false },
        { question: `Becas ${other}`, found: false },
        { question: `Vacunación ${word}`, found: true },
      ],
      { at: second },
    );
    await conversation([{ question: `¡Becas ${other}!`, found: false }], { at: third });

    const { items, total } = await listUnansweredQuestions(admin, firstPage);
    expect(total).toBeGreaterThanOrEqual(2);
    const mine = items.filter((item) => item.texto.includes(word) || item.texto.includes(other));
    expect(mine).toEqual([
      { texto: `¡Becas ${other}!`, veces: 2, ultima: third.toISOString() },
      { texto: `horario de la feria ${word}`, veces: 2, ultima: second.toISOString() },
    ]);
    expect(mine.map((item) => item.texto)).not.toContain(`Vacunación ${word}`);
  });

  it("the most asked words of the last 30 days, once per question, stopwords aside, as most often written", async () => {
    const word = marker();
    const old = marker();
    for (let index = 0; index < 30; index++) {
      const written = index % 3 === 0 ? `${word}cion` : `${word}ción`;
      await conversation([
        { question: `¿Qué hay de ${written} y ${written.toUpperCase()} para mí?` },
      ]);
    }
    await conversation([{ question: `${old} ${old}` }], { at: minutesAgo(31 * 24 * 60) });

    const topics = await getTopTopics(admin);
    expect(topics.dias).toBe(30);
    expect(topics.preguntas).toBeGreaterThanOrEqual(30);
    expect(topics.items.length).toBeLessThanOrEqual(20);
    expect(topics.items).toContainEqual({ tema: `${word}ción`, veces: 30 });
    const words = topics.items.map((item) => item.tema);
    expect(words).not.toContain(old);
    expect(words).not.toContain("que");
    const counts = topics.items.map((item) => item.veces);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("useful against not useful, and the answers found not useful with their question", async () => {
    const before = await getChatFeedback(admin, firstPage);
    const word = marker();
    await conversation(
      [
        { question: `Primera ${word}`, useful: true },
        { question: `Segunda ${word}`, useful: false },
        { question: `Tercera ${word}` },
      ],
      { at: minutesAgo(1) },
    );
    await conversation([{ question: `Cuarta ${word}`, useful: false }]);

    const after = await getChatFeedback(admin, firstPage);
    expect(after.utiles - before.utiles).toBe(1);
    expect(after.no_utiles - before.no_utiles).toBe(2);
    expect(after.sin_opinion - before.sin_opinion).toBe(1);
    expect(after.total).toBe(after.no_utiles);
    expect(after.items.filter((item) => item.respuesta.includes(word))).toEqual([
      expect.objectContaining({
        pregunta: `Cuarta ${word}`,
        respuesta: `Respuesta a: Cuarta ${word}`,
      }),
      expect.objectContaining({
        pregunta: `Segunda ${word}`,
        respuesta: `Respuesta a: Segunda ${word}`,
      }),
    ]);
  });

  it("a summary of the last 30 days", async () => {
    const before = await getChatSummary(admin);
    await conversation([
      { question: `Una ${marker()}` },
      { question: `Otra ${marker()}`, found: false },
    ]);
    await conversation([{ question: `Antigua ${marker()}` }], { at: minutesAgo(31 * 24 * 60) });
    const after = await getChatSummary(admin);
    expect(after.dias).toBe(30);
    expect(after.conversaciones - before.conversaciones).toBe(1);
    expect(after.preguntas - before.preguntas).toBe(2);
    expect(after.sin_respuesta - before.sin_respuesta).toBe(1);
  });
});
