// CI guard of the assistant's quality evaluation (npm run eval:assistant): over the demo content,
// no question of tests/fixtures/assistant-eval.json gets a source that a visitor cannot read, and
// hit@3 stays at its target.
//
// The demo seed writes accounts and a whole site's content that other test files must not see, so
// this file seeds a database of its own on the same server, migrated here and dropped at the end;
// lib/db.ts and lib/env.ts read DATABASE_URL on first use, which comes after beforeAll points it
// there. The placeholder images are not rendered (the assistant reads text only): that keeps the
// seed to a few seconds.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { seed } from "../../prisma/seed/run";
import {
  evaluateAssistant,
  formatReport,
  loadEvalQuestions,
  TARGETS,
  type EvalReport,
} from "../../scripts/assistant-eval-lib";
import { migrate } from "../../scripts/embedded-db.mjs";

vi.mock("../../prisma/seed/images", () => {
  let count = 0;
  const stored = (name: string) => {
    const key = `eval-${(count += 1)}-${name}`;
    return { url: `/api/files/${key}`, key, mime: "image/jpeg" };
  };
  return {
    uploadImage: async (request: { name: string }) => stored(request.name),
    uploadLogo: async (_initials: string, _label: string, name: string) => stored(name),
    uploadedSoFar: () => count,
  };
});

const sharedUrl = process.env.DATABASE_URL!;
const databaseName = `assistant_eval_${randomBytes(4).toString("hex")}`;

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: sharedUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let report: EvalReport;

beforeAll(async () => {
  await onServer(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(sharedUrl);
  url.pathname = `/${databaseName}`;
  migrate(url.toString());
  process.env.DATABASE_URL = url.toString();
  expect(env().DATABASE_URL).toBe(url.toString());
  await seed({ log: () => {} });
  report = await evaluateAssistant(loadEvalQuestions());
}, 60_000);

afterAll(async () => {
  await db().$disconnect();
  process.env.DATABASE_URL = sharedUrl;
  await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
});

describe("the assistant over the demo content", () => {
  it("never cites a draft, scheduled, archived, deleted or hidden item", () => {
    expect(
      report.results.filter((result) => result.kind === "unpublished").length,
    ).toBeGreaterThanOrEqual(6);
    expect(report.leaks).toEqual([]);
  });

  it(`finds the expected source in the top 3 for at least ${TARGETS.hitAt3 * 100} % of the answerable questions`, () => {
    expect(report.hitAt3, formatReport(report)).toBeGreaterThanOrEqual(TARGETS.hitAt3);
  });

  it("answers off-topic questions with the honest no-answer", () => {
    const answered = report.results.filter(
      (result) => result.kind === "offtopic" && result.answered,
    );
    expect(answered.map((result) => result.question.q)).toEqual([]);
  });
});
