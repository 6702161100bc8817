import pg from "pg";
import { DATABASE_URL } from "./servers";

/** Reads the end-to-end database directly, to compare what pages show with what is stored. */
export async function query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
