// The assistant's quality evaluation, shared by `npm run eval:assistant` (scripts/eval-assistant.ts),
// the benchmark and the CI guard (tests/integration/assistant-eval.test.ts): the questions of the
// dev and holdout sets asked of the answer pipeline without a model (findAnswer), conversations in
// order, each answer compared with the sources it should cite first and the fact it should state,
// and every URL the search returned checked against the database — a source that a visitor cannot
// read right now is a leak.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { findAnswer } from "@/lib/chat/find-answer";
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

const evalQuestion = z.union([
  z.strictObject({
    q: z.string().min(1),
    expected: z.array(expectedSource).min(1),
    /** A number, date or place the answer's text must contain. */
    fact: z.string().min(1).optional(),
  }),
  z.strictObject({ q: z.string().min(1), unpublished: z.array(z.string().startsWith("/")).min(1) }),
  z.strictObject({ q: z.string().min(1), offtopic: z.literal(true) }),
]);

/** A fixture item: one question, or two or three asked one after another in one conversation. */
const evalItem = z.union([
  evalQuestion,
  z.strictObject({ conversation: z.array(evalQuestion).min(2).max(3) }),
]);

export type EvalQuestion = z.infer<typeof evalQuestion>;
export type EvalItem = z.infer<typeof evalItem>;
export type QuestionKind = "answerable" | "unpublished" | "offtopic";

export function kindOf(question: EvalQuestion): QuestionKind {
  if ("expected" in question) return "answerable";
  return "unpublished" in question ? "unpublished" : "offtopic";
}

/** The two sets: `dev` is tuned on, `holdout` never is (its SHA-256 is in the README). */
export const EVAL_SETS = {
  dev: "tests/fixtures/assistant-eval-dev.json",
  holdout: "tests/fixtures/assistant-eval-holdout.json",
} as const;
export type EvalSet = keyof typeof EVAL_SETS;

export function loadEvalItems(set: EvalSet): EvalItem[] {
  const raw = JSON.parse(readFileSync(path.resolve(EVAL_SETS[set]), "utf8")) as unknown;
  return z.object({ questions: z.array(evalItem).min(1) }).parse(raw).questions;
}

/** Every question of the items, conversations flattened, in order. */
export function questionsOf(items: EvalItem[]): EvalQuestion[] {
  return items.flatMap((item) => ("conversation" in item ? item.conversation : [item]));
}

export interface QuestionResult {
  question: EvalQuestion;
  kind: QuestionKind;
  /** The conversation's earlier questions (none for a question asked alone). */
  earlier: string[];
  /** The sources the assistant would cite (relevant hits, at most 3), in order. */
  top: string[];
  /** Every URL the search returned, relevant or not. */
  returned: string[];
  expected: string[];
  hit1: boolean;
  hit3: boolean;
  /** Whether the answer's text contains the expected fact (null when none is expected). */
  factFound: boolean | null;
  answered: boolean;
  answer: string;
  /** Returned URLs that are not public right now. */
  leaks: string[];
  keywords: string[];
}

export interface EvalReport {
  results: QuestionResult[];
  hitAt1: number;
  hitAt3: number;
  /** Share of the answerable questions with an expected fact whose answer states it. */
  fact: number;
  /** hit@3 of the follow-ups: the second and third questions of the conversations. */
  followUp: number;
  noAnswerPrecision: number;
  noAnswerRecall: number;
  leaks: { q: string; url: string }[];
}

/** The targets: the holdout's, and hit@3 on the dev set. */
export const TARGETS = {
  hitAt3: 0.85,
  fact: 0.75,
  devHitAt3: 0.95,
  offtopicSilent: 0.95,
  leaks: 0,
};

/**
 * What the CI guard holds the search to where it does not reach the target yet (measured
 * 2026-11-26: holdout off-topic silent 10 of 12): no regression.
 */
export const FLOORS = { offtopicSilent: 0.83 };

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

const share = (part: number, whole: number) => (whole ? part / whole : 1);

