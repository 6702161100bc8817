import "server-only";
import { db } from "@/lib/db";
import { everydayShare, isEverydayWord, isVerbForm } from "@/lib/search/everyday-spanish";
import { conceptsOf, vocabularyMap, type AskedConcept } from "@/lib/search/expansion";
import { withoutFrame } from "@/lib/search/question-kind";
import type { PassageSource } from "@/lib/search/sync";
import { editDistance, isStopword, soundOf } from "@/lib/search/text";

// Search over the passages of published content, ranked by BM25 in PostgreSQL: a question's
// concepts (its words, or a phrase of the region's vocabulary with the site's words it means) as
// Spanish stems, each weighted by its inverse document frequency in the passage index, with the
// passage's term frequency saturated and normalised by its length. Rare words ("Xecam", "Huitán")
// dominate; common ones ("oficina", "diputado") weigh little but still count, and so do the words
// of everyday speech ("quiero", "ahora"), however rarely the site uses them. A misspelt word is
// read as the closest word the site uses. A follow-up carries the conversation's subject: the
// earlier questions' concepts count at a lower weight.

export interface PassageHit {
  source: PassageSource;
  sourceId: number;
  title: string;
  body: string;
  url: string;
  date: string | null;
  /** Share of the question's weight (IDF) that the passage matches (0–1). */
  coverage: number;
  /**
   * Whether the passage matches something specific: words whose IDF adds up to at least that of a
   * word in one passage of twelve. "Diputado" alone is not enough to answer "¿cuánto gana el
   * diputado?".
   */
  specific: boolean;
  score: number;
  /**
   * The item's other passages among the candidates, best first: a fact asked for may be stated in
   * another part of the same news item than the part that matches the question best.
   */
  more: string[];
}

/** A stem searched for and what it weighs (its concept's IDF times the question's weight). */
export interface SearchTerm {
  stem: string;
  weight: number;
  concept: number;
  /** A misspelt word read as this stem. */
  spelled: boolean;
}

export interface SearchResult {
  /** The question's words searched for, misspelt ones read as the site's. */
  keywords: string[];
  terms: SearchTerm[];
  hits: PassageHit[];
}

interface Concept extends AskedConcept {
  weight: number;
  /** The stems the index knows, each with its IDF, and whether a misspelt word was read as it. */
  stems: { stem: string; idf: number; spelled: boolean }[];
  /** The concept's weight in the question: its rarest stem's IDF (a share of it when unknown). */
  idf: number;
}

/** BM25's usual parameters: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/**
 * How much an earlier question of the conversation counts, the latest first. Weighing the two alike
 * kept one more follow-up of a follow-up on the dev set, but a citizen who changes the subject was
 * answered less often (the benchmark's conversations, which change it at every question: 142 → 118
 * answers of 320).
 */
const EARLIER_WEIGHTS = [0.5, 0.25];
/**
 * A word the index does not know weighs as BM25 weighs a word in no passage: the question asks
 * about something the site does not have ("bitcoin", "pepián"). But a verb form ("arreglaron",
 * "terminaron") is how the citizen asks, not what about: known or not, it weighs this share.
 */
const VERB_SHARE = 0.3;
/** A word read as the site's closest one counts this share when matched: it may be another word. */
const SPELLED_MATCH = 0.5;
/** The document frequency share whose IDF a passage's matched words must reach together. */
const SPECIFIC_SHARE = 1 / 12;
/**
 * A procedure's passages count this much more when the question asks how to do something: inside
 * the ranking, so that a procedure among thousands of news is still a candidate.
 */
const PROCEDURE_BOOST = 1.5;
/** How many passages the ranking query returns before one is kept per item. */
const CANDIDATES = 120;
const YEAR_MS = 365 * 24 * 3_600_000;

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
 * Each word as the site writes it, for the words the index does not know: a word that sounds the
 * same ("veca" → "becas"), else the closest by trigrams within a typo or two ("presupeusto").
 */
