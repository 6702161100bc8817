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

/** Sentences of a text (a full stop, question or exclamation mark, or a line break ends one). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 1);
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

const foldedSet = (words: string) => new Set(words.split(" ").map(fold));

// Words that carry no subject in a citizen's question.
const STOPWORDS = foldedSet(
  "que qué como cómo cual cuál cuales cuando cuándo donde dónde quien quién quienes por para " +
    "cuanto cuánto cuanta cuánta cuantos cuántos cuantas cuántas hoy ahora ayer ver queda quedan " +
    "con sin sobre entre desde hasta hacia segun según del las los una uno unos unas este esta " +
    "estos estas ese esa eso esos esas aqui aquí alli allí muy mas más menos pero porque pues " +
    "tambien también hay han has ha son ser sea fue fueron era eran esta están estan estoy " +
    "tiene tienen tengo tenemos tener hago hace hacen hacemos hacer hizo puedo puede pueden " +
    "podemos podria podría quiero queremos " +
    "quisiera necesito saber decir dime digame dígame informacion información info favor " +
    "hola buenas buenos dias días tardes noches gracias usted ustedes ellos ellas nosotros " +
    "mis sus tus nuestro nuestra algo alguna alguno algun algún todo toda todos todas cada " +
    "otro otra otros otras mismo misma ya aun aún asi así bien mal solo sólo les nos eso cosa " +
    "cosas pido pedir pedirle solicito solicitar tramitar obtener conseguir ayudar ayuden ayuda " +
    "hijo hija hijos hijas mama mamá papa papá esposo esposa diputado diputada",
);

// Words that set the scene of most questions but are their subject when nothing else is asked:
// "¿dónde queda la oficina?".
const CONTEXT_WORDS = foldedSet("oficina");

/** The words of a question worth searching for, in order, without repeats. */
export function keywordsOf(question: string): string[] {
  const words = wordsOf(question).filter((word) => !STOPWORDS.has(word));
  const subject = words.filter((word) => !CONTEXT_WORDS.has(word));
  return [...new Set(subject.length ? subject : words)].slice(0, 12);
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
