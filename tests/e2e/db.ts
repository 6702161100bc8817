import pg from "pg";

/** Reads the end-to-end database directly, to compare what pages show with what is stored. */
export async function query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const port = process.env.E2E_PG_PORT ?? "54331";
  const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@localhost:${port}/app` });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