async function siteSpelling(words: string[]): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  const rows = await db().$queryRaw<{ word: string; candidates: string[] | null }[]>`
    SELECT k.word,
           ARRAY(SELECT w.word FROM search_words w WHERE w.sound = k.sound
                 UNION ALL
                 (SELECT w.word FROM search_words w WHERE w.word % k.word
                  ORDER BY similarity(w.word, k.word) DESC LIMIT 8)) AS candidates
    FROM unnest(${words}::text[], ${words.map(soundOf)}::text[]) AS k(word, sound)`;
  const spelled = new Map<string, string>();
  for (const { word, candidates } of rows) {
    const sound = soundOf(word);
    const best = (candidates ?? [])
      .map((candidate) => ({
        candidate,
        distance: soundOf(candidate) === sound ? 0 : editDistance(candidate, word),
      }))
      .filter(({ distance }) => distance <= allowedTypo(word))
      .sort((a, b) => a.distance - b.distance)[0];
    if (best) spelled.set(word, best.candidate);
  }
  return spelled;
}

/**
 * Each folded word's Spanish stems (none for a stopword) and each stem's document frequency. The
 * stopword list is PostgreSQL's, folded: "estan" typed without its accent is "están".
 */
async function stemsOf(
  words: string[],
): Promise<{ stems: Map<string, string[]>; df: Map<string, number> }> {
  const rows = await db().$queryRaw<{ word: string; stem: string | null; df: number }[]>`
    SELECT w.word, t.lexeme AS stem,
           (SELECT count(*) FROM search_postings s WHERE s.term = t.lexeme)::int AS df
    FROM unnest(${words.filter((word) => !isStopword(word))}::text[]) AS w(word)
    LEFT JOIN LATERAL unnest(to_tsvector('spanish_folded', w.word)) AS t ON true`;
  const stems = new Map<string, string[]>(words.map((word) => [word, []]));
  const df = new Map<string, number>();
  for (const row of rows) {
    if (row.stem === null) continue;
    stems.get(row.word)!.push(row.stem);
    df.set(row.stem, row.df);
  }
  return { stems, df };
}

/** How many passages the index holds and their average length, as the index's triggers keep them. */
async function indexSize(): Promise<{ total: number; averageLength: number }> {
  const stats = await db().searchStats.findUnique({ where: { id: 1 } });
  const total = stats?.passages ?? 0;
  return { total, averageLength: total ? Math.max(1, Number(stats!.total_length) / total) : 1 };
}

