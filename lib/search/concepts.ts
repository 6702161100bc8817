import "server-only";
import { db } from "@/lib/db";
import { everydayShare, isEverydayWord, isVerbForm } from "@/lib/search/everyday-spanish";
import { conceptsOf, vocabularyMap, type AskedConcept } from "@/lib/search/expansion";
import { withoutFrame } from "@/lib/search/question-kind";
import { isSpanishVerbForm, spanishWord } from "@/lib/search/spanish-dictionary";
import { synonymsOf } from "@/lib/search/synonyms";
import { editDistance, isStopword, soundOf } from "@/lib/search/text";

// A question read as weighted concepts for BM25: each of its words (or a phrase of the office's
// vocabulary with the site's words it means) as Spanish stems, each weighing its inverse document
// frequency in the passage index. What a word weighs depends on who knows it:
// - the site: its IDF on the site, no more than everyday Spanish would give it ("quiero", "bien");
// - Spanish but not the site ("maquila", "pepián"): what an absent word weighs, no more than its
//   everyday share — the question may ask about something the site does not have;
//   its synonyms the site writes count, down-weighted, for it;
// - neither, once read as the closest word the site writes ("presupeusto" → presupuesto): that word,
//   a match counting half;
// - neither at all ("fijese" aside, "pucha", "ishtos", a number the site never writes): nothing. A
//   word nobody knows says nothing about what is asked, so it cannot count against a passage.
// The earlier questions of a conversation add their specific words at a lower weight.

/** A stem searched for, what it weighs, and the share of its concept a match of it counts. */
interface ConceptStem {
  stem: string;
  idf: number;
  /** 1 for the citizen's own word; less for a word it was read as (a misspelling's correction). */
  share: number;
  /** Whether the stem is in so many passages that the ranking reads it only where others match. */
  common: boolean;
}

export interface Concept extends AskedConcept {
  /** 1 for the question's own concepts, less for the earlier questions'. */
  weight: number;
  /** The stems the index knows. */
  stems: ConceptStem[];
  /** The concept's weight in the question: its rarest stem's IDF (a share of it when unknown). */
  idf: number;
}

export interface WeightedQuestion {
  /** Passages in the index and their average length (in stems). */
  total: number;
  averageLength: number;
  concepts: Concept[];
}

/**
 * How much an earlier question of the conversation counts, the latest first. Weighing the two alike
 * kept one more follow-up of a follow-up on the dev set, but a citizen who changes the subject was
 * answered less often.
 */
const EARLIER_WEIGHTS = [0.5, 0.25];
/**
 * A verb form ("arreglaron", "terminaron") is how the citizen asks, not what about: known or not,
 * it weighs this share — and so does a word the site never writes that the Spanish dictionary
 * reads as a verb's form ("dice", "aguanta", "mandaron").
 */
const VERB_SHARE = 0.3;
/** A word read as the site's closest one counts this share when matched: it may be another word. */
export const SPELLED_MATCH = 0.5;
/**
 * A synonym counts this share of the citizen's word, in the ranking and in how much of the
 * question a passage covers: a thesaurus lists every sense of a word, and the citizen meant one.
 */
const SYNONYM_MATCH = 0.25;
/** The document frequency share whose IDF a passage's matched words must reach together. */
const SPECIFIC_SHARE = 1 / 12;
/**
 * A stem in more passages than this, and in more than one of twelve, is common: the ranking reads
 * its postings only for the passages that match one of the question's other stems. Reading every
 * passage of "oficina" or "diputado" among 10,000 news was most of a question's time, and a
 * passage that matches only such words covers too little of a question that has others to be an
 * answer. Below this size the whole index is read, as before.
 */
const COMMON_DF = 1_000;

const idfOf = (count: number, total: number) =>
  Math.log(1 + (total - count + 0.5) / (count + 0.5));
/** The IDF of a word in one passage of twelve: what "specific" means for matches and subjects. */
export const specificIdf = (total: number) => idfOf(Math.max(1, total * SPECIFIC_SHARE), total);

const isCommon = (count: number, total: number) =>
  count > COMMON_DF && count > total * SPECIFIC_SHARE;

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

/** How many passages hold each stem. */
async function documentFrequencies(terms: string[]): Promise<Map<string, number>> {
  if (!terms.length) return new Map();
  const rows = await db().$queryRaw<{ term: string; df: number }[]>`
    SELECT t.term, (SELECT count(*) FROM search_postings s WHERE s.term = t.term)::int AS df
    FROM unnest(${terms}::text[]) AS t(term)`;
  return new Map(rows.map((row) => [row.term, row.df]));
}

/** How many passages the index holds and their average length, as the index's triggers keep them. */
async function indexSize(): Promise<{ total: number; averageLength: number }> {
  const stats = await db().searchStats.findUnique({ where: { id: 1 } });
  const total = stats?.passages ?? 0;
  return { total, averageLength: total ? Math.max(1, Number(stats!.total_length) / total) : 1 };
}

/** A word of the question the index does not know, read as Spanish, as the site's, or as nothing. */
type Reading =
  { kind: "spanish"; word: string; verb: boolean } | { kind: "spelled"; word: string } | null;

/**
 * What the words the index does not know are: a Spanish word (the one its diminutive is made of,
 * when that is the site's: "escuelita" → escuela), the site's closest word for a misspelling, or
 * nothing anybody knows.
 */
