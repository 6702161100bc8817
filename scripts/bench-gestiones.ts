// Benchmark of the gestiones module at the sizes the office must handle: BENCH_CITIZENS citizens and
// BENCH_GESTIONES gestiones (100,000 and 50,000 unless set) and 500,000 messages (one gestión with
// exactly 200). Starts its own embedded PostgreSQL
// (port 54346, or BENCH_PG_PORT; data in .data/pg-bench-gestiones, wiped first), seeds it with
// set-based SQL (scripts/bench/gestiones/seed.ts), then calls the real query and service functions
// in-process (scripts/bench/gestiones/scenarios.ts) and prints p50/p95/max per case, with the
// number of SQL statements one call sends. Targets (p95): office list < 100 ms, citizen's list
// < 50 ms, detail < 100 ms, creating a gestión plus a message with two files < 250 ms.
// Exits 1 when a case misses its target, or when a filing hits a folio another one holds.
//
// Run: npm run bench:gestiones
//      BENCH_CITIZENS=1000000 BENCH_GESTIONES=500000 npm run bench:gestiones
import os from "node:os";
import { performance } from "node:perf_hooks";
import { runBenchmark } from "./bench/harness";
import { loadAverage, loadLine, missesTarget, resultsTable, type CaseResult } from "./bench/report";
import { countStatements, explainCall } from "./bench/statements";
import { sample } from "./bench/timing";
import {
  gestionesCases,
  listStatements,
  type Case,
  type Writes,
} from "./bench/gestiones/scenarios";
import { seed } from "./bench/gestiones/seed";

const UPLOAD_DIR = ".data/bench-uploads/gestiones";
/** The office list's paging statement (lib/gestiones/admin-list-queries.ts, listGestiones). */
const PAGE_QUERY = /SELECT g\.id, [\s\S]*\bFROM gestiones g\b[\s\S]*\bLIMIT\b/;

const started = performance.now();
const loadBefore = loadAverage();
console.log(`${loadLine("antes", loadBefore)} (${os.cpus().length} núcleos)`);

async function measure(benchCase: Case): Promise<CaseResult> {
  const { timing, last } = await sample(benchCase.run, benchCase.runs);
  return {
    name: `${benchCase.group} ${benchCase.name}`,
    ...last,
    statements: await countStatements(benchCase.run),
    timing,
    target: benchCase.target,
  };
}

/** Measures every case, one line each, a blank line between groups. */
async function measureAll(cases: Case[]): Promise<{ benchCase: Case; result: CaseResult }[]> {
  const table = resultsTable({ statements: true, target: true });
  // The local e-mail sender prints every notification: keep the table readable.
  const info = console.info;
  console.info = () => undefined;
  console.log(`\n${table.header}`);
  const measured: { benchCase: Case; result: CaseResult }[] = [];
  try {
    for (const [i, benchCase] of cases.entries()) {
      if (i > 0 && benchCase.group !== cases[i - 1]!.group) console.log("");
      const result = await measure(benchCase);
      measured.push({ benchCase, result });
      console.log(table.line(result));
    }
    // Let the e-mails the writes queued be delivered before the figures below and the shutdown.
    const { deliverPendingEmails } = await import("@/lib/email/outbox");
    while ((await deliverPendingEmails({ limit: 100 })).sent > 0);
  } finally {
    console.info = info;
  }
  return measured;
}

function reportCollisions(writes: Writes): void {
  console.log(
    `createGestion: ${writes.folioCollisions} colisiones de folio (P2002 en gestiones_folio_key) que el servicio no evitó; ` +
      `meta del error: ${writes.collisionMeta}`,
  );
}

async function main(url: string): Promise<boolean> {
  await seed(url);
  const { cases, writes } = await gestionesCases();
  const measured = await measureAll(cases).catch((error: unknown) => {
    if (writes.folioCollisions > 0) reportCollisions(writes);
    throw error;
  });

  const n = await listStatements();
  console.log(
    `\nSentencias SQL por llamada: listGestiones pageSize=20 → ${n.office20}, pageSize=100 → ${n.office100}; ` +
      `listOwnGestiones pageSize=20 → ${n.own20}, pageSize=100 → ${n.own100}` +
      (n.constant ? " (constantes: sin N+1)" : "  ← crecen con la página (N+1)"),
  );
  const { db } = await import("@/lib/db");
  const attachments = await db().gestionAttachment.count({
    where: {
      gestion: { citizen_id: { in: writes.citizenIds } },
      created_at: { gte: new Date(Date.now() - 3_600_000) },
    },
  });
  console.log(
    `Escrituras: ${writes.created} gestiones creadas con ${attachments} adjuntos en ${UPLOAD_DIR}.`,
  );

  const missed = measured.filter(({ result }) => missesTarget(result));
  // For an office list over its target: the plan of its paging query (the page's ids; the total is
  // counted by a statement of its own), as the app sent it.
  const slowLists = missed.filter(({ benchCase }) => benchCase.group === "oficina");
  if (slowLists.length) console.log("\nEXPLAIN ANALYZE de las listas fuera de objetivo:");
  for (const { benchCase } of slowLists) {
    console.log(`- ${benchCase.name}`);
    for (const text of await explainCall(url, benchCase.run, PAGE_QUERY)) {
      console.log(`    ${text}`);
    }
  }
  console.log(`\n${loadLine("antes", loadBefore)}`);
  console.log(loadLine("después"));
  console.log(`Tiempo total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (missed.length || !n.constant) {
    const misses = missed.map(
      ({ result }) =>
        `${result.name} (p95 ${result.timing.p95.toFixed(1)} ms ≥ ${result.target} ms)`,
    );
    console.log(
      `\nFuera de objetivo: ${[...misses, ...(n.constant ? [] : ["sentencias por lista"])].join("; ")}`,
    );
    return false;
  }
  console.log("\nTodos los casos dentro de su objetivo.");
  return true;
}

runBenchmark({ name: "bench-gestiones", port: 54346, uploadDir: UPLOAD_DIR }, main);
