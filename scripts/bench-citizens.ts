// Benchmark of the office's citizens administration at BENCH_CITIZENS accounts (100,000 unless set;
// the office's target is 1,000,000). Starts its own embedded
// PostgreSQL (port 54347, or BENCH_PG_PORT; data in .data/pg-bench-citizens, wiped first), applies
// the migrations, seeds the accounts with set-based SQL, then:
//   - calls the list query 200 times per filter, sort and search case and prints p50/p95/max
//     (target: p95 < 100 ms);
//   - exports every account through the export service, reading the stream as a browser
//     would, and prints the time (target < 30 s) and the growth of this process's memory while it
//     runs, RSS and heap (target < 200 MB).
// Exits 1 when a target is missed.
//
// Run: npm run bench:citizens
//      BENCH_CITIZENS=1000000 npm run bench:citizens
import { performance } from "node:perf_hooks";
import { runBenchmark } from "./bench/harness";
import { loadLine, missesTarget, resultsTable } from "./bench/report";
import { benchSize } from "./bench/size";
import { sqlArray, withClient } from "./bench/sql";
import { officeActor } from "./bench/office-actor";
import { elapsedMs, sample } from "./bench/timing";

const CITIZENS = benchSize("BENCH_CITIZENS", 100_000);
/** The seed soft-deletes every 50th account: the list leaves those out by default. */
const LIVE = CITIZENS - Math.floor(CITIZENS / 50);
/** The page at `share` (0–1) of the unfiltered list, `pageSize` a page. */
const pageAt = (share: number, pageSize = 20) =>
  String(Math.max(1, Math.ceil((LIVE / pageSize) * share)));
const RUNS = 200;
const LIST_TARGET_MS = 100;
const EXPORT_TARGET_MS = 30_000;
const MEMORY_TARGET_MB = 200;

const NAMES = [
  "María",
  "José",
  "Ángela",
  "Juan",
  "Lucía",
  "Andrés",
  "Sofía",
  "Luis",
  "Ana",
  "Carlos",
  "Rosa",
  "Pedro",
  "Elena",
  "Mario",
  "Marta",
  "Jorge",
];
const SURNAMES = [
  "López",
  "García",
  "Pérez",
  "González",
  "Rodríguez",
  "Hernández",
  "Martínez",
  "Xocop",
  "Ajú",
  "Tzul",
  "Coj",
  "Chávez",
  "Ramírez",
  "Morales",
  "Méndez",
  "Cifuentes",
  "Castillo",
  "Orellana",
  "Batz",
  "Quiñónez",
];

