// CI guard of the assistant's quality evaluation (npm run eval:assistant): over the demo content,
// the natural holdout — questions written blind to the code, never tuned on — stays at its
// targets without a language model; no question of any set gets a source that a visitor cannot
// read; and with a model configured (the fake OpenAI-compatible service of tests/support), the same
// evaluation keeps the search's sources: the model cites the passage the search put first, and is
// never asked when nothing published is relevant. A holdout is read only through its figures: a
// failure prints the summary lines, never its questions.
//
// The demo seed writes accounts and a whole site's content that other test files must not see, so
// this file seeds a database of its own (own-database.ts), dropped at the end. The placeholder
// images are not rendered (the assistant reads text only): that keeps the seed to a few seconds.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  EVAL_SET_NAMES,
  FLOORS,
  TARGETS,
  evaluateAssistant,
  loadEvalItems,
  missedTargets,
  type EvalReport,
  type EvalSet,
} from "../../scripts/assistant-eval-lib";
import { formatSummary } from "../../scripts/assistant-eval-format";
import { startFakeOpenAI } from "../support/fake-openai.mjs";
import { openOwnDatabase } from "./support/own-database";

vi.mock("../../prisma/seed/images", async () => (await import("./support/fake-seed-images")).fakeImages());

let database: Awaited<ReturnType<typeof openOwnDatabase>>;
const reports = new Map<EvalSet, EvalReport>();
let withModel: EvalReport;

/** The natural holdout asked again with a model configured: modules read the environment once. */
async function evaluateWithModel(): Promise<EvalReport> {
  const fake = await startFakeOpenAI(0);
  Object.assign(process.env, { AI_BASE_URL: fake.url, AI_API_KEY: "clave", AI_MODEL: "modelo" });
  vi.resetModules();
  try {
    const lib = await import("../../scripts/assistant-eval-lib");
    const report = await lib.evaluateAssistant(lib.loadEvalItems("natural-holdout"));
    await (await import("@/lib/db")).db().$disconnect();
    return report;
  } finally {
    for (const name of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"]) delete process.env[name];
    await fake.close();
  }
}

beforeAll(async () => {
  database = await openOwnDatabase("assistant_eval");
  for (const set of EVAL_SET_NAMES) reports.set(set, await evaluateAssistant(loadEvalItems(set)));
  withModel = await evaluateWithModel();
}, 600_000);

afterAll(() => database.close());

const summary = (set: EvalSet, report = reports.get(set)!) => formatSummary(report, set);

describe("the assistant over the demo content", () => {
  // Where the search does not reach a target yet (off-topic silence), the floor keeps what was
  // reached.
  it("holds the natural holdout at its targets (or the floors reached), without a language model", () => {
    const bars = { ...TARGETS, ...FLOORS };
    expect(
      missedTargets(reports.get("natural-holdout")!, bars),
      summary("natural-holdout"),
    ).toEqual([]);
  });

  it("never cites a draft, scheduled, archived, deleted or hidden item, in any set", () => {
    for (const set of EVAL_SET_NAMES) {
      const report = reports.get(set)!;
      expect(
        report.results.filter((result) => result.kind === "unpublished").length,
      ).toBeGreaterThanOrEqual(6);
      expect(report.leaks, summary(set)).toEqual([]);
    }
  });

  it("with a model, cites the passage the search put first and is silent where the search is", () => {
    const plain = reports.get("natural-holdout")!;
    const explain = `${summary("natural-holdout")}\n\nCon modelo:\n${summary("natural-holdout", withModel)}`;
    expect(withModel.leaks, explain).toEqual([]);
    expect(withModel.hitAt3.value, explain).toBe(plain.hitAt1.value);
    expect(withModel.offtopicSilent.value, explain).toBe(plain.offtopicSilent.value);
  });
});