async function readUnknown(
  words: string[],
  siteKnows: (words: string[]) => Promise<(word: string) => boolean>,
): Promise<Map<string, Reading>> {
  const readings = new Map<string, Reading>();
  const spanish = new Map<string, string>();
  const misspelt: string[] = [];
  for (const word of words) {
    const found = isEverydayWord(word) ? word : await spanishWord(word);
    if (found === null) misspelt.push(word);
    else spanish.set(word, found);
  }
  // The site's stems of every Spanish word at once, and the misspellings' closest words beside them.
  const [site, spelled] = await Promise.all([siteKnows([...spanish.values()]), siteSpelling(misspelt)]);
  for (const [word, found] of spanish) {
    const known = site(found);
    readings.set(word, {
      kind: "spanish",
      word: known ? found : word,
      verb: !known && (await isSpanishVerbForm(word)),
    });
  }
  for (const word of misspelt) {
    const closest = spelled.get(word);
    readings.set(word, closest ? { kind: "spelled", word: closest } : null);
  }
  return readings;
}

/** The question's concepts and the earlier questions', weighted, with their stems and IDF. */
export async function weightedConcepts(
  question: string,
  earlier: string[],
): Promise<WeightedQuestion> {
  const [vocabulary, size] = await Promise.all([vocabularyMap(), indexSize()]);
  const { total, averageLength } = size;
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
  const { stems, df } = await stemsOf(words);
  const learn = async (more: string[]) => {
    const fresh = more.filter((word) => !stems.has(word));
    if (!fresh.length) return;
    const found = await stemsOf(fresh);
    for (const [word, list] of found.stems) stems.set(word, list);
    for (const [stem, count] of found.df) df.set(stem, count);
  };
  const known = (word: string) => (stems.get(word) ?? []).some((stem) => (df.get(stem) ?? 0) > 0);
  const unknown = asked
    .filter((concept) => !concept.expanded && !known(concept.words))
    .filter((concept) => (stems.get(concept.words) ?? []).length && !/^\d+$/.test(concept.words))
    .map((concept) => concept.words);
  const readings = await readUnknown(unknown, async (spanish) => {
    await learn(spanish);
    return known;
  });
  await learn([...readings.values()].flatMap((reading) => (reading ? [reading.word] : [])));
  // The synonyms the site writes of each Spanish word it does not, with their frequencies.
  const synonyms = new Map<string, string[]>();
  for (const [word, reading] of readings) {
    if (reading?.kind !== "spanish" || known(reading.word)) continue;
    const found = (stems.get(word) ?? []).flatMap(synonymsOf);
    if (found.length) synonyms.set(word, [...new Set(found)]);
  }
  const synonymDf = await documentFrequencies([...new Set([...synonyms.values()].flat())]);
  for (const [stem, count] of synonymDf) df.set(stem, count);
  const stemsOfWord = (word: string) => {
    const reading = readings.get(word);
    return reading ? (stems.get(reading.word) ?? []) : (stems.get(word) ?? []);
  };
  const spelledStems = new Set(
    [...readings.values()].flatMap((reading) =>
      reading?.kind === "spelled" ? (stems.get(reading.word) ?? []) : [],
    ),
  );
  // A stem belongs to the concept whose own word it is: "horario" (→ horario de atención) must not
  // count "atención" a second time when the question also says "atención".
  const ownStems = new Set(
    asked.flatMap((concept) => concept.words.split(" ").flatMap(stemsOfWord)),
  );
  // A word common in everyday speech weighs no more than it would if the site's passages were
  // everyday Spanish: among 20,000 news that never say "quiero", it is still how a citizen asks.
  // A word the office taught the vocabulary keeps the site's weight.
  const everydayIdf = (concept: AskedConcept) => {
    if (concept.expanded) return Infinity;
    const reading = readings.get(concept.words);
    const share = everydayShare(reading?.word ?? concept.words, averageLength);
    return share === null ? Infinity : idfOf(share * total, total);
  };
  const concepts = asked.flatMap((concept): Concept[] => {
    // Nobody knows the word, or it is a number the site never writes: it says nothing.
    if (readings.get(concept.words) === null) return [];
    if (/^\d+$/.test(concept.words) && !known(concept.words)) return [];
    const reading = readings.get(concept.words);
    const verb = isVerbForm(concept.words) || (reading?.kind === "spanish" && reading.verb);
    const verbShare = verb ? VERB_SHARE : 1;
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
      .map((stem) => ({
        stem,
        idf: Math.min(idfOf(df.get(stem)!, total), ceiling) * verbShare,
        share: spelledStems.has(stem) ? SPELLED_MATCH : 1,
        common: isCommon(df.get(stem)!, total),
      }));
    const idf = present.length
      ? Math.max(...present.map((stem) => stem.idf))
      : Math.min(idfOf(0, total), ceiling) * verbShare;
    // The citizen's word weighs what it weighs; a synonym of it, a share of that at most.
    const related = (synonyms.get(concept.words) ?? [])
      .filter((stem) => !ownStems.has(stem))
      .map((stem) => ({
        stem,
        idf: Math.min(idfOf(df.get(stem) ?? 0, total), idf) * SYNONYM_MATCH,
        share: SYNONYM_MATCH,
        common: isCommon(df.get(stem) ?? 0, total),
      }));
    return [
      {
        ...concept,
        search: concept.search.map((word) => readings.get(word)?.word ?? word),
        stems: [...present, ...related],
        idf,
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
