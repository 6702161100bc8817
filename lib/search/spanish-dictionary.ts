import "server-only";
import nspell from "nspell";

// Whether a word is Spanish at all, from Hunspell's Spanish dictionary (the RLA-ES dictionary that
// LibreOffice ships, as the `dictionary-es` package has it): the everyday-speech list knows how
// common a word is, but only its 40,000 most spoken words; the dictionary knows the rest, with
// every inflection its affix rules make ("reforestaron", "lámparas"). A question's word that
// neither the site nor Spanish knows — "fijese" typed for "fíjese" is Spanish, "ishtos" or "pucha"
// are not — says nothing about what the question is about.

type Checker = ReturnType<typeof nspell>;
let checker: Promise<Checker> | undefined;

/** The dictionary, read once (about a second) on the first question that needs it. */
const loaded = () =>
  (checker ??= import("dictionary-es").then(({ default: { aff, dic } }) =>
    nspell({ aff: Buffer.from(aff), dic: Buffer.from(dic) }),
  ));

const ACCENTS: Record<string, string> = { a: "á", e: "é", i: "í", o: "ó", u: "ú" };

/**
 * The ways a folded word may have been written: as it is, with one accent on any of its vowels
 * (Spanish writes one at most), with an ñ for one of its n, or both — what folding took away.
 */
function spellings(word: string): string[] {
  const withEnye = [word];
  for (let at = word.indexOf("n"); at >= 0; at = word.indexOf("n", at + 1)) {
    withEnye.push(`${word.slice(0, at)}ñ${word.slice(at + 1)}`);
  }
  const written = [...withEnye, word.replace(/gu(?=[ei])/, "gü")];
  for (const base of withEnye) {
    for (let at = 0; at < base.length; at++) {
      const accented = ACCENTS[base[at]!];
      if (accented) written.push(`${base.slice(0, at)}${accented}${base.slice(at + 1)}`);
    }
  }
  return [...new Set(written)];
}

/**
 * The word a diminutive is made of, in the forms it may have: "escuelita" → escuela, "arbolitos"
 * → árbol(es), "puentecito" → puente. Spanish makes one of almost any noun, and no dictionary
 * lists them.
 */
export function undiminished(word: string): string[] {
  const match = word.match(/^(.{3,}?)(c)?it([oa])(s?)$/);
  if (!match) return [];
  const [, stem, c, gender, plural] = match as unknown as [string, string, string, string, string];
  const bases = c ? [stem, `${stem}e`] : [`${stem}${gender}`, stem];
  return bases.map((base) => (plural ? `${base}${/[aeiou]$/.test(base) ? "s" : "es"}` : base));
}

/**
 * The Spanish word a folded token is, as the dictionary writes it folded — itself, or the word
 * its diminutive is made of ("escuelita" → "escuela") — or null when Spanish has no such word.
 */
export async function spanishWord(word: string): Promise<string | null> {
  if (!/^[a-z]+$/.test(word)) return null;
  const dictionary = await loaded();
  const known = (candidate: string) =>
    spellings(candidate).some((form) => dictionary.correct(form));
  if (known(word)) return word;
  return undiminished(word).find(known) ?? null;
}

const AR = ["ar"];
const ER_IR = ["er", "ir"];
const ANY = ["ar", "er", "ir"];
/**
 * Endings of Spanish verb forms with the infinitives they belong to: the infinitive itself, the
 * present ("dice", "quieren", "pregunto"), preterite ("reventó", "salió", "mandaron"), imperfect,
 * gerund and participle. Nouns share some ("receta", "peso"): the check is for words the site
 * never writes, where reading a noun as a verb only makes it weigh less.
 */
const VERB_FORMS: [string, string[]][] = [
  ...(["aron", "aban", "aba", "ando", "ado", "ada", "ados", "adas", "amos", "an", "as", "a"].map(
    (ending) => [ending, AR],
  ) as [string, string[]][]),
  ...(["ieron", "iendo", "ido", "ida", "idos", "idas", "io", "ia", "ian", "en", "es", "e"].map(
    (ending) => [ending, ER_IR],
  ) as [string, string[]][]),
  ["emos", ["er"]],
  ["imos", ["ir"]],
  ["o", ANY],
  ["", ANY],
];
/** A stem's vowel as its infinitive has it: "quiere" → querer, "puede" → poder, "sigue" → seguir. */
const STEM_VOWELS: [RegExp, string][] = [
  [/ue(?=[^aeiou]*$)/, "o"],
  [/ie(?=[^aeiou]*$)/, "e"],
  [/i(?=[^aeiou]*$)/, "e"],
];
/** Pronouns written onto an infinitive or a gerund: "conseguirlo", "explicándoles". */
const ENCLITIC = /(?<=(?:ar|er|ir|ando|iendo))(?:se|me|te|nos|lo|la|los|las|le|les)+$/;

/**
 * Whether a folded Spanish word is a form of a verb the dictionary has: what comes before one of
 * the endings (pronouns written onto it aside) makes an infinitive of that conjugation.
 */
export async function isSpanishVerbForm(word: string): Promise<boolean> {
  if (!/^[a-z]+$/.test(word) || (await spanishWord(word)) === null) return false;
  const dictionary = await loaded();
  const bases = [word, word.replace(ENCLITIC, "")].filter((base) => base.length >= 3);
  return bases.some((base) =>
    VERB_FORMS.some(([ending, infinitives]) => {
      if (!base.endsWith(ending)) return false;
      const stem = ending ? base.slice(0, -ending.length) : base.replace(/(ar|er|ir)$/, "");
      if (stem.length < 2 || (!ending && stem === base)) return false;
      const stems = [stem, ...STEM_VOWELS.map(([vowel, plain]) => stem.replace(vowel, plain))];
      return stems.some((candidate) =>
        infinitives.some((infinitive) => dictionary.correct(candidate + infinitive)),
      );
    }),
  );
}
