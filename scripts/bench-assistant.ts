// Benchmark of the assistant at the size the product must handle: the demo content plus 10,000
// published news. Starts its own embedded PostgreSQL (port 54349, or BENCH_PG_PORT; data in
// .data/pg-bench-assistant, wiped first), migrates it, loads the demo seed, adds the news with
// set-based SQL and rebuilds the search index; then 10 conversations at once (10 async loops in this process, no language model
// configured) ask questions drawn from the natural tuning set through the service
// (startChatSession, askAssistant: limits, search, answer and its storage), and the latency of each
// answer is measured. Prints p50/p95/max and the load average before and after. Quality at that size:
// hit@3 of every evaluation set, measured on the demo content alone and again with the 10,000 news
// mixed in, in the same run (only the figures: no question of a holdout is printed).
// Targets: p95 < 300 ms, and hit@3 drops by at most 0.05 on each set; exit code 1 otherwise.
//
// Run: npm run bench:assistant
import { performance } from "node:perf_hooks";
import { askAssistant, startChatSession } from "@/lib/chat/service";
import { rebuildSearchIndex } from "@/lib/search/sync";
import {
  EVAL_SET_NAMES,
  evaluateAssistant,
  loadEvalItems,
  questionsOf,
  runOnDemoDatabase,
  type EvalSet,
} from "./assistant-eval-lib";
import { loadLine } from "./bench/report";
import { withClient } from "./bench/sql";
import { EXTRA_NEWS, seedExtraNews } from "./bench/synthetic-news";
import { elapsedMs, summarize } from "./bench/timing";

const CONVERSATIONS = 10;
const QUESTIONS_PER_CONVERSATION = 32;
/** A conversation allows 15 questions a minute (lib/chat/service.ts): a citizen then starts another. */
const QUESTIONS_PER_SESSION = 15;
const TARGET_MS = 300;
/** How much hit@3 may drop once the 10,000 news are mixed in. */
const MAX_HIT_DROP = 0.05;

/** hit@3 of each evaluation set on the database as it is now. */
async function hitAt3BySet(): Promise<Record<EvalSet, number>> {
  const entries = [];
  for (const set of EVAL_SET_NAMES) {
    entries.push([set, (await evaluateAssistant(loadEvalItems(set))).hitAt3.value]);
  }
  return Object.fromEntries(entries);
}

/** One citizen: a conversation (a new one every 15 questions), questions one after another. */
async function conversation(index: number, questions: string[], times: number[]): Promise<number> {
  const ip = `10.0.0.${index + 1}`;
  let sessionId = "";
  let found = 0;
  for (const [turn, message] of questions.entries()) {
    const start = performance.now();
    if (turn % QUESTIONS_PER_SESSION === 0) sessionId = await startChatSession(null, ip);
    const answer = await askAssistant({ session_id: sessionId, message }, ip);
    times.push(performance.now() - start);
    if (answer.sources.length) found += 1;
  }
  return found;
}

async function main(url: string): Promise<boolean> {
  const alone = await hitAt3BySet();
  await withClient(url, seedExtraNews);
  let started = performance.now();
  const passages = await rebuildSearchIndex();
  console.log(`Índice reconstruido: ${passages} pasajes en ${elapsedMs(started)} ms.`);
  const pool = questionsOf(loadEvalItems("natural-tuning")).map((question) => question.q);
  // Each conversation walks the questions from its own starting point.
  const plan = Array.from({ length: CONVERSATIONS }, (_, c) =>
    Array.from(
      { length: QUESTIONS_PER_CONVERSATION },
      (_, turn) => pool[(c * 7 + turn * 3) % pool.length]!,
    ),
  );
  // Warm-up: connections, plans and caches, off the record.
  await conversation(CONVERSATIONS, pool.slice(0, 10), []);

  console.log(`\n${loadLine("antes")}`);
  const times: number[] = [];
  started = performance.now();
  const found = await Promise.all(plan.map((questions, c) => conversation(c, questions, times)));
  const elapsed = performance.now() - started;
  console.log(loadLine("después"));

  const { p50, p95, max } = summarize(times);
  const answered = found.reduce((sum, count) => sum + count, 0);
  console.log(
    `\n${times.length} respuestas en ${(elapsed / 1000).toFixed(1)} s con ${CONVERSATIONS} conversaciones a la vez ` +
      `(${((times.length / elapsed) * 1000).toFixed(1)} por segundo; ${answered} con fuentes)`,
  );
  console.log(
    `Latencia de una respuesta: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, máx ${max.toFixed(1)} ms`,
  );
  const fast = p95 < TARGET_MS;
  console.log(
    fast
      ? `p95 < ${TARGET_MS} ms: objetivo cumplido.`
      : `p95 ≥ ${TARGET_MS} ms: objetivo NO cumplido.`,
  );

  const mixed = await hitAt3BySet();
  const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
  let holds = true;
  console.log(`\nCalidad (hit@3) sin y con las ${EXTRA_NEWS} noticias:`);
  for (const set of EVAL_SET_NAMES) {
    const drop = alone[set] - mixed[set];
    holds &&= drop <= MAX_HIT_DROP;
    console.log(`  ${set.padEnd(16)} ${pct(alone[set])} → ${pct(mixed[set])} (baja ${pct(drop)})`);
  }
  console.log(
    holds
      ? `La calidad se mantiene (baja ≤ ${pct(MAX_HIT_DROP)}).`
      : `La calidad NO se mantiene (baja > ${pct(MAX_HIT_DROP)}).`,
  );
  return fast && holds;
}

// No language model: the answer is written from the passages.
for (const name of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"]) delete process.env[name];

runOnDemoDatabase({ name: "bench-assistant", port: 54349 }, main);
