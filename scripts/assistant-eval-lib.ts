// The assistant's quality evaluation, shared by `npm run eval:assistant` (scripts/eval-assistant.ts)
// and the CI guard (tests/integration/assistant-eval.test.ts): the questions of
// tests/fixtures/assistant-eval.json asked of the retrieval (searchPassages + relevant), each
// answer compared with the sources it should cite first, and every URL the search returned checked
// against the database — a source that a visitor cannot read right now is a leak.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { relevant } from "@/lib/chat/retrieval-answer";
import { db } from "@/lib/db";
import { searchPassages } from "@/lib/search/queries";
import { seed } from "../prisma/seed/run";
import { runBenchmark } from "./bench/harness";

export const EVAL_FIXTURE = "tests/fixtures/assistant-eval.json";

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
  z.strictObject({ q: z.string().min(1), expected: z.array(expectedSource).min(1) }),
  z.strictObject({ q: z.string().min(1), unpublished: z.array(z.string().startsWith("/")).min(1) }),
  z.strictObject({ q: z.string().min(1), offtopic: z.literal(true) }),
]);

export type EvalQuestion = z.infer<typeof evalQuestion>;
export type QuestionKind = "answerable" | "unpublished" | "offtopic";

export function kindOf(question: EvalQuestion): QuestionKind {
  if ("expected" in question) return "answerable";
  return "unpublished" in question ? "unpublished" : "offtopic";
}

export function loadEvalQuestions(file = EVAL_FIXTURE): EvalQuestion[] {
  const raw = JSON.parse(readFileSync(path.resolve(file), "utf8")) as unknown;
  return z.object({ questions: z.array(evalQuestion).min(1) }).parse(raw).questions;
}

export interface QuestionResult {
  question: EvalQuestion;
  kind: QuestionKind;
  /** The sources the assistant would cite (relevant hits, at most 3), in order. */
  top: string[];
  /** Every URL the search returned, relevant or not. */
  returned: string[];
  expected: string[];
  hit1: boolean;
  hit3: boolean;
  answered: boolean;
  /** Returned URLs that are not public right now. */
  leaks: string[];
  /** The words searched for, and the share of them the best passage has. */
  keywords: string[];
  coverage: number;
}

export interface EvalReport {
  results: QuestionResult[];
  hitAt1: number;
  hitAt3: number;
  noAnswerPrecision: number;
  noAnswerRecall: number;
  leaks: { q: string; url: string }[];
}

export const TARGETS = { hitAt3: 0.9, leaks: 0 };

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

/** Asks every question of the retrieval, one after another, and scores the answers. */
export async function evaluateAssistant(questions: EvalQuestion[]): Promise<EvalReport> {
  const tramites = await tramiteUrls(questions);
  const isPublic = publicChecker(new Date());
  const results: QuestionResult[] = [];
  for (const question of questions) {
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
    const { keywords, hits } = await searchPassages(question.q);
    const top = relevant(hits).map((hit) => hit.url);
    const returned = hits.map((hit) => hit.url);
    const leaks: string[] = [];
    for (const url of new Set(returned)) if (!(await isPublic(url))) leaks.push(url);
    results.push({
      question,
      kind,
      top,
      returned,
      expected,
      hit1: top.length > 0 && expected.includes(top[0]!),
      hit3: top.slice(0, 3).some((url) => expected.includes(url)),
      answered: top.length > 0,
      leaks,
      keywords,
      coverage: hits[0]?.coverage ?? 0,
    });
  }
  const answerable = results.filter((result) => result.kind === "answerable");
  // A question answered only by unpublished items may still be answered in part by published
  // ones (the procedure for street lighting, when the lighting works are archived): those count
  // for leaks only. The no-answer figures weigh the off-topic questions against the answerable.
  const unanswered = results.filter((result) => !result.answered && result.kind !== "unpublished");
  const offtopic = results.filter((result) => result.kind === "offtopic");
  return {
    results,
    hitAt1: share(answerable.filter((result) => result.hit1).length, answerable.length),
    hitAt3: share(answerable.filter((result) => result.hit3).length, answerable.length),
    noAnswerPrecision: share(
      unanswered.filter((result) => result.kind === "offtopic").length,
      unanswered.length,
    ),
    noAnswerRecall: share(offtopic.filter((result) => !result.answered).length, offtopic.length),
    leaks: results.flatMap((result) => result.leaks.map((url) => ({ q: result.question.q, url }))),
  };
}

/** Whether the report meets the targets (hit@3 and no leak). */
export function meetsTargets(report: EvalReport): boolean {
  return report.hitAt3 >= TARGETS.hitAt3 && report.leaks.length <= TARGETS.leaks;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function verdict(result: QuestionResult): string {
  if (result.leaks.length) return "FUGA";
  if (result.kind === "answerable") return result.hit1 ? "ok@1" : result.hit3 ? "ok@3" : "FALLO";
  return result.answered ? "responde" : "sin resp.";
}

/** The report as printed by the script: one block per question, then the figures. */
export function formatReport(report: EvalReport): string {
  const lines = report.results.map((result) => {
    const head = `[${verdict(result).padEnd(9)}] ${result.kind.padEnd(11)} ${result.question.q}`;
    const top = result.top.length ? result.top.join("  ") : "(sin respuesta)";
    const words = `palabras: ${result.keywords.join(" ") || "—"} (cobertura ${result.coverage.toFixed(2)})`;
    const wanted =
      result.kind === "answerable" && !result.hit1
        ? `\n      espera: ${result.expected.join("  ")}`
        : "";
    const leaks = result.leaks.length ? `\n      NO PÚBLICO: ${result.leaks.join("  ")}` : "";
    return `${head}\n      ${words}\n      top-3:  ${top}${wanted}${leaks}`;
  });
  const count = (kind: QuestionKind) => report.results.filter((result) => result.kind === kind);
  const answerable = count("answerable");
  const silent = (kind: QuestionKind) => count(kind).filter((result) => !result.answered).length;
  lines.push(
    "",
    `Preguntas: ${report.results.length} (${answerable.length} con respuesta publicada, ${count("unpublished").length} solo en lo no publicado, ${count("offtopic").length} fuera de tema)`,
    `hit@1: ${percent(report.hitAt1)} (${answerable.filter((result) => result.hit1).length}/${answerable.length})`,
    `hit@3: ${percent(report.hitAt3)} (${answerable.filter((result) => result.hit3).length}/${answerable.length})  objetivo ≥ ${percent(TARGETS.hitAt3)}`,
    `Sin respuesta, precisión: ${percent(report.noAnswerPrecision)} (${silent("offtopic")} fuera de tema de ${silent("offtopic") + silent("answerable")} sin respuesta)`,
    `Sin respuesta, exhaustividad: ${percent(report.noAnswerRecall)} (${silent("offtopic")}/${count("offtopic").length} fuera de tema)`,
    `Solo en lo no publicado: ${silent("unpublished")}/${count("unpublished").length} sin respuesta, el resto respondido con contenido publicado afín`,
    `Fugas de contenido no publicado: ${report.leaks.length}  objetivo ${TARGETS.leaks}`,
  );
  return lines.join("\n");
}
