// An operator who builds or starts the app against a fresh production database must not find the
// demo accounts (admin@demo.gt / Demo#2026) in it. The npm scripts run here exactly as package.json
// writes them, with the Next command swapped for a no-op so no build is needed.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import pg from "pg";
import { db } from "@/lib/db";

const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;

async function emptyDatabase(name: string): Promise<string> {
  await db().$executeRawUnsafe(`drop database if exists "${name}"`);
  await db().$executeRawUnsafe(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function accounts(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select (select count(*) from admins) + (select count(*) from citizens) as n",
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

describe.each(["build", "start", "dev"])("npm run %s against an empty DATABASE_URL", (script) => {
  it("migrates it and creates no account", async () => {
    const [node, withDb, ...rest] = scripts[script]!.split(" ");
    expect([node, withDb]).toEqual(["node", "scripts/with-db.mjs"]);
    const options = rest.slice(0, rest.indexOf("--"));
    const url = await emptyDatabase(`fresh_${script}`);
    execFileSync(
      process.execPath,
      ["scripts/with-db.mjs", ...options, "--", process.execPath, "-e", "0"],
      {
        env: { ...process.env, DATABASE_URL: url },
        stdio: "pipe",
      },
    );
    expect(await accounts(url)).toBe(0);
  });
});
