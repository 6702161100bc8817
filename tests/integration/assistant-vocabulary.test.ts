// The office teaches the assistant: a word added in 'Vocabulario' counts on the next
// question, a deleted one no longer does; both audited; bad input answers a Spanish 4xx and
// writes nothing; only chatbot.vocabulary writes (the matrices check every role), and a follow-up
// is read with the conversation's subject.
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor, AdminActor } from "@/lib/auth/sessions";
import { findAnswer } from "@/lib/chat/find-answer";
import { askAssistant, startChatSession } from "@/lib/chat/service";
import { addVocabularyEntry, deleteVocabularyEntry, listVocabulary } from "@/lib/chat/vocabulary";
import { db } from "@/lib/db";
import { createNews, publishNews } from "@/lib/news/service";
import { createAdmin, searchMarker, signIn } from "./support/helpers";

let admin: AdminActor;
let reader: Actor;

beforeAll(async () => {
  admin = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id }))
    .actor as AdminActor;
  reader = (await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel1")).id }))
    .actor;
});

const marker = () => searchMarker("jade");

async function publishedNews(word: string, text: string) {
  const item = await createNews(admin, {
    titulo: `Mantenimiento del ${word} en Zunil`,
    fecha_contenido: new Date("2026-05-04"),
    resumen: text,
    contenido_html: `<p>${text}</p>`,
  } as never);
  await publishNews(admin, item.id);
  return `/noticias/${item.slug}`;
}

describe("the assistant's vocabulary", () => {
  it("takes effect on the next question and stops when deleted, each change audited", async () => {
    const siteWord = marker();
    const citizenWord = marker();
    const url = await publishedNews(
      siteWord,
      `El ${siteWord} quedó listo con 14 conexiones nuevas.`,
    );
    expect((await findAnswer(`como esta el ${citizenWord}`)).sources).toEqual([]);

    const added = await addVocabularyEntry(
      admin,
      { palabra: `  ${citizenWord.toUpperCase()} `, significa: siteWord },
      "10.1.1.1",
    );
    expect(added.palabra).toBe(citizenWord);
    const answer = await findAnswer(`cuantas conexiones tiene el ${citizenWord}`);
    expect(answer.sources.map((source) => source.url)).toEqual([url]);
    expect(answer.answer).toContain("14");

    await deleteVocabularyEntry(admin, added.id, "10.1.1.1");
    expect((await findAnswer(`como esta el ${citizenWord}`)).sources).toEqual([]);
    const audit = await db().auditLog.findMany({
      where: { entity: "assistant_vocabulary", entity_id: String(added.id) },
      orderBy: { id: "asc" },
      select: { action: true, actor_id: true },
    });
    expect(audit).toEqual([
      { action: "chatbot.vocabulary.add", actor_id: admin.id },
      { action: "chatbot.vocabulary.delete", actor_id: admin.id },
    ]);
  });

  it("refuses duplicates, empty or unusable words, and unknown entries, writing nothing", async () => {
    const word = marker();
    await addVocabularyEntry(admin, { palabra: word, significa: "alumbrado" }, null);
    const before = await db().assistantVocabulary.count();
    await expect(
      addVocabularyEntry(admin, { palabra: word.toUpperCase(), significa: "otra" }, null),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Esa palabra ya está en el vocabulario.",
    });
    await expect(
      addVocabularyEntry(admin, { palabra: " ", significa: "x" }, null),
    ).rejects.toMatchObject({ message: "Escribe la palabra como la dicen los ciudadanos." });
    await expect(
      addVocabularyEntry(admin, { palabra: "<script>", significa: "x" }, null),
    ).rejects.toMatchObject({ message: "Usa solo letras y números, hasta cuatro palabras." });
    await expect(
      addVocabularyEntry(admin, { palabra: marker(), significa: "  " }, null),
    ).rejects.toMatchObject({ message: "Escribe lo que significa, con las palabras del sitio." });
    await expect(deleteVocabularyEntry(admin, 999_999_999, null)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await db().assistantVocabulary.count()).toBe(before);
  });

  it("is read with chatbot.read and written only with chatbot.vocabulary", async () => {
    await expect(listVocabulary(reader)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      addVocabularyEntry(reader, { palabra: marker(), significa: "x" }, null),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await listVocabulary(admin)).length).toBeGreaterThan(0);
  });
});

describe("a follow-up", () => {
  it("is read with the conversation's subject", async () => {
    const word = marker();
    const url = await publishedNews(word, `El ${word} mide 42 metros y lo entregan en diciembre.`);
    const session_id = await startChatSession(null, "10.2.2.2");
    const first = await askAssistant({ session_id, message: `el ${word} de Zunil` }, "10.2.2.2");
    expect(first.sources.map((source) => source.url)).toEqual([url]);
    const followUp = await askAssistant({ session_id, message: "y cuanto mide" }, "10.2.2.2");
    expect(followUp.sources[0]?.url).toBe(url);
    expect(followUp.answer).toContain("42 metros");
  });

  it("carries what earlier questions named specifically, not what the site does not have", async () => {
    const word = marker();
    const url = await publishedNews(word, `El ${word} de Zunil tiene 18 metros de largo.`);
    // An earlier question about something no passage has: the new one is covered whole.
    const answer = await findAnswer(`y el ${word}`, [`y la ${marker()}`]);
    expect(answer.sources.map((source) => source.url)).toEqual([url]);
    expect(answer.hits[0]?.coverage).toBe(1);
  });
});
