import "server-only";
import { db } from "@/lib/db";
import { SPELLED_MATCH, specificIdf, weightedConcepts, type Concept } from "@/lib/search/concepts";
import type { PassageSource } from "@/lib/search/sync";
import { DEPARTMENTS } from "@/lib/locations";
import { fold, hasStem, isStopword, wordsOf } from "@/lib/search/text";

// Search over the passages of published content, ranked by BM25 in PostgreSQL: a question's
// weighted concepts (lib/search/concepts.ts) as Spanish stems, with the passage's term frequency
// saturated and normalised by its length. Rare words ("Xecam", "Huitán") dominate; common ones
// ("oficina", "diputado") weigh little but still count. How well a passage answers is how much of
// the question's weight it matches, counted over the words that can name a subject: a long
// question says who asks and why, which no passage needs to match.

export interface PassageHit {
  source: PassageSource;
  sourceId: number;
  title: string;
  body: string;
  url: string;
  date: string | null;
  /** Share of the question's weight (IDF) that the passage matches (0–1), earlier questions included. */
  coverage: number;
  /** The same share over the question's own words only. */
  ownCoverage: number;
  /**
   * Whether the item is about something the question names: its title names one of the
   * question's words (the biography: whom it is about), rather than its text merely using them.
   */
  subject: boolean;
  /**
   * Whether the passage matches something specific: words whose IDF adds up to at least that of a
   * word in one passage of twelve. "Diputado" alone is not enough to answer "¿cuánto gana el
   * diputado?".
   */
  specific: boolean;
  /**
   * Whether the question names something specific of its own (a word, known to the site or not,
   * that weighs at least what "specific" means) that the passage does not have: "el mundial"
   * asked after a fair names a subject of its own, which the fair's news cannot be about.
   */
  foreign: boolean;
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
  /** The share of its concept a match of this stem counts (less than 1: a word read as another). */
  share: number;
  /** Read only for the passages another stem matches (lib/search/concepts.ts). */
  common: boolean;
}

export interface SearchResult {
  /** The question's words searched for, misspelt ones read as the site's. */
  keywords: string[];
  terms: SearchTerm[];
  hits: PassageHit[];
  /** For a follow-up: the same ranking read by the question's own words alone. */
  alone?: SearchResult;
}

/** BM25's usual parameters: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;
/**
 * How many of a question's concepts its coverage is counted over, the weightiest: the words that
 * can name what it asks about. A short question is counted whole.
 */
const SUBJECT_WORDS = 6;
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

/** The sections the landing hides, and whom the biography is about (name and office). */
async function siteContext(): Promise<{ hidden: PassageSource[]; legislator: string }> {
  const [settings, identity] = await Promise.all([
    db().siteSettings.findUnique({ where: { id: 1 } }) as Promise<Record<string, unknown> | null>,
    db().siteIdentity.findUnique({ where: { id: 1 }, select: { nombre: true, cargo: true } }),
  ]);
  const hidden = (Object.entries(SECTION_TOGGLES) as [PassageSource, string][])
    .filter(([, toggle]) => settings?.[toggle] === false)
    .map(([source]) => source);
  return { hidden, legislator: identity ? `${identity.nombre} ${identity.cargo}` : "" };
}

/** Words that only name saints in place names ("San Juan", "Santa Lucía"). */
const SAINTS = new Set(["san", "santa", "santo", "santiago"]);
let placeWords: Set<string> | undefined;
/**
 * The words of Guatemala's departments and municipalities ("cantel", "quetzaltenango", "zunil"):
 * a place says where something is, not what it is.
 */
function isPlace(word: string): boolean {
  placeWords ??= new Set(
    DEPARTMENTS.flatMap((department) => [department.name, ...department.municipalities])
      .flatMap(wordsOf)
      .filter((token) => !isStopword(token) && !SAINTS.has(token)),
  );
  return placeWords.has(word);
}

/** The most terms a question is searched with: one bit each in the matched terms' mask. */
const MAX_TERMS = 63;

/** The question's terms, at most MAX_TERMS: the weightiest, in their order. */
function mostInformative(terms: SearchTerm[]): SearchTerm[] {
  if (terms.length <= MAX_TERMS) return terms;
  const kept = new Set([...terms].sort((a, b) => b.weight - a.weight).slice(0, MAX_TERMS));
  return terms.filter((term) => kept.has(term));
}

interface RankedRow {
  source: PassageSource;
  source_id: number;
  title: string;
  body: string;
  url: string;
  date: Date | null;
  score: number;
  /** The score of the question's own concepts alone. */
  own_score: number;
  /** Bit i set: the passage has term i. */
  matched: bigint;
}

