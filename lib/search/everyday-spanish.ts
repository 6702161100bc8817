import "server-only";
import { dictionary } from "@zxcvbn-ts/language-es-es";
import { fold } from "@/lib/search/text";

// How common a word is in everyday spoken Spanish, from the 40,000 words of a subtitle corpus
// ranked by frequency (OpenSubtitles through OPUS, ODC-BY, as zxcvbn-ts's Spanish dictionary ships
// it). The site's own passages say how rare a word is on the site; this list says how rare it is in
// anybody's speech. A word both rare on the site and common in speech ("quiero", "bien", "hoy") is
// how people talk, not what they ask about.

let ranks: Map<string, number> | undefined;
/** The list's harmonic number: Zipf's law's normalising constant for its ranks. */
let harmonic = 0;

function rankOf(word: string): number | undefined {
  if (!ranks) {
    const words = dictionary["commonWords-es-es"] as string[];
    ranks = new Map();
    for (const [index, entry] of words.entries()) {
      const folded = fold(entry);
      if (!ranks.has(folded)) ranks.set(folded, index + 1);
    }
    harmonic = words.reduce((sum, _, index) => sum + 1 / (index + 1), 0);
  }
  return ranks.get(word);
}

/** Whether everyday Spanish has `word` (folded): then it is a word, not a misspelling. */
export const isEverydayWord = (word: string) => rankOf(word) !== undefined;

/**
 * The share of passages of `length` words that would contain `word` (folded) if they were
 * everyday Spanish: by Zipf's law the word at rank r makes 1/(r·H) of all words. Null for a word
 * the list does not have: a place, a name, a regional word ("patojo") or a misspelling.
 */
export function everydayShare(word: string, length: number): number | null {
  const rank = rankOf(word);
  if (rank === undefined) return null;
  return 1 - (1 - 1 / (rank * harmonic)) ** length;
}

const AR = ["ar"];
const ER_IR = ["er", "ir"];
const ANY = ["ar", "er", "ir"];
/**
 * Endings of Spanish verb forms a question uses (preterite, gerund, imperfect, conditional,
 * subjunctive…), each with the infinitives it belongs to: "-ería" is a conditional of "-er" verbs
 * only, so "enfermería" is no form of "enfermar".
 */
const VERB_ENDINGS: Record<string, string[]> = {
  aron: AR,
  aban: AR,
  ando: AR,
  aste: AR,
  ara: AR,
  aran: AR,
  ase: AR,
  asen: AR,
  aria: AR,
  arian: AR,
  eria: ["er"],
  erian: ["er"],
  iria: ["ir"],
  irian: ["ir"],
  ieron: ER_IR,
  iendo: ER_IR,
  iste: ER_IR,
  iera: ER_IR,
  ieran: ER_IR,
  iese: ER_IR,
  iesen: ER_IR,
  ian: ER_IR,
  emos: ["er", "ar"],
  imos: ["ir"],
  amos: ANY,
  en: ANY,
  an: ANY,
};
/** Endings no Spanish noun has: the preterite plural, the imperfect, the gerund. */
const VERB_ONLY_ENDING = /(aron|ieron|aban|ando|iendo)$/;
/** A stem's vowel as its infinitive has it: "pueden" → poder, "tienen" → tener, "piden" → pedir. */
const STEM_VOWELS: [RegExp, string][] = [
  [/ue(?=[^aeiou]*$)/, "o"],
  [/ie(?=[^aeiou]*$)/, "e"],
  [/i(?=[^aeiou]*$)/, "e"],
];
/**
 * The irregular preterites (hacer, decir, poner, querer, tener and its compounds, poder, venir,
 * traer, saber, -ducir) with their endings: "hizo", "dijeron", "pusieron", "obtuvo".
 */
const IRREGULAR_PRETERITE =
  /(hic|hiz|dij|pus|quis|tuv|pud|vin|traj|sup|duj)(e|iste|o|imos|isteis|ieron|eron)$/;

const makesInfinitive = (stem: string, infinitives: string[], word: string) =>
  stem.length >= 2 &&
  [stem, ...STEM_VOWELS.map(([vowel, plain]) => stem.replace(vowel, plain))].some((candidate) =>
    infinitives.some((ending) => candidate + ending !== word && isEverydayWord(candidate + ending)),
  );

/**
 * Whether `word` (folded) is one word and a verb form: what comes before a verb ending makes an
 * infinitive everyday Spanish has ("arreglaron" → arreglar, "estudian" → estudiar), it is an
 * irregular preterite ("hicieron"), or it ends as only verbs do and is no everyday word
 * ("goteaban"). A noun or a place with an ending verbs share ("plan", "permiso", "Huitán") is none.
 */
export const isVerbForm = (word: string) =>
  !word.includes(" ") &&
  (IRREGULAR_PRETERITE.test(word) ||
    (VERB_ONLY_ENDING.test(word) && !isEverydayWord(word)) ||
    Object.entries(VERB_ENDINGS).some(
      ([ending, infinitives]) =>
        word.endsWith(ending) && makesInfinitive(word.slice(0, -ending.length), infinitives, word),
    ));
