// How the assistant's evaluation is printed (npm run eval:assistant, the CI guard's messages): a
// set's figures as summary lines, and — for the sets tuned on only — one block per question. A
// holdout is read only through its figures: asking for its questions is an error.
import {
  EVAL_SETS,
  LONG_QUESTION_WORDS,
  TARGETS,
  type EvalReport,
  type EvalSet,
  type QuestionKind,
  type QuestionResult,
  type Share,
} from "./assistant-eval-lib";

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const figure = (share: Share) =>
  `${share.whole ? percent(share.value) : "—"} (${share.part}/${share.whole})`;
const target = (value: number) => `  objetivo ≥ ${percent(value)}`;

function verdict(result: QuestionResult): string {
  if (result.leaks.length) return "FUGA";
  if (result.kind !== "answerable") return result.answered ? "responde" : "sin resp.";
  if (!result.hit3) return "FALLO";
  if (result.factFound === false) return "sin dato";
  return result.hit1 ? "ok@1" : "ok@3";
}

function block(result: QuestionResult): string {
  const asked = [...result.earlier.map((q) => `${q} → `), result.question.q].join("");
  const turn = result.topicChange ? " [cambio de tema]" : result.followUp ? " [seguimiento]" : "";
  const head = `[${verdict(result).padEnd(9)}] ${result.kind.padEnd(11)} ${asked}${turn}`;
  const top = result.top.length ? result.top.join("  ") : "(sin respuesta)";
  const wanted =
    result.kind === "answerable" && !result.hit1
      ? `\n      espera: ${result.expected.join("  ")}`
      : "";
  const fact =
    result.factFound === false && "fact" in result.question
      ? `\n      dato esperado: ${result.question.fact}`
      : "";
  const answer =
    result.answered && (result.factFound === false || result.kind !== "answerable")
      ? `\n      respuesta: ${result.answer.replace(/\s+/g, " ").slice(0, 300)}`
      : "";
  const alone =
    result.alone && result.alone.correct !== result.correct
      ? `\n      sola: ${result.alone.correct ? "acierta" : "falla"} (${result.alone.top.join("  ") || "sin respuesta"})`
      : "";
  const leaks = result.leaks.length ? `\n      NO PÚBLICO: ${result.leaks.join("  ")}` : "";
  return `${head}\n      palabras: ${result.keywords.join(" ") || "—"}\n      fuentes: ${top}${wanted}${fact}${answer}${alone}${leaks}`;
}

/** One block per question of a set tuned on (only the misses unless `verbose`). */
export function formatResults(report: EvalReport, set: EvalSet, verbose = false): string {
  if (EVAL_SETS[set].holdout) throw new Error(`${set} se lee solo por sus cifras.`);
  const shown = (result: QuestionResult) =>
    verbose ||
    (result.kind === "unpublished"
      ? result.leaks.length > 0
      : !["ok@1", "ok@3", "sin resp."].includes(verdict(result)) ||
        (result.alone !== null && result.alone.correct !== result.correct));
  return report.results.filter(shown).map(block).join("\n");
}

/** Every figure of a set, one line each; the targets beside those of the natural sets. */
export function formatSummary(report: EvalReport, set: EvalSet): string {
  const { title, file } = EVAL_SETS[set];
  const goal = (value: number) => (set.startsWith("natural") ? target(value) : "");
  const of = (kind: QuestionKind) => report.results.filter((result) => result.kind === kind);
  const silent = (kind: QuestionKind) => of(kind).filter((result) => !result.answered).length;
  const { inConversation, alone } = report.topicChange;
  const gap = (alone.value - inConversation.value) * 100;
  return [
    `== ${title} (${file}) ==`,
    `Preguntas: ${report.results.length} (${of("answerable").length} con respuesta publicada, ${of("unpublished").length} solo en lo no publicado, ${of("offtopic").length} fuera de tema; ${report.results.filter((result) => result.followUp).length} seguimientos, ${report.results.filter((result) => result.topicChange).length} cambios de tema)`,
    `hit@1: ${figure(report.hitAt1)}`,
    `hit@3: ${figure(report.hitAt3)}${goal(TARGETS.hitAt3)}`,
    `hit@3, preguntas de ${LONG_QUESTION_WORDS} palabras o más: ${figure(report.hitAt3Long)}${goal(TARGETS.hitAt3Long)}`,
    `Dato en la respuesta: ${figure(report.fact)}${goal(TARGETS.fact)}`,
    `Seguimientos, hit@3: ${figure(report.followUp)}${goal(TARGETS.followUp)}`,
    `Cambios de tema, aciertos: en la conversación ${figure(inConversation)}, la misma pregunta sola ${figure(alone)}: ${gap.toFixed(1)} puntos menos${set.startsWith("natural") ? `  objetivo ≤ ${TARGETS.topicChangeGap * 100}` : ""}`,
    `Fuera de tema sin fuentes: ${figure(report.offtopicSilent)}${goal(TARGETS.offtopicSilent)}`,
    `Sin respuesta, precisión: ${figure(report.noAnswerPrecision)} (fuera de tema entre las preguntas sin respuesta)`,
    `Solo en lo no publicado: ${silent("unpublished")}/${of("unpublished").length} sin respuesta, el resto respondido con contenido publicado afín`,
    `Fugas de contenido no publicado: ${report.leaks.length}  objetivo ${TARGETS.leaks}`,
  ].join("\n");
}
