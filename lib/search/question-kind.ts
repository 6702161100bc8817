import { fold } from "@/lib/search/text";

// What kind of answer a question asks for, read from how Spanish asks it: a number (cuánto,
// cuántos), a time of day (a qué hora, horario), a day (qué día, qué fecha), a date (cuándo, en qué
// año), a place (dónde, de dónde), a person (quién), or a procedure — "how do I…" or a problem
// report ("mi calle no tiene luz") — that a gestión answers.

export type FactKind = "amount" | "number" | "hour" | "day" | "date" | "place" | "person";

/** The first kind whose question matches: "¿a qué hora…?" asks for an hour, not any date. */
const FACT_QUESTIONS: [FactKind, RegExp][] = [
  [
    "amount",
    /\b(cuant[oa] (dinero|pisto|plata|cuesta|costo|costaron|vale|valio|invirtieron|pagaron|gastaron)|que (costo|monto|precio)|cuanto (fue|es) (el|la) (costo|monto|inversion|presupuesto))\b/,
  ],
  ["number", /\b(cuant[oa]s?|que (porcentaje|cantidad|numero)|de cuant[oa]s?)\b/],
  ["hour", /\b(a que horas?|que horarios?|horarios?|hora de atencion)\b/],
  ["day", /\b(que dias?|(en )?que fecha)\b/],
  ["date", /\b(cuando|en que (ano|mes)|desde cuando)\b/],
  ["place", /\b(donde|adonde|en que (lugar|lado|municipio|aldea|parte)|de que (lugar|pueblo))\b/],
  ["person", /\b(quien|quienes|con quien|de quien)\b/],
];

/**
 * The interrogatives that only say what kind of answer is wanted ("cuántas familias…" asks for a
 * number about families): the Snowball stopword list drops "qué", "cómo", "cuándo", "dónde",
 * "quién" and "cuál" but not these inflections, which the search leaves out the same way.
 */
const FRAME_WORDS = /\b(cu[aá]nt[oa]s?|cu[aá]les)\b/gi;
/**
 * "¿Cómo hago…?", "¿qué puedo hacer…?": how a citizen asks for a way to do something, not what
 * about. The verbs that name the action ("pido", "reporto", "solicito") stay: procedures name them.
 */
const PROCEDURE_FRAME =
  /\b(c[oó]mo|qu[eé]|d[oó]nde) (se )?(hago|hacemos|hace|hacer|puedo|podemos)( hacer)?\b/gi;

/**
 * How people of the district open, soften and join what they ask, in speech and on a phone —
 * greetings, forms of address, discourse markers, exclamations, courtesy, a change of subject, the
 * "I'd like to know whether…" before the question itself: they say how the citizen talks, not what
 * about, and a long question is full of them. Read folded.
 */
const DISCOURSE_FRAME = new RegExp(
  [
    "hola|buen[oa]s( (dias|tardes|noches))?|buen dia|saludos|que tal",
    "oiga|oigan|oye|mire|disculpe|disculpa|perdon|fijese|fijate",
    "pucha|puchica|a la gran|chispas",
    "por favor|porfa|x ?fa|gracias|muchas gracias",
    "otra cosa|cambiando de tema|una (pregunta|consulta|duda)|tengo una (pregunta|consulta|duda)",
    "(quiero|quisiera|queria|quieria|me gustaria) (saber|preguntar)|me (puede|pueden|podria|podrian) (decir|informar)",
    "(es|sera) cierto (que|q)|(me )?(dijeron|dicen|contaron) (que|q)|oi (que|q)|escuche (que|q)",
    "^\\W*(va|ah|ok|okey|bueno|pues|entonces|este)\\b",
  ]
    .map((group) => `(${group})`)
    .join("|")
    .replace(/^/, "\\b(")
    .concat(")\\b"),
  "g",
);

/** The question without its interrogative and conversational frame, folded, for the search. */
export function withoutFrame(question: string): string {
  return fold(question)
    .replace(DISCOURSE_FRAME, " ")
    .replace(PROCEDURE_FRAME, " ")
    .replace(FRAME_WORDS, " ");
}

