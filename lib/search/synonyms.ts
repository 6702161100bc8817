import "server-only";
import thesaurus from "@/lib/search/data/thesaurus-es.json";

// Synonyms from LibreOffice's Spanish thesaurus (lib/search/data/THESAURUS-LICENSE), as
// scripts/build-thesaurus.ts keeps them: for a stem the site's passages never use, the stems of
// its synonyms that they do ("reunion" → audienci, "pension" → subsidi).

const SYNONYMS = thesaurus as Record<string, string[]>;

/** The site's stems that are synonyms of `stem` (none when the thesaurus lists none). */
export const synonymsOf = (stem: string): string[] =>
  Object.hasOwn(SYNONYMS, stem) ? SYNONYMS[stem]! : [];
