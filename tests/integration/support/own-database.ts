// A database of a test file's own, on the tests' PostgreSQL server, migrated and, for suites that
// need a whole believable site (the assistant's evaluation, the fuzz suite), loaded with the demo
// content: other test files never see its accounts and content, nor it theirs. Suites whose figures
// are computed over every row of a table (the transparency release) take one empty.
//
// lib/db.ts and lib/env.ts read DATABASE_URL on first use, so `openOwnDatabase` must run before
// anything touches the database (a beforeAll). Test files mock the placeholder images with
// `vi.mock("@/prisma/seed/images", async () => (await import("./fake-seed-images")).fakeImages())`:
// rendering them is most of the seed's time, and no test here reads their pixels.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { seed } from "@/prisma/seed/run";
import { migrate } from "../../../scripts/embedded-db.mjs";

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates and migrates a database named `{prefix}_{random}`, seeded unless told; `close` drops it. */
export async function openOwnDatabase(
  prefix: string,
  { seeded = true }: { seeded?: boolean } = {},
): Promise<{ close(): Promise<void> }> {
  const sharedUrl = process.env.DATABASE_URL!;
  const databaseName = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(sharedUrl, `CREATE DATABASE "${databaseName}"`);
  const url = new URL(sharedUrl);
  url.pathname = `/${databaseName}`;
  migrate(url.toString());
  process.env.DATABASE_URL = url.toString();
  expect(env().DATABASE_URL).toBe(url.toString());
  if (seeded) await seed({ log: () => {} });
  return {
    async close() {
      await db().$disconnect();
      process.env.DATABASE_URL = sharedUrl;
      await onServer(sharedUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    },
  };
}
