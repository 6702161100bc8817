// Benchmark of /transparencia's data at the office's size: the gestiones benchmark's data set
// (100,000 citizens, 50,000 gestiones, 500,000 messages; scripts/bench/gestiones/seed.ts) plus
// 300 labores (most published, most with a place) and 40,000 questions to the assistant. Starts
// its own embedded PostgreSQL (port 54351, or BENCH_PG_PORT; data in .data/pg-bench-transparencia,
// wiped first), then times the uncached computation of every figure of the page and the JSON
// (computeTransparency) and of the CSV's lines, target (p95) under 200 ms each, and the monthly
// publication (the view recomputed and the new periods stored), under 10 s. Exits 1 past a target.
//
// Run: npm run bench:transparencia
import os from "node:os";
import { performance } from "node:perf_hooks";
import { runBenchmark } from "./bench/harness";
import { loadAverage, loadLine, missesTarget, resultsTable, type CaseResult } from "./bench/report";
import { withClient } from "./bench/sql";
import { countStatements } from "./bench/statements";
import { sample } from "./bench/timing";
import { seed } from "./bench/gestiones/seed";

const TARGET_MS = 200;
/** The monthly publication, in the daily cron: well inside a scheduled function's time. */
const CRON_TARGET_MS = 10_000;
const RUNS = 30;

const started = performance.now();
const loadBefore = loadAverage();
console.log(`${loadLine("antes", loadBefore)} (${os.cpus().length} núcleos)`);

/** What the page shows besides gestiones: published labores and the assistant's questions. */
async function seedLaboresAndQuestions(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(`
      INSERT INTO labores (titulo, slug, anio_ejecucion, estado, departamento, municipio, created_at, updated_at)
      SELECT 'Labor ' || i, 'labor-bench-' || i, 2018 + i % 9,
             (CASE WHEN i % 10 = 0 THEN 'borrador' ELSE 'publicado' END)::"LaborStatus",
             CASE WHEN i % 7 <> 0 THEN 'Quetzaltenango' END,
             CASE WHEN i % 7 <> 0 THEN (ARRAY['Quetzaltenango', 'Salcajá', 'Cantel', 'Zunil', 'Almolonga', 'Olintepeque'])[1 + i % 6] END,
             now(), now()
      FROM generate_series(1, 300) AS i`);
    await client.query(`
      WITH s AS (INSERT INTO chat_sessions (id, expires_at) SELECT gen_random_uuid(), now() + interval '1 day' FROM generate_series(1, 2000) RETURNING id),
      numbered AS (SELECT id, row_number() OVER () AS n FROM s)
      INSERT INTO chat_messages (session_id, role, content, found, created_at)
      SELECT numbered.id, (CASE WHEN k % 2 = 0 THEN 'user' ELSE 'assistant' END)::"ChatRole", 'Pregunta',
             CASE WHEN k % 2 = 0 THEN k % 7 <> 0 END, now() - ((numbered.n * 20 + k) % 90) * interval '1 day'
      FROM numbered, generate_series(1, 20) AS k`);
    await client.query("ANALYZE");
  });
}

async function main(url: string): Promise<boolean> {
  await seed(url);
  await seedLaboresAndQuestions(url);
  const { computeCsvFigures, computeTransparency } = await import("@/lib/transparency/figures");
  const { refreshTransparencyStats } = await import("@/lib/transparency/stats");
  const { db } = await import("@/lib/db");
  // Each case answers its total and its rows (categories of the page, lines of the CSV, rows of the
  // view). The monthly publication runs in the cron (or the first read of a month), off the
  // steady reads: its target is the cron's own budget, and fewer runs suffice.
  const cases: {
    name: string;
    run: () => Promise<{ total?: number; rows: number }>;
    runs?: number;
    target?: number;
  }[] = [
    {
      name: "cifras de la página y del JSON",
      run: async () => {
        const figures = await computeTransparency();
        return { total: figures.gestiones.total, rows: figures.gestiones.por_categoria.length };
      },
    },
    {
      name: "líneas del CSV (periodo × categoría)",
      run: async () => ({ rows: (await computeCsvFigures()).length }),
    },
    {
      name: "publicación mensual (vista y periodos)",
      run: async () => {
        await refreshTransparencyStats(db());
        const [view] = await db().$queryRaw<{ rows: number }[]>`
          SELECT count(*)::int AS rows FROM transparency_stats`;
        return { rows: view!.rows };
      },
      runs: 5,
      target: CRON_TARGET_MS,
    },
  ];
  const table = resultsTable({ statements: true, target: true });
  console.log(`\n${table.header}`);
  const results: CaseResult[] = [];
  for (const benchCase of cases) {
    const { timing, last } = await sample(benchCase.run, benchCase.runs ?? RUNS);
    const result: CaseResult = {
      name: benchCase.name,
      ...last,
      statements: await countStatements(benchCase.run),
      timing,
      target: benchCase.target ?? TARGET_MS,
    };
    results.push(result);
    console.log(table.line(result));
  }
  console.log(`\n${loadLine("antes", loadBefore)}`);
  console.log(loadLine("después"));
  console.log(`Tiempo total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const missed = results.filter(missesTarget);
  if (missed.length) {
    console.log(`\nFuera de objetivo: ${missed.map((result) => result.name).join("; ")}`);
    return false;
  }
  console.log("\nTodos los casos dentro de su objetivo.");
  return true;
}

runBenchmark({ name: "bench-transparencia", port: 54351 }, main);