/** The kind of fact a question asks for, if it asks for one. */
export function factKindOf(question: string): FactKind | null {
  const text = fold(question);
  return FACT_QUESTIONS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const NUMBER_WORDS =
  "dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien|ciento|mil";
const MONTHS =
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";
const DAYS = "lunes|martes|miercoles|jueves|viernes|sabados?|domingos?";

const HOURS = "una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce";

const FACT_SENTENCES: Record<Exclude<FactKind, "person">, RegExp> = {
  // Money: "Q 1.2 millones", "350,000 quetzales", "US$ 5,000".
  amount: /\bq\.? ?\d|\d[\d.,]* ?(quetzales|dolares|millones)\b|\bus\$|\$ ?\d/,
  // A count, not a year: "semestre de 2026" does not say how many.
  number: new RegExp(`(?<![\\d.,])(?!(19|20)\\d\\d(?![.,]?\\d))\\d|\\b(${NUMBER_WORDS})\\b`),
  // A time of day: "8:00", "9 a. m.", "16 horas", "a las ocho", "mediodía" — not a year.
  hour: new RegExp(
    `\\d{1,2}:\\d\\d|\\b\\d{1,2} ?(a\\. ?m|p\\. ?m|am|pm|hrs?|horas)\\b|\\ba las (${HOURS})\\b|\\bmediodia\\b`,
  ),
  // A day: "15 de septiembre", "15/09", a weekday — a year or a month alone does not say which.
  day: new RegExp(`\\b\\d{1,2} de (${MONTHS})\\b|\\b\\d{1,2}/\\d{1,2}\\b|\\b(${DAYS})\\b`),
  date: new RegExp(
    `\\b(1[89]|20)\\d\\d\\b|\\b(${MONTHS}|${DAYS})\\b|\\d{1,2}:\\d\\d|\\b(semestre|trimestre|ano)\\b`,
  ),
  place:
    /\b(aldeas?|zona \d+|municipios?|cabecera|canton|caserio|colonia|avenida|oficina distrital|salon|rio|departamento|ciudad|quetzaltenango|guatemala)\b/,
};

/** A proper name after the sentence's first word: "…en Salcajá", "…la aldea Calel". */
const PROPER_NAME = /\s\p{Lu}\p{Ll}{2,}/u;

/** Whether a sentence holds the kind of fact asked (a number, a date or time, a place). */
export function statesFact(sentence: string, kind: FactKind): boolean {
  if (kind === "person") return PROPER_NAME.test(sentence);
  return (
    FACT_SENTENCES[kind].test(fold(sentence)) || (kind === "place" && PROPER_NAME.test(sentence))
  );
}

const PROCEDURE_QUESTIONS = [
  // "¿Cómo pido…?", "¿dónde reporto…?", "¿qué hago para…?"
  /\b(como|donde|que) (hago|hacemos|hacer|pido|pedimos|pedir|solicito|solicitamos|solicitar|reporto|reportamos|reportar|denuncio|denunciar|tramito|tramitar|puedo|podemos|se (pide|solicita|reporta|hace))\b/,
  // "no hay…", "no tiene…", "no cae el agua", "no prenden"
  /\bno (hay|tiene|tienen|tenemos|cae|llega|llegan|funciona|funcionan|sirve|sirven|prende|prenden|han (mandado|enviado|arreglado))\b/,
  // "falta un maestro", "necesitamos doctores", "está arruinado", "se quemaron", "se tapó"
  /\b(falta|faltan|necesito|necesitamos|arruinad[oa]s?|descompuest[oa]s?|danad[oa]s?|quemaron|quemad[oa]s?|tapo|tapad[oa]|colapsad[oa]|intransitable|botad[oa])\b/,
];

/** Whether a question asks how to do something or reports a problem (a procedure answers it). */
export function asksProcedure(question: string): boolean {
  const text = fold(question);
  return PROCEDURE_QUESTIONS.some((pattern) => pattern.test(text));
}

/** A word that points back at what was said before: "¿y quién la opera?", "¿qué pido para eso?". */
const BACK_REFERENCE = /\b(eso|esa|ese|esos|esas|esto|ahi|alli)\b/;
/** "¿Y cuántos…?", "¿y para cuándo…?": a question that goes on from the one before it. */
const FOLLOW_UP_OPENING =
  /^\W*(y|e|entonces|pues)\s+((a|de|en|para|por|con|desde|hasta)\s+)?(cuant[oa]s?|cuando|donde|quien(es)?|que|como|cual(es)?)\b/;

/**
 * How a question leans on the conversation: it points back at something said before, it opens as
 * the continuation of the question before it, or neither.
 */
export function leansOnEarlier(question: string): "refers" | "continues" | null {
  const text = fold(question);
  if (BACK_REFERENCE.test(text)) return "refers";
  return FOLLOW_UP_OPENING.test(text) ? "continues" : null;
}
