// Quality evaluation of the assistant over the demo content. Starts its own embedded PostgreSQL
// (port 54348, or BENCH_PG_PORT; data in .data/pg-eval-assistant, wiped first), migrates it, loads
// the demo seed (which rebuilds the search index), then asks every question of every set
// (scripts/assistant-eval-lib.ts): the natural tuning set and the natural holdout, written blind to
// the code, and the earlier dev and holdout sets as a third view; conversations in order, each
// topic-change turn again as a conversation of its own. Prints the misses of the sets tuned on
// (every question with `--verbose`) and each set's figures; a holdout only by its figures. The
// answers come from the configured language model (AI_BASE_URL, AI_MODEL) when there is one, from
// the passages otherwise. Exit code 1 when the natural holdout misses a target or any set leaks.
// `--tuning` asks the sets tuned on only: what to run while tuning.
//
// Run: npm run eval:assistant   (while tuning: npm run eval:assistant -- --tuning)
import { env } from "@/lib/env";
import {
  EVAL_SET_NAMES,
  EVAL_SETS,
  evaluateAssistant,
  loadEvalItems,
  missedTargets,
  runOnDemoDatabase,
  type EvalReport,
  type EvalSet,
} from "./assistant-eval-lib";
import { formatResults, formatSummary } from "./assistant-eval-format";

async function main(): Promise<boolean> {
  const verbose = process.argv.includes("--verbose");
  const sets = process.argv.includes("--tuning")
    ? EVAL_SET_NAMES.filter((set) => !EVAL_SETS[set].holdout)
    : EVAL_SET_NAMES;
  const { AI_BASE_URL, AI_MODEL } = env();
  console.log(
    AI_BASE_URL && AI_MODEL
      ? `Modelo de lenguaje: ${AI_MODEL} (${AI_BASE_URL})`
      : "Sin modelo de lenguaje: respuestas escritas desde los pasajes.",
  );
  const reports = new Map<EvalSet, EvalReport>();
  const summaries: string[] = [];
  for (const set of sets) {
    const started = Date.now();
    const report = await evaluateAssistant(loadEvalItems(set));
    reports.set(set, report);
    if (!EVAL_SETS[set].holdout) {
      const printed = formatResults(report, set, verbose);
      if (printed)
        console.log(`\n-- ${set}: ${verbose ? "todas las preguntas" : "fallos"} --\n${printed}`);
    }
    const third =
      set === "dev" ? "\n\n#### Tercera vista: los conjuntos anteriores ####\n\n" : "\n\n";
    summaries.push(`${third}${formatSummary(report, set)}\n(${Date.now() - started} ms)`);
  }
  console.log(summaries.join("").replace(/^\n+/, "\n"));
  const leaks = [...reports.values()].reduce((sum, report) => sum + report.leaks.length, 0);
  const holdout = reports.get("natural-holdout");
  const missed = holdout ? missedTargets(holdout) : [];
  if (leaks) console.log(`\n${leaks} fugas de contenido no publicado.`);
  if (!holdout) console.log("\nSin el reservado natural: los objetivos no se evaluaron.");
  else if (missed.length)
    console.log(`\nObjetivos NO cumplidos en el reservado natural: ${missed.join(", ")}.`);
  else console.log("\nObjetivos del reservado natural cumplidos.");
  return leaks === 0 && missed.length === 0;
}

runOnDemoDatabase({ name: "eval-assistant", port: 54348 }, main);
