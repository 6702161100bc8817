// The assistant's quality evaluation, shared by `npm run eval:assistant` (scripts/eval-assistant.ts),
// the benchmark and the CI guard (tests/integration/assistant-eval.test.ts): the questions of each
// set asked of the same pipeline the chat uses (lib/chat/answer.ts: with the configured language
// model, or without one), conversations in order, each answer compared with the sources it should
// cite first and the fact it should state, and every URL the search returned checked against the
// database — a source that a visitor cannot read right now is a leak. A turn that changes the
// subject is asked again as the first question of a conversation of its own, to tell what the
// conversation costs it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { findPassages, writeAnswer } from "@/lib/chat/answer";
import { db } from "@/lib/db";
import { fold } from "@/lib/search/text";
import { seed } from "../prisma/seed/run";
import { runBenchmark } from "./bench/harness";

/**
 * The body of a script: runs `main` with the URL of a fresh embedded PostgreSQL (data in
 * `.data/pg-<name>`, wiped first; `port` unless BENCH_PG_PORT names another), migrated and loaded
 * with the demo seed (which rebuilds the search index), its uploads in `.data/uploads-<name>`.
 * PostgreSQL stops at the end, on failure too; the exit code is 1 when `main` reports a missed
 * target or fails.
 */
export function runOnDemoDatabase(
  { name, port }: { name: string; port: number },
  main: (url: string) => Promise<boolean>,
): void {
  runBenchmark(
    { name, port, database: "demo", uploadDir: `.data/uploads-${name}` },
    async (url) => {
      const started = Date.now();
      await seed({ log: () => {} });
      console.log(`Contenido de demostración cargado en ${Date.now() - started} ms.`);
      return main(url);
    },
  );
}

/** A source named by its URL, or a procedure by its template's name (ids differ per database). */
const expectedSource = z.union([
  z.string().startsWith("/"),
  z.strictObject({ tramite: z.string().min(1) }),
]);

/**
 * How a turn of a conversation relates to the earlier ones, as its writer marked it: it names a
 * new subject, or it needs the earlier one ("y cuántos…"). Who wrote a question may be named too.
 */
const turnFlags = {
  topic_change: z.literal(true).optional(),
  follow_up: z.literal(true).optional(),
  writer: z.string().min(1).optional(),
};

const evalQuestion = z.union([
  z.strictObject({
    q: z.string().min(1),
    expected: z.array(expectedSource).min(1),
    /** A number, date or place the answer's text must contain. */
    fact: z.string().min(1).optional(),
    ...turnFlags,
  }),
  z.strictObject({
    q: z.string().min(1),
    unpublished: z.array(z.string().startsWith("/")).min(1),
    ...turnFlags,
  }),
  z.strictObject({ q: z.string().min(1), offtopic: z.literal(true), ...turnFlags }),
]);

/** A fixture item: one question, or two or three asked one after another in one conversation. */
const evalItem = z.union([
  evalQuestion,
  z.strictObject({
    conversation: z.array(evalQuestion).min(2).max(3),
    writer: z.string().min(1).optional(),
  }),
]);

export type EvalQuestion = z.infer<typeof evalQuestion>;
export type EvalItem = z.infer<typeof evalItem>;
export type QuestionKind = "answerable" | "unpublished" | "offtopic";

export function kindOf(question: EvalQuestion): QuestionKind {
  if ("expected" in question) return "answerable";
  return "unpublished" in question ? "unpublished" : "offtopic";
}

/**
 * The sets. The natural ones were written blind — by people who read only the published demo
 * content — and split at random before anyone looked: the search is tuned on `natural-tuning`;
 * `natural-holdout` is read only as summary figures and holds the targets. The earlier sets, written
 * by whoever tuned the search, are a third view: `dev` tuned on, `holdout` never (its SHA-256 is in
 * the README). No question of a holdout is ever printed.
 */