/** Seeds the accounts (and one administrator) into the migrated, empty database at `url`. */
async function seed(url: string): Promise<void> {
  const { DEPARTMENTS } = await import("@/lib/locations");
  const places = DEPARTMENTS.flatMap((department) =>
    department.municipalities.map((municipality) => [department.name, municipality]),
  );
  const started = performance.now();
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO citizens (primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, dpi, correo,
                           telefono, departamento, municipio, password_hash, activo, deleted_at,
                           created_at, updated_at)
     SELECT n[1 + i % 16], CASE WHEN i % 3 = 0 THEN n[1 + (i * 7) % 16] END,
            s[1 + (i / 16) % 20], s[1 + (i * 13) % 20],
            lpad(i::text, 8, '0') || (i % 10)::text || lpad((1 + i % 22)::text, 2, '0') || '01',
            'ciudadano' || i || '@correo.gt',
            (30000000 + i)::text,
            (p.places -> (i % ${places.length}) ->> 0), (p.places -> (i % ${places.length}) ->> 1),
            'not-a-real-hash', i % 10 <> 0, CASE WHEN i % 50 = 0 THEN now() END,
            now() - (${CITIZENS} - i) * interval '5 minutes', now()
     FROM generate_series(1, ${CITIZENS}) AS i,
          (SELECT ${sqlArray(NAMES)} AS n, ${sqlArray(SURNAMES)} AS s) AS lists,
          (SELECT $1::jsonb AS places) AS p`,
      [JSON.stringify(places)],
    );
    await client.query(
      `INSERT INTO admins (nombre1, apellido1, email, rol, password_hash, updated_at)
     VALUES ('Bench', 'Admin', 'bench@prueba.gt', 'AdminNivel1', 'not-a-real-hash', now())`,
    );
    // What autovacuum does on a live database: statistics and the visibility map.
    await client.query("VACUUM ANALYZE");
  });
  console.log(`Datos: ${CITIZENS} ciudadanos en ${elapsedMs(started)} ms`);
}

/** The bench's administrator, as the reads and the export are called for it. */
async function benchActor() {
  const { db } = await import("@/lib/db");
  const admin = await db().admin.findFirstOrThrow({ where: { email: "bench@prueba.gt" } });
  return officeActor(admin.id, admin.email);
}

/** A case: its name, its query, and whether its page is reached by 'Siguiente' from the one before. */
type ListCase = [string, Record<string, string>, "siguiente"?];

/** p50/p95/max of the list query for each case; false when one has p95 ≥ 100 ms. */
async function measureList(cases: ListCase[]): Promise<boolean> {
  const { listCitizens } = await import("@/lib/citizens/admin-queries");
  const { citizenListQuery } = await import("@/lib/citizens/admin-schema");
  const actor = await benchActor();
  const table = resultsTable();
  let ok = true;
  console.log(`\n${table.header}`);
  for (const [name, raw, reached] of cases) {
    // The link 'Siguiente' of the page before carries the cursor the page is read from.
    const previous = { ...raw, page: String(Number(raw.page) - 1) };
    const cursor =
      reached && (await listCitizens(actor, citizenListQuery.parse(previous))).meta.next;
    const query = citizenListQuery.parse({ ...raw, ...(cursor && { cursor }) });
    const { timing, last } = await sample(() => listCitizens(actor, query), RUNS);
    const result = {
      name,
      total: last.meta.total,
      capped: last.meta.totalCapped,
      rows: last.items.length,
      timing,
      target: LIST_TARGET_MS,
    };
    if (missesTarget(result)) ok = false;
    console.log(table.line(result));
  }
  return ok;
}

const MB = 1024 * 1024;

/**
 * Exports the accounts matching `filters` as the route would, draining the stream; memory sampled
 * every 20 ms. `expected`: the rows it must hold.
 */
async function measureExport(
  label: string,
  filters: Parameters<typeof import("@/lib/citizens/admin-service").exportCitizens>[1],
  expected: (rows: number) => boolean,
): Promise<boolean> {
  const { exportCitizens } = await import("@/lib/citizens/admin-service");
  const actor = await benchActor();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heapUsed: base.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  }, 20);
  const start = performance.now();
  const { stream } = await exportCitizens(actor, filters, null);
  let bytes = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const elapsed = performance.now() - start;
  clearInterval(sampler);
  const { db } = await import("@/lib/db");
  const audit = await db().auditLog.findFirstOrThrow({
    where: { action: "citizen.export_excel" },
    orderBy: { id: "desc" },
  });
  const rows = (audit.details as { filas?: number }).filas;
  const rssGrowth = (peak.rss - base.rss) / MB;
  const heapGrowth = (peak.heapUsed - base.heapUsed) / MB;
  console.log(
    `\nExportación a Excel, ${label}: ${rows} filas, ${(bytes / MB).toFixed(1)} MB en ${(elapsed / 1000).toFixed(1)} s` +
      ` · memoria: RSS +${rssGrowth.toFixed(0)} MB (pico ${(peak.rss / MB).toFixed(0)} MB), heap +${heapGrowth.toFixed(0)} MB`,
  );
  const ok =
    rows !== undefined &&
    expected(rows) &&
    elapsed < EXPORT_TARGET_MS &&
    rssGrowth < MEMORY_TARGET_MB &&
    heapGrowth < MEMORY_TARGET_MB;
  if (!ok) console.log("  ← fuera de objetivo (las filas esperadas, < 30 s, < 200 MB)");
  return ok;
}

async function main(url: string): Promise<boolean> {
  console.log(loadLine("antes"));
  await seed(url);
  const listOk = await measureList([
    ["sin filtros, página 1 (más recientes)", {}],
    ["página 500", { page: "500" }],
    [`página ${pageAt(1)}, la última, desde la anterior`, { page: pageAt(1) }, "siguiente"],
    ["orderBy=nombre", { orderBy: "nombre" }],
    ["orderBy=nombre&dir=desc, página 50", { orderBy: "nombre", dir: "desc", page: "50" }],
    [
      `orderBy=nombre, página ${pageAt(0.4)}, desde la anterior`,
      { orderBy: "nombre", page: pageAt(0.4) },
      "siguiente",
    ],
    ["orderBy=dpi", { orderBy: "dpi" }],
    ["orderBy=dpi&dir=desc", { orderBy: "dpi", dir: "desc" }],
    ["orderBy=correo", { orderBy: "correo" }],
    [
      `orderBy=correo&dir=desc, página ${pageAt(0.8)}, desde la anterior`,
      { orderBy: "correo", dir: "desc", page: pageAt(0.8) },
      "siguiente",
    ],
    ["departamento=Guatemala", { departamento: "Guatemala" }],
    ["departamento=Quiché&municipio=Nebaj", { departamento: "Quiché", municipio: "Nebaj" }],
    ["activo=0", { activo: "0" }],
    ["activo=1&orderBy=nombre", { activo: "1", orderBy: "nombre" }],
    ["eliminados=solo", { eliminados: "solo" }],
    ["eliminados=incluir&orderBy=correo", { eliminados: "incluir", orderBy: "correo" }],
    ["q=ma (dos letras)", { q: "ma" }],
    ["q=xoc (apellido parcial)", { q: "xoc" }],
    ["q=QUIÑO (mayúsculas, sin acento)", { q: "QUIÑO" }],
    ["q=angela cifu (dos palabras parciales)", { q: "angela cifu" }],
    ["q=angela cifu&orderBy=nombre", { q: "angela cifu", orderBy: "nombre" }],
    ["q=00012345 (DPI parcial)", { q: "00012345" }],
    ["q=ciudadano4242 (correo parcial)", { q: "ciudadano4242" }],
    [
      "q=gonz&departamento=Guatemala&activo=1",
      { q: "gonz", departamento: "Guatemala", activo: "1" },
    ],
    ["q=lopez&orderBy=correo&dir=desc", { q: "lopez", orderBy: "correo", dir: "desc" }],
    [
      `pageSize=100, página ${pageAt(0.9, 100)}, desde la anterior`,
      { pageSize: "100", page: pageAt(0.9, 100) },
      "siguiente",
    ],
  ]);
  // Every account; then a partial surname a tenth of them carry, walked batch by batch.
  const everyRow = await measureExport(
    "todas",
    { eliminados: "incluir" },
    (rows) => rows === CITIZENS,
  );
  const searched = await measureExport("q=lopez", { q: "lopez" }, (rows) => rows > CITIZENS / 20);
  const exportOk = everyRow && searched;
  const ok = listOk && exportOk;
  console.log(`\n${loadLine("después")}`);
  console.log(ok ? "\nTodos los objetivos se cumplen." : "\nHay objetivos sin cumplir.");
  return ok;
}

runBenchmark({ name: "bench-citizens", port: 54347 }, main);
