import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { phraseKey } from "@/lib/search/text";
import { parseInput } from "@/lib/validation/parse";
import {
  VOCABULARY_MESSAGES,
  vocabularyInput,
  type VocabularyEntry,
  type VocabularyInput,
} from "@/lib/chat/vocabulary-schema";

// The office teaches the assistant: the region's words and what they mean on the site.
// Read with chatbot.read; added and deleted with chatbot.vocabulary, each change audited. The
// search reads the table on every question (lib/search/expansion.ts), so a change counts on the
// next one.

const SELECT = { id: true, palabra: true, significa: true } as const;

/** GET /api/admin/vocabulario: every entry, alphabetically. */
export async function listVocabulary(actor: Actor | null): Promise<VocabularyEntry[]> {
  requirePermission(actor, "chatbot.read");
  return db().assistantVocabulary.findMany({ select: SELECT, orderBy: { palabra: "asc" } });
}

/** POST /api/admin/vocabulario: a new entry, keyed by the word folded ("Aguas Negras" → "aguas negras"). */
export async function addVocabularyEntry(
  actor: Actor | null,
  input: VocabularyInput,
  ip: string | null,
): Promise<VocabularyEntry> {
  const admin = requirePermission(actor, "chatbot.vocabulary");
  const { palabra, significa } = parseInput(vocabularyInput, input);
  const key = phraseKey(palabra);
  if (!key) throw new AppError("VALIDATION", VOCABULARY_MESSAGES.wordRequired);
  const item = await db().$transaction(async (tx) => {
    const created = await tx.assistantVocabulary.createManyAndReturn({
      data: [{ palabra: key, significa }],
      skipDuplicates: true,
      select: SELECT,
    });
    if (!created[0]) throw new AppError("CONFLICT", VOCABULARY_MESSAGES.duplicate);
    await writeAudit(
      {
        actor: admin,
        action: "chatbot.vocabulary.add",
        entity: "assistant_vocabulary",
        entityId: created[0].id,
        details: { palabra: key, significa },
        ip,
      },
      tx,
    );
    return created[0];
  });
  return item;
}

/** DELETE /api/admin/vocabulario/{id}. */
export async function deleteVocabularyEntry(
  actor: Actor | null,
  id: number,
  ip: string | null,
): Promise<void> {
  const admin = requirePermission(actor, "chatbot.vocabulary");
  await db().$transaction(async (tx) => {
    const deleted = await tx.assistantVocabulary.findUnique({ where: { id }, select: SELECT });
    // Of two deletions at once, the second finds nothing to delete.
    const { count } = await tx.assistantVocabulary.deleteMany({ where: { id } });
    if (!deleted || count === 0) throw new AppError("NOT_FOUND", VOCABULARY_MESSAGES.notFound);
    await writeAudit(
      {
        actor: admin,
        action: "chatbot.vocabulary.delete",
        entity: "assistant_vocabulary",
        entityId: id,
        details: { palabra: deleted.palabra, significa: deleted.significa },
        ip,
      },
      tx,
    );
  });
}
