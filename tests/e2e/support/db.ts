import pg from "pg";
import { own } from "./servers";

/** Reads an instance's database directly (this worker's by default), to compare pages with what is stored. */
export async function query<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  databaseUrl = own().databaseUrl,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
