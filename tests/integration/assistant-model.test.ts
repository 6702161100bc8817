// The assistant with a language model, against a fake OpenAI-compatible service started here
// (tests/support/fake-openai.mjs): the model sees only the retrieved passages and its streamed
// answer is kept with the passages as sources; a failure, a timeout or an empty answer falls back
// to the answer built from the passages, never to an error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as ask } from "@/app/api/portal/chat/route";
import { POST as start } from "@/app/api/portal/chat/start/route";
import { answerQuestion, prepareQuestion } from "@/lib/chat/service";
import { createNews } from "@/lib/news/service";
import type { AdminActor } from "@/lib/auth/sessions";
import { startFakeOpenAI } from "../support/fake-openai.mjs";
import { call } from "./content-helpers";
import { createAdmin, signIn } from "./helpers";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
let sessionId: string;
const WORD = `turquesa${Date.now().toString(36).replace(/[0-9]/g, "")}`;

beforeAll(async () => {
  fake = await startFakeOpenAI();
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
  sessionId = (await call(start, { method: "POST" })).body.session_id;
});

afterAll(async () => {
  await fake.close();
});

const question = (text: string, session_id = sessionId) =>
  call(ask, { method: "POST", json: { session_id, message: text } });

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
      const { session_id } = (await call(start, { method: "POST" })).body;
      // The fake model reads the trouble word; the question's other words find the item.
      const answer = await question(
        `feria de empleo ${WORD} en Salcajá, plazas de trabajo ${trouble}`,
        session_id,
      );
      expect(answer.status, trouble).toBe(200);
      expect(answer.body.answer, trouble).toMatch(/^Esto es lo que encontré en lo publicado:/);
      expect(answer.body.sources[0].title).toBe(`Feria de empleo ${WORD} en Salcajá`);
    }
  });

  it("is not asked when nothing published is relevant", async () => {
    const before = fake.requests.length;
    const answer = await question("¿Quién ganó el mundial de 1986?");
    expect(answer.body.answer).toMatch(/^No encontré información publicada sobre eso\./);
    expect(fake.requests.length).toBe(before);
  });
});