export const EVAL_SETS = {
  "natural-tuning": {
    file: "tests/fixtures/assistant-eval-natural-tuning.json",
    title: "Natural, de ajuste",
    holdout: false,
  },
  "natural-holdout": {
    file: "tests/fixtures/assistant-eval-natural-holdout.json",
    title: "Natural, reservado (solo cifras)",
    holdout: true,
  },
  dev: { file: "tests/fixtures/assistant-eval-dev.json", title: "Anterior, dev", holdout: false },
  holdout: {
    file: "tests/fixtures/assistant-eval-holdout.json",
    title: "Anterior, reservado (solo cifras)",
    holdout: true,
  },
} as const;
export type EvalSet = keyof typeof EVAL_SETS;
export const EVAL_SET_NAMES = Object.keys(EVAL_SETS) as EvalSet[];

export function loadEvalItems(set: EvalSet): EvalItem[] {
  const raw = JSON.parse(readFileSync(path.resolve(EVAL_SETS[set].file), "utf8")) as unknown;
  return z.object({ questions: z.array(evalItem).min(1) }).parse(raw).questions;
}

/** Every question of the items, conversations flattened, in order. */
export function questionsOf(items: EvalItem[]): EvalQuestion[] {
  return items.flatMap((item) => ("conversation" in item ? item.conversation : [item]));
}

/** The questions of 15 words or more: how citizens write when they explain. */
export const LONG_QUESTION_WORDS = 15;
const wordCount = (text: string) => text.trim().split(/\s+/).length;

export interface QuestionResult {
  question: EvalQuestion;
  kind: QuestionKind;
  /** The conversation's earlier questions (none for a question asked alone). */
  earlier: string[];
  /** A later turn that needs the earlier subject (marked so, or any later turn of an unmarked set). */
  followUp: boolean;
  /** A later turn that names a new subject. */
  topicChange: boolean;
  /** For a topic change: the same question asked as the first of a conversation of its own. */
  alone: QuestionResult | null;
  long: boolean;
  /** The sources the assistant cites, in order. */
  top: string[];
  /** Every URL the search returned, relevant or not. */
  returned: string[];
  expected: string[];
  hit1: boolean;
  hit3: boolean;
  /** Whether the answer's text contains the expected fact (null when none is expected). */
  factFound: boolean | null;
  answered: boolean;
  /**
   * Whether the assistant did what the question calls for: an answerable question's source in the
   * top three, an off-topic one without sources, an unpublished one without a leak.
   */
  correct: boolean;
  answer: string;
  /** Returned URLs that are not public right now. */
  leaks: string[];
  keywords: string[];
}

/** A share and the counts it comes from. */
export interface Share {
  value: number;
  part: number;
  whole: number;
}

export interface EvalReport {
  results: QuestionResult[];
  hitAt1: Share;
  hitAt3: Share;
  /** hit@3 of the answerable questions of LONG_QUESTION_WORDS words or more. */
  hitAt3Long: Share;
  /** Share of the answerable questions with an expected fact whose answer states it. */
  fact: Share;
  /** hit@3 of the answerable follow-ups. */
  followUp: Share;
  /** The topic-change turns done right inside their conversation, and asked alone. */
  topicChange: { inConversation: Share; alone: Share };
  /** Of the questions left without an answer, the off-topic share. */
  noAnswerPrecision: Share;
  /** Off-topic questions answered without sources. */
  offtopicSilent: Share;
  /** The addresses returned that a visitor cannot read (the questions are not named). */
  leaks: string[];
}

/** The targets, held on the natural holdout (the no-model path). */
export const TARGETS = {
  hitAt3: 0.8,
  hitAt3Long: 0.7,
  fact: 0.65,
  followUp: 0.75,
  /** How far below "asked alone" a topic-change turn may score inside its conversation. */
  topicChangeGap: 0.05,
  offtopicSilent: 0.8,
  leaks: 0,
};

const tramiteUrl = (id: number) => `/portal/sugerencias/nueva?tramite=${id}`;

/** The procedure URLs of the fixture's template names, looked up in this database. */
async function tramiteUrls(questions: EvalQuestion[]): Promise<Map<string, string>> {
  const names = questions.flatMap((question) =>
    "expected" in question
      ? question.expected.flatMap((source) => (typeof source === "string" ? [] : [source.tramite]))
      : [],
  );
  const templates = await db().gestionTemplate.findMany({
    where: { nombre: { in: names } },
    select: { id: true, nombre: true },
  });
  const urls = new Map(templates.map((template) => [template.nombre, tramiteUrl(template.id)]));
  const missing = [...new Set(names)].filter((name) => !urls.has(name));
  if (missing.length) throw new Error(`Trámites del fixture sin plantilla: ${missing.join(", ")}`);
  return urls;
}