/**
 * The BM25 ranking of the passages for the weighted stems, best first — and, in the same read of
 * the postings, by the question's own concepts alone (`own`): the best of either ranking. Only the
 * stems' postings are read (each carries its passage's length, section and visibility): a concept
 * counts its best stem, a passage sums its concepts. A passage is a candidate through a stem that
 * is not common; the common stems' postings are then looked up for the candidates only. When every
 * stem is common, all are read.
 */
async function rankPassages(
  terms: SearchTerm[],
  own: boolean[],
  hidden: PassageSource[],
  averageLength: number,
  procedureBoost: number,
): Promise<RankedRow[]> {
  const common = terms.map((term) => term.common && terms.some((other) => !other.common));
  const read = (wanted: boolean) => terms.filter((_, index) => common[index] === wanted);
  const [selective, looked] = [read(false), read(true)].map((list) => list.map((term) => term.stem));
  return db().$queryRaw<RankedRow[]>`
    WITH q AS (
      SELECT * FROM unnest(${terms.map((term) => term.stem)}::text[],
                           ${terms.map((term) => term.concept)}::int[],
                           ${terms.map((term) => term.weight)}::float8[],
                           ${terms.map((term) => own[term.concept]!)}::bool[])
                    WITH ORDINALITY AS q(term, concept, weight, own, index)
    ),
    found AS (
      SELECT s.passage_id, s.term, s.tf, s.length, s.source FROM search_postings s
      WHERE s.term = ANY(${selective}::text[])
        AND (s.visible_from IS NULL OR s.visible_from <= now())
        AND s.source <> ALL(${hidden}::text[])
    ),
    postings AS (
      SELECT * FROM found
      UNION ALL
      SELECT s.passage_id, s.term, s.tf, s.length, s.source
      FROM (SELECT DISTINCT passage_id FROM found) c
      JOIN search_postings s ON s.passage_id = c.passage_id AND s.term = ANY(${looked}::text[])
    ),
    parts AS (
      SELECT s.passage_id, q.concept, bool_or(q.own) AS own,
             bit_or(1::int8 << (q.index - 1)::int) AS matched,
             max(q.weight * s.tf * ${K1 + 1}::float8
                 / (s.tf + ${K1}::float8 * (1 - ${B}::float8
                                            + ${B}::float8 * s.length / ${averageLength}::float8))
                 * CASE WHEN s.source = 'tramite' THEN ${procedureBoost}::float8 ELSE 1 END) AS part
      FROM postings s JOIN q ON q.term = s.term
      GROUP BY s.passage_id, q.concept
    ),
    scored AS (
      SELECT passage_id, sum(part) AS score, coalesce(sum(part) FILTER (WHERE own), 0) AS own_score,
             bit_or(matched) AS matched
      FROM parts GROUP BY passage_id
    ),
    best AS (
      (SELECT * FROM scored ORDER BY score DESC LIMIT ${CANDIDATES})
      UNION
      (SELECT * FROM scored WHERE own_score > 0 ORDER BY own_score DESC LIMIT ${CANDIDATES})
    )
    SELECT p.source, p.source_id, p.title, p.body, p.url, p.date, b.score, b.own_score, b.matched
    FROM best b JOIN search_passages p ON p.id = b.passage_id
    ORDER BY b.score DESC`;
}

/**
 * The share of the concepts' weight that the matched shares cover, over their SUBJECT_WORDS
 * weightiest: the matched weight of as many concepts, the best matched, over theirs.
 */
function coverageOf(concepts: Concept[], matched: Map<number, number>, own: boolean): number {
  const counted = concepts
    .map((concept, index) => ({ concept, index }))
    .filter(({ concept }) => !own || concept.weight === 1);
  const weights = counted.map(({ concept }) => concept.idf * concept.weight);
  const top = (values: number[]) =>
    [...values]
      .sort((a, b) => b - a)
      .slice(0, SUBJECT_WORDS)
      .reduce((sum, value) => sum + value, 0);
  const asked = top(weights);
  const got = top(counted.map(({ index }, at) => (matched.get(index) ?? 0) * weights[at]!));
  return asked ? got / asked : 0;
}

/** What the search knows of a question, for reading its ranked passages. */
interface Reading {
  concepts: Concept[];
  terms: SearchTerm[];
  /** Whether each concept counts in this view (all of them, or the question's own). */
  counted: boolean[];
  specific: number;
  legislator: string;
  procedure: boolean;
}

