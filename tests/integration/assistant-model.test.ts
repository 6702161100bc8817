// The assistant with a language model, against a fake OpenAI-compatible service started here
// (tests/support/fake-openai.mjs): the model sees only the retrieved passages and its streamed
// answer is kept with the passages it cites as sources; a failure, a timeout, an empty answer or
// one citing nothing it was given falls back to the answer built from the passages, never to an
// error; its "found nothing" is stored as not found; its rewrite of the question in the site's
// words is searched beside the citizen's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as ask } from "@/app/api/portal/chat/route";
import { POST as start } from "@/app/api/portal/chat/start/route";
import { CHAT_MESSAGES } from "@/lib/chat/schema";
import { answerQuestion, prepareQuestion } from "@/lib/chat/service";
import { db } from "@/lib/db";
import { createNews } from "@/lib/news/service";
import type { AdminActor } from "@/lib/auth/sessions";
import { startFakeOpenAI } from "../support/fake-openai.mjs";
import { call } from "./support/content-helpers";
import { createAdmin, signIn } from "./support/helpers";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let sessionId: string;
// Unique to the run; no Spanish verb form ends in "k", so the search never reads it as one.
const WORD = `turquesa${Date.now().toString(36).replace(/[0-9]/g, "")}k`;
// A word no published item uses, which only the model's rewrite reads as WORD.
const ALIAS = `chambita${Date.now().toString(36).replace(/[0-9]/g, "")}k`;

beforeAll(async () => {
  fake = await startFakeOpenAI(0, { rewrites: { [ALIAS]: WORD } });
  // Read by lib/env.ts on its first use, which comes after this.
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_API_KEY = "clave-de-prueba";
  process.env.AI_MODEL = "modelo-de-prueba";
  process.env.AI_TIMEOUT_MS = "1500";
  const row = await createAdmin("AdminNivel1");
  const { actor } = await signIn({ kind: "admin", adminId: row.id });
  await createNews(
    actor as AdminActor,
    {
      titulo: `Feria de empleo ${WORD} en Salcajá`,
      fecha_contenido: new Date("2026-06-10"),
      resumen: `La feria ${WORD} ofreció 400 plazas de trabajo.`,
      estado: "publicado",
    } as never,
  );
  sessionId = await newConversation();
});

afterAll(async () => {
  await fake.close();
});

async function newConversation(): Promise<string> {
  const started = await call(start, { method: "POST" });
  expect(started.status).toBe(200);
  return started.body.session_id;
}

const question = (text: string, session_id = sessionId) =>
  call(ask, { method: "POST", json: { session_id, message: text } });
/**
 * A question that finds the fair whatever else the index holds, carrying a word the fake model
 * reads as an instruction: the search counts that word too, so the question names enough of the
 * item to stay above the answer threshold even in an index of one passage.
 */
const aboutTheFair = (instruction: string) =>
  `feria de empleo ${WORD} en Salcajá, plazas de trabajo ${instruction}`;
/** A question in a conversation of its own: earlier questions would count in its search. */
const firstQuestion = async (text: string) => question(text, await newConversation());

describe("with a language model", () => {
  it("writes the answer from the passages only, streamed, with the passages as sources", async () => {
    const prepared = await prepareQuestion(
      { session_id: sessionId, message: `feria ${WORD}` },
      null,
    );
    const deltas: string[] = [];
    const answer = await answerQuestion(prepared, (text) => deltas.push(text));
    expect(deltas.join("")).toBe(answer.answer);
    expect(deltas.length).toBeGreaterThan(1);
    expect(answer.answer).toBe(
      `Según lo publicado, «Feria de empleo ${WORD} en Salcajá» responde su pregunta [1].`,
    );
    expect(answer.sources[0]).toMatchObject({ i: 1, title: `Feria de empleo ${WORD} en Salcajá` });

    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe("Bearer clave-de-prueba");
    expect(request.body.model).toBe("modelo-de-prueba");
    const [system, user] = request.body.messages;
    expect(system?.content).toContain("Usa SOLO la información de los pasajes numerados");
    expect(user?.content).toContain(`[1] Feria de empleo ${WORD} en Salcajá`);
    expect(user?.content).toContain(`Pregunta del ciudadano: feria ${WORD}`);
  });

  it("answers from the passages when the model fails, is too slow or says nothing", async () => {
    for (const trouble of ["FALLA", "LENTO", "MUDO"]) {
      // A conversation each: a follow-up would also carry the earlier trouble words.
      const session_id = await newConversation();
      // The fake model reads the trouble word; the question's other words find the item.
      const answer = await question(aboutTheFair(trouble), session_id);
      expect(answer.status, trouble).toBe(200);
      expect(answer.body.answer, trouble).toMatch(/^Según «Feria de empleo /);
      expect(answer.body.sources[0].title).toBe(`Feria de empleo ${WORD} en Salcajá`);
    }
  });

  it("is not asked to answer when nothing published is relevant", async () => {
    const before = fake.requests.length;
    const answer = await question("¿Quién ganó el mundial de 1986?");
    expect(answer.body.answer).toMatch(/^No encontré información publicada sobre eso\./);
    // Asked to rewrite the question for the search, never to answer it.
    expect(fake.requests.slice(before).map((request) => Boolean(request.body.stream))).toEqual([
      false,
    ]);
  });

  it("stores a model's 'found nothing' as not found, without sources", async () => {
    const before = fake.requests.length;
    const answer = await firstQuestion(aboutTheFair("NIEGA"));
    expect(answer.status).toBe(200);
    // The passages were found and the model was asked: the "not found" is its answer.
    expect(fake.requests.slice(before).some((request) => request.body.stream)).toBe(true);
    expect(answer.body.answer).toBe(CHAT_MESSAGES.noAnswer);
    expect(answer.body.sources).toEqual([]);
    const asked = await db().chatMessage.findFirstOrThrow({
      where: { role: "user", content: { contains: "NIEGA" } },
    });
    expect(asked.found).toBe(false);
  });

  it("drops a citation of a passage it was not given, and never shows an answer citing none", async () => {
    const invented = await firstQuestion(aboutTheFair("INVENTA"));
    expect(invented.body.answer).toBe(
      `Según lo publicado, «Feria de empleo ${WORD} en Salcajá» responde su pregunta [1] y algo más.`,
    );
    expect(invented.body.sources.map((source: { i: number }) => source.i)).toEqual([1]);

    const unsupported = await firstQuestion(aboutTheFair("SINFUENTE"));
    expect(unsupported.body.answer).toMatch(/^Según «Feria de empleo /);
    expect(unsupported.body.sources[0].title).toBe(`Feria de empleo ${WORD} en Salcajá`);
  });

  it("searches the model's rewrite of the question in the site's words, with the earlier questions", async () => {
    const session_id = await newConversation();
    await question("¿Qué hace la oficina?", session_id);
    const before = fake.requests.length;
    const answer = await question(`¿dónde hay ${ALIAS}?`, session_id);
    expect(answer.body.sources[0]?.title).toBe(`Feria de empleo ${WORD} en Salcajá`);
    const rewrite = fake.requests.slice(before).find((request) => !request.body.stream)!;
    const [system, user] = rewrite.body.messages;
    expect(system?.content).toContain("consulta de búsqueda");
    expect(user?.content).toBe(
      `Pregunta anterior 1: ¿Qué hace la oficina?\nPregunta: ¿dónde hay ${ALIAS}?`,
    );
  });
});