/**
 * Whether a visitor can read the page at `url` now, decided from the content tables themselves
 * (not from the search index): news published or scheduled for a past time and not deleted,
 * labores published, the sections the landing toggles show, active procedures of active
 * categories. Any other URL is not public.
 */
export async function isPublicUrl(url: string, now = new Date()): Promise<boolean> {
  const settings = await db().siteSettings.findUnique({ where: { id: 1 } });
  const shown = (toggle: boolean | undefined) => toggle !== false;
  const [, section, rest] = url.match(/^\/([a-z]+)(?:\/(.*))?$/) ?? [];
  const tramite = url.match(/^\/portal\/sugerencias\/nueva\?tramite=(\d+)$/);
  if (tramite) {
    const count = await db().gestionTemplate.count({
      where: { id: Number(tramite[1]), activo: true, categoria: { activo: true } },
    });
    return count === 1;
  }
  if (section === "noticias" && rest) {
    if (!shown(settings?.mostrar_noticias)) return false;
    const count = await db().news.count({
      where: {
        slug: rest,
        deleted_at: null,
        OR: [{ estado: "publicado" }, { estado: "programado", fecha_programada: { lte: now } }],
      },
    });
    return count === 1;
  }
  if (section === "labores" && rest) {
    if (!shown(settings?.mostrar_logros)) return false;
    return (await db().labor.count({ where: { slug: rest, estado: "publicado" } })) === 1;
  }
  if (rest !== undefined) return false;
  if (section === "biografia") {
    return (
      shown(settings?.mostrar_biografia) &&
      (await db().biographyVersion.count({ where: { es_activa: true } })) > 0
    );
  }
  if (section === "valores") {
    return shown(settings?.mostrar_valores) && (await db().compromiso.count()) > 0;
  }
  if (section === "contacto") return shown(settings?.mostrar_contacto);
  return false;
}

/** A memo of `isPublicUrl` for one evaluation run. */
function publicChecker(now: Date): (url: string) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (url) => {
    if (!known.has(url)) known.set(url, isPublicUrl(url, now));
    return known.get(url)!;
  };
}

const share = (part: number, whole: number): Share => ({
  value: whole ? part / whole : 1,
  part,
  whole,
});
const shareOf = <T>(items: T[], passes: (item: T) => boolean) =>
  share(items.filter(passes).length, items.length);

/** Asks every question of the answer pipeline, conversations in order, and scores the answers. */
export async function evaluateAssistant(items: EvalItem[]): Promise<EvalReport> {
  const tramites = await tramiteUrls(questionsOf(items));
  const isPublic = publicChecker(new Date());
  const ask = (question: EvalQuestion, earlier: string[]) =>
    evaluateQuestion(question, earlier, tramites, isPublic);
  const results: QuestionResult[] = [];
  for (const item of items) {
    const conversation = "conversation" in item ? item.conversation : [item];
    const earlier: string[] = [];
    for (const question of conversation) {
      const result = await ask(question, [...earlier]);
      if (result.topicChange) result.alone = await ask(question, []);
      results.push(result);
      earlier.push(question.q);
    }
  }
  return summarizeResults(results);
}

