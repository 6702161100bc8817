// Builds the assistant's synonyms (lib/search/data/thesaurus-es.json) from LibreOffice's Spanish
// thesaurus as Debian packages it (`apt-get install mythes-es`: /usr/share/mythes/th_es_ES_v2.dat,
// by Marcelo Garrone, LGPL-2.1; its notice is lib/search/data/THESAURUS-LICENSE). Only what the
// search can use is kept, so that the file stays small: single words, related both ways (a word
// and each synonym its entry lists), read as the index's Spanish stems; for each word the site does
// not write, only the synonyms that are stems of the site's own passages. The site is the demo content, loaded into an embedded
// PostgreSQL of this script's own (port 54347, or BENCH_PG_PORT) — the office's content uses the
// same words of public works, health, schools, water and roads; run it again when what the site
// writes about changes.
//
// Run: npm run thesaurus:build [-- path/to/th_es_ES_v2.dat]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { fold } from "@/lib/search/text";
import { runOnDemoDatabase } from "./assistant-eval-lib";

const SOURCE = process.argv[2] ?? "/usr/share/mythes/th_es_ES_v2.dat";
const TARGET = "lib/search/data/thesaurus-es.json";

/** The thesaurus's single-word entries: each word with the words its meanings list. */
function entries(file: string): Map<string, Set<string>> {
  const lines = readFileSync(file, "latin1").split("\n");
  const related = new Map<string, Set<string>>();
  const relate = (a: string, b: string) => {
    if (a === b) return;
    if (!related.has(a)) related.set(a, new Set());
    related.get(a)!.add(b);
  };
  // The first line names the encoding; then each entry: "word|meanings", one line per meaning.
  for (let at = 1; at < lines.length;) {
    const [head, count] = lines[at]!.split("|");
    const meanings = lines.slice(at + 1, at + 1 + Number(count));
    at += 1 + Number(count);
    const word = fold(head ?? "");
    if (!/^[a-z]+$/.test(word)) continue;
    for (const meaning of meanings) {
      for (const synonym of meaning.split("|").slice(1).map(fold)) {
        if (!/^[a-z]+$/.test(synonym)) continue;
        relate(word, synonym);
        relate(synonym, word);
      }
    }
  }
  return related;
}

async function main(): Promise<boolean> {
  const related = entries(SOURCE);
  const words = [...related.keys()];
  const rows = await db().$queryRaw<{ word: string; stem: string }[]>`
    SELECT w.word, t.lexeme AS stem
    FROM unnest(${words}::text[]) AS w(word),
         LATERAL unnest(to_tsvector('spanish_folded', w.word)) AS t`;
  const stemOf = new Map(rows.map((row) => [row.word, row.stem]));
  const site = new Set(
    (await db().$queryRaw<{ term: string }[]>`SELECT DISTINCT term FROM search_postings`).map(
      (row) => row.term,
    ),
  );
  const synonyms = new Map<string, Set<string>>();
  for (const [word, others] of related) {
    const stem = stemOf.get(word);
    // A word the site writes is searched as it is: its synonyms are never read.
    if (!stem || site.has(stem)) continue;
    for (const other of others) {
      const synonym = stemOf.get(other);
      if (!synonym || synonym === stem || !site.has(synonym)) continue;
      if (!synonyms.has(stem)) synonyms.set(stem, new Set());
      synonyms.get(stem)!.add(synonym);
    }
  }
  const sorted = Object.fromEntries(
    [...synonyms]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([stem, list]) => [stem, [...list].sort()]),
  );
  writeFileSync(path.resolve(TARGET), `${JSON.stringify(sorted)}\n`);
  console.log(
    `${Object.keys(sorted).length} palabras con sinónimos del sitio (${site.size} raíces del sitio) en ${TARGET}.`,
  );
  return true;
}

runOnDemoDatabase({ name: "thesaurus", port: 54347 }, main);
