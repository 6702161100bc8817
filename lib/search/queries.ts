import "server-only";
import { db } from "@/lib/db";
import type { PassageSource } from "@/lib/search/sync";
import { editDistance, fold, keywordsOf, mentions, soundOf } from "@/lib/search/text";

// Search over the passages of published content: the question's words (a misspelt one read as
// the closest word the site uses), any of them in Spanish full text, ranked by title hits, how
// many of the words a passage has, and how recent it is.

export interface PassageHit {
  source: PassageSource;
  sourceId: number;
  title: string;
  body: string;
  url: string;
  date: string | null;
  /** Share of the question's words the passage mentions (0–1). */
  coverage: number;
  score: number;
}

export interface SearchResult {
  /** The words searched for, after reading misspelt ones as the site's own. */
  keywords: string[];
  hits: PassageHit[];
}

/** The sections a landing toggle can hide, and their passages with them. */
const SECTION_TOGGLES: Partial<Record<PassageSource, string>> = {
  noticia: "mostrar_noticias",
  labor: "mostrar_logros",
  biografia: "mostrar_biografia",
  valores: "mostrar_valores",
  contacto: "mostrar_contacto",
};

async function hiddenSources(): Promise<PassageSource[]> {
  const settings = (await db().siteSettings.findUnique({ where: { id: 1 } })) as Record<
    string,
    unknown
  > | null;
  if (!settings) return [];
  return (Object.entries(SECTION_TOGGLES) as [PassageSource, string][])
    .filter(([, toggle]) => settings[toggle] === false)
    .map(([source]) => source);
}

const allowedTypo = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * Each keyword as the site writes it: itself when the site uses it, else a word that sounds the
 * same ("veca" → "becas"), else the closest by trigrams within a typo or two ("presupeusto").
 */
async function siteSpelling(keywords: string[]): Promise<string[]> {
  const rows = await db().$queryRaw<
    { keyword: string; known: boolean; candidates: string[] | null }[]
  >`
    SELECT k.keyword,
           EXISTS (SELECT 1 FROM search_words w WHERE w.word = k.keyword) AS known,
           ARRAY(SELECT w.word FROM search_words w WHERE w.sound = k.sound
                 UNION ALL
                 (SELECT w.word FROM search_words w WHERE w.word % k.keyword
                  ORDER BY similarity(w.word, k.keyword) DESC LIMIT 8)) AS candidates
    FROM unnest(${keywords}::text[], ${keywords.map(soundOf)}::text[]) AS k(keyword, sound)`;
  const spelled = new Map(
    rows.map(({ keyword, known, candidates }) => {
      if (known) return [keyword, keyword];
      const sound = soundOf(keyword);
      const best = (candidates ?? [])
        .map((word) => ({
          word,
          distance: soundOf(word) === sound ? 0 : editDistance(word, keyword),
        }))
        .filter(({ distance }) => distance <= allowedTypo(keyword))
        .sort((a, b) => a.distance - b.distance)[0];
      return [keyword, best?.word ?? keyword];
    }),
  );
  return [...new Set(keywords.map((keyword) => spelled.get(keyword) ?? keyword))];
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * How many passages are ranked: those with the most of the question's words, the newest first.
 * Ranking reads each passage's full text, so a word found in thousands of passages ("oficina")
 * must not make every one of them ranked.
 */
const CANDIDATES = 100;

/** The passages that best answer `question`, at most one per item, best first. */
export async function searchPassages(
  question: string,
  { limit = 8 }: { limit?: number } = {},
): Promise<SearchResult> {
  const asked = keywordsOf(question);
  if (!asked.length) return { keywords: [], hits: [] };
  const [keywords, hidden] = await Promise.all([siteSpelling(asked), hiddenSources()]);
  const rows = await db().$queryRaw<
    {
      source: PassageSource;
      source_id: number;
      title: string;
      body: string;
      url: string;
      date: Date | null;
      rank: number;
    }[]
  >`
    WITH candidates AS (
      SELECT p.id, count(*) AS matched, max(coalesce(p.date, now())) AS date
      FROM unnest(${keywords}::text[]) AS k(keyword)
      JOIN search_passages p
        ON spanish_document(p.title, p.body) @@ to_tsquery('spanish', k.keyword)
      WHERE (p.visible_from IS NULL OR p.visible_from <= now())
        AND p.source <> ALL(${hidden}::text[])
      GROUP BY p.id
      ORDER BY matched DESC, date DESC
      LIMIT ${CANDIDATES}
    ),
    ranked AS MATERIALIZED (
      SELECT p.source, p.source_id, p.title, p.body, p.url, p.date, c.matched,
             ts_rank_cd(spanish_document(p.title, p.body), q)
               * (1 + 0.5 / (1 + extract(epoch FROM now() - coalesce(p.date, now())) / ${YEAR_SECONDS})) AS rank
      FROM candidates c
      JOIN search_passages p ON p.id = c.id,
           to_tsquery('spanish', ${keywords.join(" | ")}) q
    )
    -- The final score with the share of the words a passage has, as below with mentions().
    SELECT * FROM ranked
    ORDER BY rank * (0.25 + matched::float / ${keywords.length}) DESC
    LIMIT 60`;
  const best = new Map<string, PassageHit>();
  for (const row of rows) {
    const text = fold(`${row.title} ${row.body}`);
    const coverage = keywords.filter((keyword) => mentions(text, keyword)).length / keywords.length;
    const hit: PassageHit = {
      source: row.source,
      sourceId: row.source_id,
      title: row.title,
      body: row.body,
      url: row.url,
      date: row.date?.toISOString() ?? null,
      coverage,
      score: Number(row.rank) * (0.25 + coverage),
    };
    const key = `${row.source}:${row.source_id}`;
    if (!best.has(key) || best.get(key)!.score < hit.score) best.set(key, hit);
  }
  const hits = [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  return { keywords, hits };
}