/** Asks every question of the answer pipeline, conversations in order, and scores the answers. */
export async function evaluateAssistant(items: EvalItem[]): Promise<EvalReport> {
  const tramites = await tramiteUrls(questionsOf(items));
  const isPublic = publicChecker(new Date());
  const results: QuestionResult[] = [];
  for (const item of items) {
    const conversation = "conversation" in item ? item.conversation : [item];
    const earlier: string[] = [];
    for (const question of conversation) {
      results.push(await evaluateQuestion(question, [...earlier], tramites, isPublic));
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
  // The fixture itself must hold: what it expects is public, what it hides is not.
  for (const url of expected) {
    if (!(await isPublic(url)))
      throw new Error(`"${question.q}" espera ${url}, que no es público.`);
  }
  for (const url of "unpublished" in question ? question.unpublished : []) {
    if (await isPublic(url)) throw new Error(`"${question.q}": ${url} sí es público.`);
  }
  const found = await findAnswer(question.q, earlier);
  const top = found.sources.map((source) => source.url);
  const returned = found.returned.map((hit) => hit.url);
  const leaks: string[] = [];
  for (const url of new Set([...returned, ...top])) if (!(await isPublic(url))) leaks.push(url);
  const fact = "fact" in question && question.fact ? fold(question.fact) : null;
  return {
    question,
    kind,
    earlier,
    top,
    returned,
    expected,
    hit1: top.length > 0 && expected.includes(top[0]!),
    hit3: top.slice(0, 3).some((url) => expected.includes(url)),
    factFound: fact === null ? null : found.found && fold(found.answer).includes(fact),
    answered: found.found,
    answer: found.answer,
    leaks,
    keywords: found.keywords,
  };
}

function summarizeResults(results: QuestionResult[]): EvalReport {
  const answerable = results.filter((result) => result.kind === "answerable");
  const withFact = answerable.filter((result) => result.factFound !== null);
  const followUps = answerable.filter((result) => result.earlier.length > 0);
  // A question answered only by unpublished items may still be answered in part by published
  // ones (the procedure for street lighting, when the lighting works are archived): those count
  // for leaks only. The no-answer figures weigh the off-topic questions against the answerable.
  const unanswered = results.filter((result) => !result.answered && result.kind !== "unpublished");
  const offtopic = results.filter((result) => result.kind === "offtopic");
  return {
    results,
    hitAt1: share(answerable.filter((result) => result.hit1).length, answerable.length),
    hitAt3: share(answerable.filter((result) => result.hit3).length, answerable.length),
    fact: share(withFact.filter((result) => result.factFound).length, withFact.length),
    followUp: share(followUps.filter((result) => result.hit3).length, followUps.length),
    noAnswerPrecision: share(
      unanswered.filter((result) => result.kind === "offtopic").length,
      unanswered.length,
    ),
    noAnswerRecall: share(offtopic.filter((result) => !result.answered).length, offtopic.length),
    leaks: results.flatMap((result) => result.leaks.map((url) => ({ q: result.question.q, url }))),
  };
}

/** Whether a set's report meets its targets (the holdout's are the issue's; dev must reach 0.95). */
export function meetsTargets(report: EvalReport, set: EvalSet): boolean {
  const hitTarget = set === "dev" ? TARGETS.devHitAt3 : TARGETS.hitAt3;
  return (
    report.hitAt3 >= hitTarget &&
    report.fact >= TARGETS.fact &&
    report.noAnswerRecall >= TARGETS.offtopicSilent &&
    report.leaks.length <= TARGETS.leaks
  );
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function verdict(result: QuestionResult): string {
  if (result.leaks.length) return "FUGA";
  if (result.kind !== "answerable") return result.answered ? "responde" : "sin resp.";
  if (!result.hit3) return "FALLO";
  if (result.factFound === false) return "sin dato";
  return result.hit1 ? "ok@1" : "ok@3";
}

/** One block per question (only the misses unless `verbose`). */
export function formatResults(report: EvalReport, verbose = false): string {
  return report.results
    .filter((result) => verbose || !["ok@1", "ok@3", "sin resp."].includes(verdict(result)))
    .filter((result) => verbose || result.kind !== "unpublished" || result.leaks.length)
    .map((result) => {
      const asked = [...result.earlier.map((q) => `${q} → `), result.question.q].join("");
      const head = `[${verdict(result).padEnd(9)}] ${result.kind.padEnd(11)} ${asked}`;
      const top = result.top.length ? result.top.join("  ") : "(sin respuesta)";
      const wanted =
        result.kind === "answerable" && !result.hit1
          ? `\n      espera: ${result.expected.join("  ")}`
          : "";
      const fact =
        result.factFound === false && "fact" in result.question
          ? `\n      dato esperado: ${result.question.fact}\n      respuesta: ${result.answer.replace(/\s+/g, " ").slice(0, 300)}`
          : "";
      const leaks = result.leaks.length ? `\n      NO PÚBLICO: ${result.leaks.join("  ")}` : "";
      return `${head}\n      palabras: ${result.keywords.join(" ") || "—"}\n      top-3:  ${top}${wanted}${fact}${leaks}`;
    })
    .join("\n");
}

/** Every metric of a set, one line each. */
export function formatSummary(report: EvalReport, set: EvalSet): string {
  const count = (kind: QuestionKind) => report.results.filter((result) => result.kind === kind);
  const answerable = count("answerable");
  const withFact = answerable.filter((result) => result.factFound !== null);
  const followUps = answerable.filter((result) => result.earlier.length > 0);
  const silent = (kind: QuestionKind) => count(kind).filter((result) => !result.answered).length;
  const hitTarget = set === "dev" ? TARGETS.devHitAt3 : TARGETS.hitAt3;
  return [
    `== ${set} (${EVAL_SETS[set]}) ==`,
    `Preguntas: ${report.results.length} (${answerable.length} con respuesta publicada, ${count("unpublished").length} solo en lo no publicado, ${count("offtopic").length} fuera de tema; ${followUps.length} seguimientos)`,
    `hit@1: ${percent(report.hitAt1)} (${answerable.filter((result) => result.hit1).length}/${answerable.length})`,
    `hit@3: ${percent(report.hitAt3)} (${answerable.filter((result) => result.hit3).length}/${answerable.length})  objetivo ≥ ${percent(hitTarget)}`,
    `Dato en la respuesta: ${percent(report.fact)} (${withFact.filter((result) => result.factFound).length}/${withFact.length})  objetivo ≥ ${percent(TARGETS.fact)}`,
    `Seguimientos, hit@3: ${percent(report.followUp)} (${followUps.filter((result) => result.hit3).length}/${followUps.length})`,
    `Sin respuesta, precisión: ${percent(report.noAnswerPrecision)} (${silent("offtopic")} fuera de tema de ${silent("offtopic") + silent("answerable")} sin respuesta)`,
    `Sin respuesta, exhaustividad (fuera de tema sin fuentes): ${percent(report.noAnswerRecall)} (${silent("offtopic")}/${count("offtopic").length})  objetivo ≥ ${percent(TARGETS.offtopicSilent)}`,
    `Solo en lo no publicado: ${silent("unpublished")}/${count("unpublished").length} sin respuesta, el resto respondido con contenido publicado afín`,
    `Fugas de contenido no publicado: ${report.leaks.length}  objetivo ${TARGETS.leaks}`,
  ].join("\n");
}