async function evaluateQuestion(
  question: EvalQuestion,
  earlier: string[],
  tramites: Map<string, string>,
  isPublic: (url: string) => Promise<boolean>,
): Promise<QuestionResult> {
  const kind = kindOf(question);
  const expected =
    "expected" in question
      ? question.expected.map((source) =>
          typeof source === "string" ? source : tramites.get(source.tramite)!,
        )
      : [];
  // The fixture itself must hold: what it expects is public, what it hides is not. The message
  // names the address only: a holdout's questions are never printed.
  for (const url of expected) {
    if (!(await isPublic(url))) throw new Error(`Una pregunta espera ${url}, que no es público.`);
  }
  for (const url of "unpublished" in question ? question.unpublished : []) {
    if (await isPublic(url)) throw new Error(`Una pregunta da ${url} por no publicado, y lo es.`);
  }
  const found = await findPassages(question.q, earlier);
  const written = await writeAnswer(question.q, found);
  const top = written.sources.map((source) => source.url);
  const returned = found.returned.map((hit) => hit.url);
  const leaks: string[] = [];
  for (const url of new Set([...returned, ...top])) if (!(await isPublic(url))) leaks.push(url);
  const fact = "fact" in question && question.fact ? fold(question.fact) : null;
  const hit3 = top.slice(0, 3).some((url) => expected.includes(url));
  const topicChange = earlier.length > 0 && question.topic_change === true;
  return {
    question,
    kind,
    earlier,
    followUp: earlier.length > 0 && (question.follow_up ?? !topicChange),
    topicChange,
    alone: null,
    long: wordCount(question.q) >= LONG_QUESTION_WORDS,
    top,
    returned,
    expected,
    hit1: top.length > 0 && expected.includes(top[0]!),
    hit3,
    factFound: fact === null ? null : written.found && fold(written.answer).includes(fact),
    answered: written.found,
    correct:
      kind === "answerable" ? hit3 : kind === "offtopic" ? !written.found : leaks.length === 0,
    answer: written.answer,
    leaks,
    keywords: found.keywords,
  };
}

function summarizeResults(results: QuestionResult[]): EvalReport {
  const answerable = results.filter((result) => result.kind === "answerable");
  const changes = results.filter((result) => result.topicChange);
  // A question answered only by unpublished items may still be answered in part by published
  // ones (the procedure for street lighting, when the lighting works are archived): those count
  // for leaks only. The no-answer figures weigh the off-topic questions against the answerable.
  const unanswered = results.filter((result) => !result.answered && result.kind !== "unpublished");
  const hit3 = (result: QuestionResult) => result.hit3;
  return {
    results,
    hitAt1: shareOf(answerable, (result) => result.hit1),
    hitAt3: shareOf(answerable, hit3),
    hitAt3Long: shareOf(
      answerable.filter((result) => result.long),
      hit3,
    ),
    fact: shareOf(
      answerable.filter((result) => result.factFound !== null),
      (result) => result.factFound === true,
    ),
    followUp: shareOf(
      answerable.filter((result) => result.followUp),
      hit3,
    ),
    topicChange: {
      inConversation: shareOf(changes, (result) => result.correct),
      alone: shareOf(changes, (result) => result.alone!.correct),
    },
    noAnswerPrecision: shareOf(unanswered, (result) => result.kind === "offtopic"),
    offtopicSilent: shareOf(
      results.filter((result) => result.kind === "offtopic"),
      (result) => !result.answered,
    ),
    leaks: results.flatMap((result) => [...result.leaks, ...(result.alone?.leaks ?? [])]),
  };
}

/**
 * What the CI guard holds the natural holdout to where the search does not reach the target yet:
 * the figure measured (2026-12-07) on the demo content as it now is, rounded down — no regression.
 */
export const FLOORS: Partial<typeof TARGETS> = {
  offtopicSilent: 0.67,
};

/** The bars a report misses (none: it meets them all): the targets, or lower ones given. */
export function missedTargets(report: EvalReport, bars: typeof TARGETS = TARGETS): string[] {
  const gap = report.topicChange.alone.value - report.topicChange.inConversation.value;
  return [
    report.hitAt3.value < bars.hitAt3 && "hit@3",
    report.hitAt3Long.value < bars.hitAt3Long && `hit@3 de ${LONG_QUESTION_WORDS}+ palabras`,
    report.fact.value < bars.fact && "dato en la respuesta",
    report.followUp.value < bars.followUp && "seguimientos",
    gap > bars.topicChangeGap && "cambios de tema",
    report.offtopicSilent.value < bars.offtopicSilent && "fuera de tema sin fuentes",
    report.leaks.length > bars.leaks && "fugas",
  ].filter((missed): missed is string => typeof missed === "string");
}
