// The assistant and site search over published content: the index follows every publish, hide,
// archive and delete in the same transaction; questions with accents missing and typos still find
// their item; nothing unpublished ever comes back; the chat routes' answers, texts and limits.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as ask } from "@/app/api/portal/chat/route";
import { POST as rate } from "@/app/api/portal/chat/opinion/route";
import { POST as start } from "@/app/api/portal/chat/start/route";
import { POST as askStreamed } from "@/app/api/portal/chat/stream/route";
import type { AdminActor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { createLabor, setLaborStatus } from "@/lib/labores/service";
import { archiveNews, createNews, deleteNews, publishNews, scheduleNews } from "@/lib/news/service";
import { searchPassages } from "@/lib/search/queries";
import { call } from "./support/content-helpers";
import { createAdmin, searchMarker, signIn } from "./support/helpers";

let admin: AdminActor;

beforeAll(async () => {
  const row = await createAdmin("AdminNivel1");
  admin = (await signIn({ kind: "admin", adminId: row.id })).actor as AdminActor;
});

const marker = () => searchMarker("zafiro");

const found = async (question: string) =>
  (await searchPassages(question)).hits.map((hit) => hit.url);

function newsItem(word: string, fields: Record<string, unknown> = {}) {
  return createNews(admin, {
    titulo: `Jornada de vacunación ${word} en Olintepeque`,
    fecha_contenido: new Date("2026-05-04"),
    resumen: `Brigada médica ${word} atendió a 300 familias.`,
    contenido_html: `<p>La jornada ${word} llevó vacunas a la niñez de <strong>Olintepeque</strong>.</p>`,
    ...fields,
  } as never);
}

describe("the index follows the content", () => {
  it("a news item is answerable once published, and not once archived or deleted", async () => {
    const word = marker();
    const item = await newsItem(word);
    const url = `/noticias/${item.slug}`;
    expect(await found(word)).toEqual([]);
    await publishNews(admin, item.id);
    expect(await found(word)).toEqual([url]);
    await archiveNews(admin, item.id);
    expect(await found(word)).toEqual([]);
    await publishNews(admin, item.id);
    await deleteNews(admin, item.id);
    expect(await found(word)).toEqual([]);
    expect(await db().searchPassage.count({ where: { url } })).toBe(0);
  });

  it("keeps the index's size and each posting's copy of its passage exact through every change", async () => {
    const item = await newsItem(marker());
    await publishNews(admin, item.id);
    await archiveNews(admin, item.id);
    await publishNews(admin, item.id);
    await scheduleNews(admin, item.id, new Date(Date.now() + 3_600_000));
    await publishNews(admin, item.id);
    await deleteNews(admin, item.id);
    const [index] = await db().$queryRaw<{ counted: number; summed: number; stale: number }[]>`
      SELECT (SELECT count(*) FROM search_passages)::int AS counted,
             (SELECT coalesce(sum(length), 0) FROM search_passages)::int AS summed,
             (SELECT count(*) FROM search_postings s JOIN search_passages p ON p.id = s.passage_id
              WHERE (s.length, s.source, s.visible_from) IS DISTINCT FROM
                    (p.length, p.source, p.visible_from))::int AS stale`;
    const stats = await db().searchStats.findUniqueOrThrow({ where: { id: 1 } });
    expect({ passages: stats.passages, length: Number(stats.total_length) }).toEqual({
      passages: index!.counted,
      length: index!.summed,
    });
    expect(index!.stale).toBe(0);
  });

  it("a scheduled item is answerable from its time on, like every reader sees it", async () => {
    const word = marker();
    const item = await newsItem(word);
    await scheduleNews(admin, item.id, new Date(Date.now() + 3_600_000));
    expect(await found(word)).toEqual([]);
    // The hour passes: the passages' time, and their postings' (which the ranking reads), is now past.
    const passages = { url: `/noticias/${item.slug}` };
    const past = { visible_from: new Date(Date.now() - 1000) };
    await db().searchPosting.updateMany({ where: { passage: passages }, data: past });
    await db().searchPassage.updateMany({ where: passages, data: past });
    expect(await found(word)).toEqual([`/noticias/${item.slug}`]);
  });

  it("a labor is answerable while published, not while hidden", async () => {
    const word = marker();
    const labor = await createLabor(admin, {
      titulo: `Puente peatonal ${word}`,
      anio_ejecucion: 2025,
      resumen: `Obra ${word} terminada en Zunil.`,
    } as never);
    expect(await found(word)).toEqual([]);
    await setLaborStatus(admin, labor.id, "publicado");
    expect(await found(word)).toEqual([`/labores/${labor.slug}`]);
    await setLaborStatus(admin, labor.id, "oculto");
    expect(await found(word)).toEqual([]);
  });

  it("reads missing accents, capitals, plurals and typos as the site's words", async () => {
    const word = marker();
    const item = await newsItem(word, { estado: "publicado" });
    const url = `/noticias/${item.slug}`;
    for (const question of [
      `VACUNACION ${word}`,
      `vacunasion en olintepeke ${word}`,
      `jornadas de vacunacion ${word}`,
    ]) {
      expect(await found(question), question).toContain(url);
    }
  });

  it("never reads a word of everyday Spanish as a misspelling of the site's", async () => {
    const word = marker();
    const item = await newsItem(word, {
      estado: "publicado",
      resumen: `Brigada ${word} atendió a 300 familias a la hora indicada.`,
    });
    const question = `y ahora quiero saber de la vacunacion ${word}`;
    const { keywords, hits } = await searchPassages(question);
    expect(keywords).toContain("ahora");
    expect(keywords).not.toContain("hora");
    expect(hits[0]?.url, question).toBe(`/noticias/${item.slug}`);
  });

  it("drops Spanish stopwords with or without their accents, in the index and in questions", async () => {
    const word = marker();
    const item = await newsItem(word, {
      estado: "publicado",
      resumen: `Las lámparas ${word} están arruinadas y también él lo vio; más de 300 familias.`,
    });
    const indexed = await db().searchPosting.findMany({
      where: { passage: { url: `/noticias/${item.slug}` } },
      select: { term: true },
    });
    const terms = indexed.map((posting) => posting.term);
    expect(terms).toEqual(expect.arrayContaining(["lamp", "arruin"]));
    for (const stopword of ["estan", "tambi", "tambien", "el", "mas"]) {
      expect(terms).not.toContain(stopword);
    }
    const { terms: searched } = await searchPassages(
      `las lamparas ${word} estan arruinadas tambien`,
    );
    const stems = searched.map((term) => term.stem);
    expect(stems).toEqual(expect.arrayContaining(["lamp", "arruin"]));
    expect(stems).not.toContain("estan");
    expect(stems).not.toContain("tambi");
  });
});

describe("the chat routes", () => {
  async function session(): Promise<string> {
    const started = await call(start, { method: "POST" });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ ok: true, session_id: expect.any(String) });
    return started.body.session_id;
  }

  it("answer from published content with numbered sources, and store both turns", async () => {
    const word = marker();
    const item = await newsItem(word, { estado: "publicado" });
    const session_id = await session();
    const answer = await call(ask, {
      method: "POST",
      json: { session_id, message: `¿Cuándo fue la jornada de vacunación ${word}?` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.answer).toMatch(
      new RegExp(`^Según «${item.titulo}» \\(\\d{1,2} de [a-z]+ de \\d{4}\\): `),
    );
    expect(answer.body.answer).toContain("[1]");
    expect(answer.body.sources[0]).toEqual({
      i: 1,
      title: item.titulo,
      url: `/noticias/${item.slug}`,
      date: expect.any(String),
    });
    const turns = await db().chatMessage.findMany({
      where: { session_id },
      orderBy: { id: "asc" },
      select: { role: true, found: true },
    });
    expect(turns).toEqual([
      { role: "user", found: true },
      { role: "assistant", found: null },
    ]);

    const useful = await call(rate, {
      method: "POST",
      json: { session_id, message_id: answer.body.message_id, useful: false },
    });
    expect(useful.body).toEqual({ ok: true, message: "Gracias por tu opinión." });
    expect(
      (await db().chatMessage.findUniqueOrThrow({ where: { id: answer.body.message_id } })).useful,
    ).toBe(false);
    const elsewhere = await call(rate, {
      method: "POST",
      json: { session_id: randomUUID(), message_id: answer.body.message_id, useful: true },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("say honestly when nothing published answers, and record the question as not found", async () => {
    const session_id = await session();
    const answer = await call(ask, {
      method: "POST",
      json: { session_id, message: "¿Cuál es la capital de Mongolia?" },
    });
    expect(answer.body.answer).toMatch(/^No encontré información publicada sobre eso\./);
    expect(answer.body.answer).toContain("gestión");
    expect(answer.body.sources).toEqual([]);
    const [question] = await db().chatMessage.findMany({ where: { session_id, role: "user" } });
    expect(question?.found).toBe(false);
  });

  it("keep a conversation's subject for a follow-up that needs it, not for one naming its own", async () => {
    const word = marker();
    const item = await createNews(admin, {
      titulo: `Feria de empleo ${word} en Salcajá`,
      fecha_contenido: new Date("2026-06-10"),
      resumen: `La feria ${word} ofreció 400 plazas de trabajo.`,
      estado: "publicado",
    } as never);
    // An index of some size, as the site's: the item's rare words weigh then what they weigh there.
    for (let index = 0; index < 40; index++) {
      await createNews(admin, {
        titulo: `Reunión ${marker()} con vecinos`,
        fecha_contenido: new Date("2026-06-01"),
        resumen: "Vecinos y autoridades conversaron sobre los caminos y el agua de la comunidad.",
        estado: "publicado",
      } as never);
    }
    const conversation = async () => {
      const session_id = await session();
      return async (message: string) =>
        (await call(ask, { method: "POST", json: { session_id, message } })).body;
    };
    const following = await conversation();
    expect((await following(`feria ${word}`)).sources[0]?.url).toBe(`/noticias/${item.slug}`);
    const followUp = await following("¿y cuántas plazas ofrecieron?");
    expect(followUp.sources[0]?.url).toBe(`/noticias/${item.slug}`);
    expect(followUp.answer).toContain("400 plazas");
    // Words the site never writes ("mundial", a year it never names) still name a subject.
    const changing = await conversation();
    expect((await changing(`feria ${word}`)).sources[0]?.url).toBe(`/noticias/${item.slug}`);
    const elsewhere = await changing("¿Quién ganó el mundial de 1986?");
    expect(elsewhere.answer).toMatch(/^No encontré información publicada sobre eso\./);
    expect(elsewhere.sources).toEqual([]);
  });

  it("stream the same answer as events, ending with the stored one", async () => {
    const word = marker();
    await newsItem(word, { estado: "publicado" });
    const session_id = await session();
    const response = await askStreamed(
      new Request("http://localhost:3000/api/portal/chat/stream", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ session_id, message: `vacunación ${word}` }),
      }),
    );
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(events.at(-1)).toMatchObject({
      type: "done",
      answer: { answer: expect.stringContaining("[1]"), message_id: expect.any(Number) },
    });
  });

  it("refuse an empty or long question, an unknown or expired conversation, and too many questions", async () => {
    const session_id = await session();
    const empty = await call(ask, { method: "POST", json: { session_id, message: "   " } });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe("Escribe tu pregunta.");
    const long = await call(ask, {
      method: "POST",
      json: { session_id, message: "a".repeat(501) },
    });
    expect(long.body.message).toBe("La pregunta puede tener hasta 500 caracteres.");
    const malformed = await call(ask, { method: "POST", json: "{no" });
    expect(malformed.status).toBe(400);
    const unknown = await call(ask, {
      method: "POST",
      json: { session_id: randomUUID(), message: "hola" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("La conversación expiró. Empieza una nueva.");
    await db().chatSession.update({
      where: { id: session_id },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    expect(
      (await call(ask, { method: "POST", json: { session_id, message: "hola" } })).status,
    ).toBe(404);

    const busy = await session();
    const statuses: number[] = [];
    for (let turn = 0; turn < 15; turn++) {
      statuses.push(
        (await call(ask, { method: "POST", json: { session_id: busy, message: "puente" } })).status,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await call(ask, {
      method: "POST",
      json: { session_id: busy, message: "puente" },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Demasiados intentos. Intenta nuevamente en unos minutos.");
  });
});
