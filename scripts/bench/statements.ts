// The SQL statements a call sends. Prisma's pg adapter sends every statement through
// pg.Client#query (pools call it too): importing this module counts those calls, so that counting
// them while one function runs gives its number of statements.
import pg from "pg";
import { withClient } from "./sql";

interface Statement {
  text: string;
  values: unknown[];
}

let statements = 0;
/** While set, the statements sent (text and parameters) are kept here. */
let captured: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (captured) {
    const [first, second] = args;
    if (typeof first === "string") {
      captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: config.values ?? [] });
    }
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as unknown as typeof originalQuery;

/** How many statements one call of `run` sends. */
export async function countStatements(run: () => Promise<unknown>): Promise<number> {
  const before = statements;
  await run();
  return statements - before;
}

/** The statements one call of `run` sends. */
async function captureStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  captured = [];
  try {
    await run();
    return captured;
  } finally {
    captured = null;
  }
}

/**
 * EXPLAIN ANALYZE of the first statement of a call that matches `pattern` (the real SQL and
 * parameters the app sent), summarised: execution time and its scan, join and sort nodes.
 */
export async function explainCall(
  url: string,
  run: () => Promise<unknown>,
  pattern: RegExp,
): Promise<string[]> {
  const statement = (await captureStatements(run)).find((entry) => pattern.test(entry.text));
  if (!statement) return ["(no se encontró la sentencia)"];
  const { rows } = await withClient(url, (client) =>
    client.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
      statement.values,
    ),
  );
  const plan = rows.map((row) => row["QUERY PLAN"]);
  const nodes = plan
    .filter((text) =>
      /(Scan|Join|Nested Loop|Sort|WindowAgg|Limit|Filter:|Index Cond:|Recheck Cond:|Rows Removed|SubPlan|BitmapOr|Aggregate)/.test(
        text,
      ),
    )
    .map((text) =>
      text
        .replace(/\(cost=[^)]*\) /, "")
        .replace(/\s+$/, "")
        .slice(0, 170),
    );
  return [...nodes.slice(0, 18), ...plan.filter((text) => /Execution Time/.test(text))];
}