/** The hits of one view of the ranked rows, at most one per item, best first. */
function hitsOf(rows: RankedRow[], reading: Reading, own: boolean, limit: number): PassageHit[] {
  const { concepts, terms, counted, specific, legislator, procedure } = reading;
  const placeless = concepts.map((concept) => !concept.search.every((word) => isPlace(word)));
  const now = Date.now();
  const best = new Map<string, PassageHit>();
  const ordered = own
    ? rows.filter((row) => row.own_score > 0).sort((a, b) => b.own_score - a.own_score)
    : rows;
  for (const row of ordered) {
    const has = (index: number) =>
      counted[terms[index]!.concept]! && ((row.matched >> BigInt(index)) & 1n) === 1n;
    const shares = new Map<number, number>();
    for (const [index, term] of terms.entries()) {
      if (has(index)) shares.set(term.concept, Math.max(shares.get(term.concept) ?? 0, term.share));
    }
    // Specific through the citizen's words (or their spelling), not through a synonym alone.
    const matched = [...shares].reduce(
      (sum, [index, share]) =>
        sum + (share >= SPELLED_MATCH ? share : 0) * concepts[index]!.idf * concepts[index]!.weight,
      0,
    );
    const about = fold(`${row.title} ${row.source === "biografia" ? legislator : ""}`);
    // The item is about what the question asks when its title names of it something specific
    // together, and not only a place; a procedure that a problem report names, by any of its words
    // (its title is a category's plain words).
    const named = new Set(
      terms
        .filter(
          (term, index) => term.share >= SPELLED_MATCH && has(index) && hasStem(about, term.stem),
        )
        .map((term) => term.concept),
    );
    const namedWeight = [...named].reduce((sum, index) => sum + concepts[index]!.idf, 0);
    const foreign = concepts.some(
      (concept, index) =>
        concept.weight === 1 &&
        concept.idf >= specific &&
        (shares.get(index) ?? 0) < SPELLED_MATCH,
    );
    const subject =
      [...named].some((index) => placeless[index]) &&
      ((procedure && row.source === "tramite") || namedWeight >= specific);
    const age = row.date ? Math.max(0, now - row.date.getTime()) / YEAR_MS : 0;
    const boost = 1 + 0.1 / (1 + age);
    const hit: PassageHit = {
      source: row.source,
      sourceId: row.source_id,
      title: row.title,
      body: row.body,
      url: row.url,
      date: row.date?.toISOString() ?? null,
      coverage: coverageOf(concepts, shares, own),
      ownCoverage: coverageOf(concepts, shares, true),
      subject,
      specific: matched >= specific,
      foreign,
      score: Number(own ? row.own_score : row.score) * boost,
      more: [],
    };
    // The rows come best first: an item's first row is its hit, the later ones its other parts.
    const key = `${row.source}:${row.source_id}`;
    const first = best.get(key);
    if (first) first.more.push(row.body);
    else best.set(key, hit);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

/**
 * The passages that best answer `question`, at most one per item, best first. `earlier`: the
 * conversation's earlier questions, oldest first — then the same ranking read by the question's
 * own words alone comes with it (`alone`). `procedure`: the question asks how to do something or
 * reports a problem, so the procedures' passages count more.
 */
export async function searchPassages(
  question: string,
  {
    limit = 8,
    earlier = [],
    procedure = false,
  }: { limit?: number; earlier?: string[]; procedure?: boolean } = {},
): Promise<SearchResult> {
  const [{ total, averageLength, concepts }, { hidden, legislator }] = await Promise.all([
    weightedConcepts(question, earlier),
    siteContext(),
  ]);
  const own = concepts.map((concept) => concept.weight === 1);
  const keywords = concepts.filter((_, index) => own[index]).flatMap((concept) => concept.search);
  const terms = mostInformative(
    concepts.flatMap((concept, index) =>
      concept.stems.map(({ stem, idf, share, common }) => ({
        stem,
        concept: index,
        weight: idf * concept.weight,
        share,
        common,
      })),
    ),
  );
  const rows = terms.length
    ? await rankPassages(terms, own, hidden, averageLength, procedure ? PROCEDURE_BOOST : 1)
    : [];
  const reading = { concepts, terms, specific: specificIdf(total), legislator, procedure };
  const within: SearchResult = {
    keywords,
    terms,
    hits: hitsOf(rows, { ...reading, counted: concepts.map(() => true) }, false, limit),
  };
  if (!earlier.length) return within;
  const ownTerms = terms.filter((term) => own[term.concept]);
  return {
    ...within,
    alone: {
      keywords,
      terms: ownTerms,
      hits: hitsOf(rows, { ...reading, counted: own }, true, limit),
    },
  };
}
