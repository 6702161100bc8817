// The region's vocabulary the assistant starts with (data/vocabulary.ts), by its folded key.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { phraseKey } from "@/lib/search/text";
import { VOCABULARY } from "./data/vocabulary";
import type { SectionResult } from "./util";

export async function seedVocabulary(db: PrismaClient): Promise<SectionResult> {
  const { count } = await db.assistantVocabulary.createMany({
    data: VOCABULARY.map(([palabra, significa]) => ({ palabra: phraseKey(palabra), significa })),
    skipDuplicates: true,
  });
  return {
    section: "Vocabulario",
    created: count,
    existing: VOCABULARY.length - count,
    images: 0,
  };
}
