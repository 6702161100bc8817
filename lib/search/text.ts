import sanitizeHtml from "sanitize-html";

// Text handling shared by the index (passages, words) and the queries (keywords): one notion of a
// word, so that what is written and what is asked meet.

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

/** The visible text of administrator HTML, blocks separated by line breaks. */
export function plainText(html: string | null | undefined): string {
  if (!html) return "";
  const text = sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, "$&\n"), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Lower case, no accents (ñ kept as n, as PostgreSQL's unaccent does). */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a text as the index keeps them: folded, letters and digits, 3+ characters. */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[a-z0-9]{3,}/g) ?? [];
}

/** A sentence's end: its mark and a space (not an abbreviation's: "9a. Avenida", "Lic."), a line break. */
const SENTENCE_END =
  /(?<!(?:^|[\s(])(?:\d+[aoº]|[a-z]|av|lic|licda|ing|dr|dra|sr|sra|srta|no|núm|km|tel)\.)(?<=[.!?…])\s+|\n+/i;

/**
 * Sentences of a text (a full stop, question or exclamation mark, or a line break ends one), each
 * ending in its mark: a subtitle or a list item written without one gets a full stop, so that it
 * does not run into the next sentence once they are joined.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 1)
    .map((sentence) => (/[.!?…:;)»"]$/.test(sentence) ? sentence : `${sentence}.`));
}

/** Consecutive sentences grouped into passages of at most `maxChars` (a longer sentence alone). */
export function passagesOf(text: string, maxChars = 480): string[] {
  const passages: string[] = [];
  let current = "";
  for (const sentence of sentencesOf(text)) {
    if (current && current.length + sentence.length + 1 > maxChars) {
      passages.push(current);
      current = "";
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) passages.push(current);
  return passages;
}

// PostgreSQL's Spanish stopword list (Snowball's, share/tsearch_data/spanish.stop), folded: the
// same words the index and the queries drop, for the places that split text in JavaScript.
const SPANISH_STOPWORDS = new Set(
  [
    "de la que el en y a los del se las por un para con no una su al lo como mas pero sus le ya o ",
    "este si porque esta entre cuando muy sin sobre tambien me hasta hay donde quien desde todo ",
    "nos durante todos uno les ni contra otros ese eso ante ellos e esto mi antes algunos unos yo ",
    "otro otras otra tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas ",
    "algo nosotros mis tu te ti tus ellas nosotras vosostros vosostras os mio mia mios mias tuyo ",
    "tuya tuyos tuyas suyo suya suyos suyas nuestro nuestra nuestros nuestras vuestro vuestra ",
    "vuestros vuestras esos esas estoy estamos estais estan estes estemos esteis esten estare ",
    "estaras estara estaremos estareis estaran estaria estarias estariamos estariais estarian ",
    "estaba estabas estabamos estabais estaban estuve estuviste estuvo estuvimos estuvisteis ",
    "estuvieron estuviera estuvieras estuvieramos estuvierais estuvieran estuviese estuvieses ",
    "estuviesemos estuvieseis estuviesen estando estado estada estados estadas estad he has ha ",
    "hemos habeis han haya hayas hayamos hayais hayan habre habras habra habremos habreis habran ",
    "habria habrias habriamos habriais habrian habia habias habiamos habiais habian hube hubiste ",
    "hubo hubimos hubisteis hubieron hubiera hubieras hubieramos hubierais hubieran hubiese ",
    "hubieses hubiesemos hubieseis hubiesen habiendo habido habida habidos habidas soy eres es ",
    "somos sois son sea seas seamos seais sean sere seras sera seremos sereis seran seria serias ",
    "seriamos seriais serian era eras eramos erais eran fui fuiste fue fuimos fuisteis fueron ",
    "fuera fueras fueramos fuerais fueran fuese fueses fuesemos fueseis fuesen sintiendo sentido ",
    "sentida sentidos sentidas siente sentid tengo tienes tiene tenemos teneis tienen tenga ",
    "tengas tengamos tengais tengan tendre tendras tendra tendremos tendreis tendran tendria ",
    "tendrias tendriamos tendriais tendrian tenia tenias teniamos teniais tenian tuve tuviste ",
    "tuvo tuvimos tuvisteis tuvieron tuviera tuvieras tuvieramos tuvierais tuvieran tuviese ",
    "tuvieses tuviesemos tuvieseis tuviesen teniendo tenido tenida tenidos tenidas tened",
  ]
    .join("")
    .split(" "),
);

/** Whether a folded word is one of PostgreSQL's Spanish stopwords ("estan" as "están"). */
export const isStopword = (word: string) => SPANISH_STOPWORDS.has(word);

/** The words of a question worth searching for, in order, without repeats (the admin's top words). */
export function keywordsOf(question: string): string[] {
  return [...new Set(wordsOf(question).filter((word) => !isStopword(word)))];
}

/** A text's tokens as the vocabulary reads them: folded letters and digits, any length. */
export function tokensOf(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

/** A vocabulary entry's key: its tokens joined by single spaces ("Aguas  Negras" → "aguas negras"). */
export const phraseKey = (text: string) => tokensOf(text).join(" ");

/** Whether a folded text has a word that starts with `stem` (a Spanish stem: "benefici"). */
export function hasStem(foldedText: string, stem: string): boolean {
  for (let at = foldedText.indexOf(stem); at >= 0; at = foldedText.indexOf(stem, at + 1)) {
    if (at === 0 || !/[a-z0-9]/.test(foldedText[at - 1]!)) return true;
  }
  return false;
}

/**
 * Whether a folded text has a word that starts like a keyword, allowing for Spanish endings (beca,
 * becas, becado) — at the start of a word, so that "esposa" is not found in "responsables".
 */
export function mentions(foldedText: string, keyword: string): boolean {
  const stem = keyword.length > 5 ? keyword.slice(0, keyword.length - 2) : keyword.slice(0, 4);
  for (let at = foldedText.indexOf(stem); at >= 0; at = foldedText.indexOf(stem, at + 1)) {
    if (at === 0 || !/[a-z0-9]/.test(foldedText[at - 1]!)) return true;
  }
  return false;
}

/**
 * How a word sounds in Guatemalan Spanish, for the misspellings people make when they write as
 * they speak: b/v, s/z/c before e and i, silent h, qu/c/k, ll/y, doubled letters, a plural s.
 */
export function soundOf(word: string): string {
  return fold(word)
    .replace(/ch/g, "ç")
    .replace(/h/g, "")
    .replace(/qu/g, "k")
    .replace(/c(?=[ei])/g, "s")
    .replace(/c/g, "k")
    .replace(/ç/g, "ch")
    .replace(/v/g, "b")
    .replace(/z/g, "s")
    .replace(/ll/g, "y")
    .replace(/(.)\1+/g, "$1")
    .replace(/(?<=[aeiou])s$|(?<=[^aeiou])es$/, "");
}

/** Levenshtein distance, for telling a typo from another word. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}