/** The question's concepts and the earlier questions', weighted, with their stems and IDF. */
async function weightedConcepts(
  question: string,
  earlier: string[],
): Promise<{ total: number; averageLength: number; concepts: Concept[] }> {
  const vocabulary = await vocabularyMap();
  const asked = [
    ...conceptsOf(withoutFrame(question), vocabulary).map((concept) => ({ ...concept, weight: 1 })),
    ...earlier
      .slice(-EARLIER_WEIGHTS.length)
      .reverse()
      .flatMap((text, index) =>
        conceptsOf(withoutFrame(text), vocabulary).map((concept) => ({
          ...concept,
          weight: EARLIER_WEIGHTS[index]!,
        })),
      ),
  ].filter(
    (concept, index, all) => all.findIndex((other) => other.words === concept.words) === index,
  );
  const words = [...new Set(asked.flatMap((concept) => concept.search))];
  const [{ stems, df }, { total, averageLength }] = await Promise.all([
    stemsOf(words),
    indexSize(),
  ]);
  const known = (word: string) => (stems.get(word) ?? []).some((stem) => (df.get(stem) ?? 0) > 0);
  // Words the index does not know, outside the vocabulary and everyday Spanish: read as the site's
  // closest word. A word of everyday speech is not a misspelling ("ahora" is not "hora").
  const unknown = asked
    .filter((concept) => !concept.expanded && !known(concept.words))
    .filter((concept) => (stems.get(concept.words) ?? []).length && !/^\d+$/.test(concept.words))
    .filter((concept) => !isEverydayWord(concept.words))
    .map((concept) => concept.words);
  const spelled = await siteSpelling(unknown);
  if (spelled.size) {
    const corrected = await stemsOf([...new Set(spelled.values())]);
    for (const [word, list] of corrected.stems) stems.set(word, list);
    for (const [stem, count] of corrected.df) df.set(stem, count);
  }
  const stemsOfWord = (word: string) => [
    ...(stems.get(word) ?? []),
    ...(stems.get(spelled.get(word) ?? "") ?? []),
  ];
  // A stem belongs to the concept whose own word it is: "horario" (→ horario de atención) must not
  // count "atención" a second time when the question also says "atención".
  const ownStems = new Set(
    asked.flatMap((concept) => concept.words.split(" ").flatMap(stemsOfWord)),
  );
  const spelledStems = new Set(
    [...spelled.keys()].flatMap((word) => stems.get(spelled.get(word)!) ?? []),
  );
  const weighed = (stem: string) => ({
    stem,
    idf: idfOf(df.get(stem) ?? 0, total),
    spelled: spelledStems.has(stem),
  });
  // A word common in everyday speech weighs no more than it would if the site's passages were
  // everyday Spanish: among 20,000 news that never say "quiero", it is still how a citizen asks.
  // A word the office taught the vocabulary keeps the site's weight.
  const everydayIdf = (concept: AskedConcept) => {
    if (concept.expanded) return Infinity;
    const share = everydayShare(spelled.get(concept.words) ?? concept.words, averageLength);
    return share === null ? Infinity : idfOf(share * total, total);
  };
  const concepts = asked.flatMap((concept) => {
    const verbShare = isVerbForm(concept.words) ? VERB_SHARE : 1;
    const ceiling = everydayIdf(concept);
    const own = new Set(concept.words.split(" ").flatMap(stemsOfWord));
    const searched = [
      ...new Set(
        concept.search.flatMap(stemsOfWord).filter((stem) => own.has(stem) || !ownStems.has(stem)),
      ),
    ];
    if (!searched.length) return [];
    const present = searched
      .filter((stem) => (df.get(stem) ?? 0) > 0)
      .map(weighed)
      .map((stem) => ({ ...stem, idf: Math.min(stem.idf, ceiling) * verbShare }));
    return [
      {
        ...concept,
        search: concept.search.map((word) => spelled.get(word) ?? word),
        stems: present,
        idf: present.length
          ? Math.max(...present.map((stem) => stem.idf))
          : Math.min(idfOf(0, total), ceiling) * verbShare,
      },
    ];
  });
  // The conversation's subject is what its earlier questions named specifically (a place, a
  // programme, a work): their common words and the words the site does not know are not carried.
  const subject = specificIdf(total);
  return {
    total,
    averageLength,
    concepts: concepts.filter(
      (concept) => concept.weight === 1 || (concept.stems.length > 0 && concept.idf >= subject),
    ),
  };
}

/** The question's terms, at most MAX_TERMS: the weightiest, in their order. */
function mostInformative(terms: SearchTerm[]): SearchTerm[] {
  if (terms.length <= MAX_TERMS) return terms;
  const kept = new Set([...terms].sort((a, b) => b.weight - a.weight).slice(0, MAX_TERMS));
  return terms.filter((term) => kept.has(term));
}

const idfOf = (count: number, total: number) => Math.log(1 + (total - count + 0.5) / (count + 0.5));
/** The IDF of a word in one passage of twelve: what "specific" means for matches and subjects. */
const specificIdf = (total: number) => idfOf(Math.max(1, total * SPECIFIC_SHARE), total);

interface RankedRow {
  source: PassageSource;
  source_id: number;
  title: string;
  body: string;
  url: string;
  date: Date | null;
  score: number;
  /** Bit i set: the passage has term i. */
  matched: bigint;
}

/** The most terms a question is searched with: one bit each in the matched terms' mask. */
const MAX_TERMS = 63;

/**
 * The BM25 ranking of the passages for the weighted stems, best first. Only the stems' postings
 * are read (each carries its passage's length, section and visibility): a concept counts its best
 * stem, a passage sums its concepts.
 */
