// Quality evaluation of the assistant over the demo content. Starts its own embedded PostgreSQL
// (port 54348, or BENCH_PG_PORT; data in .data/pg-eval-assistant, wiped first), migrates it, loads
// the demo seed (which rebuilds the search index), then asks every question of the dev set
// (tests/fixtures/assistant-eval-dev.json, the one tuned on) and of the holdout
// (tests/fixtures/assistant-eval-holdout.json, never tuned on), conversations in order, and prints
// for each set its misses and hit@1, hit@3, the expected fact in the answer, follow-up accuracy,
// no-answer precision and recall, and any unpublished item returned. Targets: the holdout's hit@3
// ≥ 0.85 and fact ≥ 0.75, dev hit@3 ≥ 0.95, off-topic questions without sources ≥ 0.95, no leak;
// exit code 1 otherwise. `--verbose` prints every question. `--dev` asks the dev set only: what to
// run while tuning, so that the holdout's questions are never seen.
//
// Run: npm run eval:assistant   (while tuning: npm run eval:assistant -- --dev)
import {
  evaluateAssistant,
  formatResults,
  formatSummary,
  loadEvalItems,
  meetsTargets,
  runOnDemoDatabase,
  type EvalSet,
} from "./assistant-eval-lib";

async function main(): Promise<boolean> {
  const verbose = process.argv.includes("--verbose");
  let ok = true;
  const summaries: string[] = [];
  const sets: EvalSet[] = process.argv.includes("--dev") ? ["dev"] : ["dev", "holdout"];
  for (const set of sets) {
    const started = Date.now();
    const report = await evaluateAssistant(loadEvalItems(set));
    const printed = formatResults(report, verbose);
    if (printed)
      console.log(`\n-- ${set}: ${verbose ? "todas las preguntas" : "fallos"} --\n${printed}`);
    summaries.push(`${formatSummary(report, set)}\n(${Date.now() - started} ms)`);
    ok &&= meetsTargets(report, set);
  }
  console.log(`\n${summaries.join("\n\n")}`);
  console.log(ok ? "\nObjetivos cumplidos." : "\nObjetivos NO cumplidos.");
  return ok;
}

runOnDemoDatabase({ name: "eval-assistant", port: 54348 }, main);
