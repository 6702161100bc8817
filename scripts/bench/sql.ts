// Seeding a benchmark's data set with plain SQL, outside the app.
import pg from "pg";

/** A SQL text array literal of `values`, quoted. */
export const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}]::text[]`;

/** Runs `work` with a connection of its own to the database at `url`, closed at the end. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection fails the pending query (and the run) instead of crashing the process.
  client.on("error", (error) => console.error("[bench] conexión perdida:", error.message));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