async function rankPassages(
  terms: SearchTerm[],
  hidden: PassageSource[],
  averageLength: number,
  procedureBoost: number,
): Promise<RankedRow[]> {
  return db().$queryRaw<RankedRow[]>`
    WITH q AS (
      SELECT * FROM unnest(${terms.map((term) => term.stem)}::text[],
                           ${terms.map((term) => term.concept)}::int[],
                           ${terms.map((term) => term.weight)}::float8[])
                    WITH ORDINALITY AS q(term, concept, weight, index)
    ),
    parts AS (
      SELECT s.passage_id, q.concept, bit_or(1::int8 << (q.index - 1)::int) AS matched,
             max(q.weight * s.tf * ${K1 + 1}::float8
                 / (s.tf + ${K1}::float8 * (1 - ${B}::float8
                                            + ${B}::float8 * s.length / ${averageLength}::float8))
                 * CASE WHEN s.source = 'tramite' THEN ${procedureBoost}::float8 ELSE 1 END) AS part
      FROM search_postings s JOIN q ON q.term = s.term
      WHERE s.term = ANY(${terms.map((term) => term.stem)}::text[])
        AND (s.visible_from IS NULL OR s.visible_from <= now())
        AND s.source <> ALL(${hidden}::text[])
      GROUP BY s.passage_id, q.concept
    ),
    best AS (
      SELECT passage_id, sum(part) AS score, bit_or(matched) AS matched
      FROM parts GROUP BY passage_id ORDER BY score DESC LIMIT ${CANDIDATES}
    )
    SELECT p.source, p.source_id, p.title, p.body, p.url, p.date, b.score, b.matched
    FROM best b JOIN search_passages p ON p.id = b.passage_id
    ORDER BY b.score DESC`;
}

/**
 * The passages that best answer `question`, at most one per item, best first. `earlier`: the
 * conversation's earlier questions, oldest first. `procedure`: the question asks how to do
 * something or reports a problem, so the procedures' passages count more.
 */
export async function searchPassages(
  question: string,
  {
    limit = 8,
    earlier = [],
    procedure = false,
  }: { limit?: number; earlier?: string[]; procedure?: boolean } = {},
): Promise<SearchResult> {
  const [{ total, averageLength, concepts }, hidden] = await Promise.all([
    weightedConcepts(question, earlier),
    hiddenSources(),
  ]);
  const keywords = concepts
    .filter((concept) => concept.weight === 1)
    .flatMap((concept) => concept.search);
  const terms = mostInformative(
    concepts.flatMap((concept, index) =>
      concept.stems.map(({ stem, idf, spelled }) => ({
        stem,
        concept: index,
        weight: idf * concept.weight,
        spelled,
      })),
    ),
  );
  if (!terms.length) return { keywords, terms, hits: [] };
  const rows = await rankPassages(terms, hidden, averageLength, procedure ? PROCEDURE_BOOST : 1);
  const asked = concepts.reduce((sum, concept) => sum + concept.idf * concept.weight, 0);
  const specific = specificIdf(total);
  const now = Date.now();
  const best = new Map<string, PassageHit>();
  for (const row of rows) {
    const share = new Map<number, number>();
    for (const [index, term] of terms.entries()) {
      if (!((row.matched >> BigInt(index)) & 1n)) continue;
      const counted = term.spelled ? SPELLED_MATCH : 1;
      share.set(term.concept, Math.max(share.get(term.concept) ?? 0, counted));
    }
    const matched = [...share].reduce(
      (sum, [index, counted]) => sum + counted * concepts[index]!.idf * concepts[index]!.weight,
      0,
    );
    const age = row.date ? Math.max(0, now - row.date.getTime()) / YEAR_MS : 0;
    const boost = 1 + 0.1 / (1 + age);
    const hit: PassageHit = {
      source: row.source,
      sourceId: row.source_id,
      title: row.title,
      body: row.body,
      url: row.url,
      date: row.date?.toISOString() ?? null,
      coverage: asked ? matched / asked : 0,
      specific: matched >= specific,
      score: Number(row.score) * boost,
      more: [],
    };
    // The rows come best first: an item's first row is its hit, the later ones its other parts.
    const key = `${row.source}:${row.source_id}`;
    const first = best.get(key);
    if (first) first.more.push(row.body);
    else best.set(key, hit);
  }
  const hits = [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  return { keywords, terms, hits };
}
