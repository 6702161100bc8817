// Quality evaluation of the assistant over the demo content. Starts its own embedded PostgreSQL
// (port 54348, or BENCH_PG_PORT; data in .data/pg-eval-assistant, wiped first), migrates it, loads
// the demo seed (which rebuilds the search index), then asks every question of
// tests/fixtures/assistant-eval.json and prints each one's top-3 sources, hit@1, hit@3, the
// no-answer precision and recall, and any unpublished item returned. Targets: hit@3 ≥ 0.90 and no
// leak; exit code 1 otherwise.
//
// Run: npm run eval:assistant
import {
  evaluateAssistant,
  formatReport,
  loadEvalQuestions,
  meetsTargets,
  runOnDemoDatabase,
} from "./assistant-eval-lib";

async function main(): Promise<boolean> {
  const started = Date.now();
  const report = await evaluateAssistant(loadEvalQuestions());
  console.log(formatReport(report));
  console.log(`(${report.results.length} preguntas en ${Date.now() - started} ms)`);
  const ok = meetsTargets(report);
  console.log(ok ? "\nObjetivos cumplidos." : "\nObjetivos NO cumplidos.");
  return ok;
}

runOnDemoDatabase({ name: "eval-assistant", port: 54348 }, main);
