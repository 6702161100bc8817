// Benchmark of the administration lists (news and labores) at the sizes the product must handle:
// 10,000 news and 5,000 labores with 20,000 media. Starts its own embedded PostgreSQL (port 54345,
// or BENCH_PG_PORT; data in .data/pg-bench-admin, wiped first), seeds it with set-based SQL, then
// calls the admin list query functions 200 times per filter case and prints p50/p95/max.
// Target: p95 < 100 ms; exit code 1 otherwise.
//
// Run: npm run bench:admin
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { runBenchmark } from "./bench/harness";
import { officeActor } from "./bench/office-actor";
import { missesTarget, resultsTable } from "./bench/report";
import { sqlArray, withClient } from "./bench/sql";
import { elapsedMs, sample } from "./bench/timing";

const RUNS = 200;
const TARGET_MS = 100;

const WORDS = [
  "presupuesto",
  "educación",
  "salud",
  "carretera",
  "agua potable",
  "seguridad",
  "empleo",
  "niñez",
  "mujeres",
  "transparencia",
  "agricultura",
  "turismo",
  "cultura",
  "deporte",
  "vivienda",
  "energía",
  "migración",
  "justicia",
  "ambiente",
  "tecnología",
];
const PLACES = [
  "Mixco",
  "Villa Nueva",
  "Quetzaltenango",
  "Cobán",
  "Escuintla",
  "Huehuetenango",
  "Antigua Guatemala",
  "Petén",
  "Zacapa",
  "Chimaltenango",
];

/** Seeds the bench data set into the migrated, empty database `client` is connected to. */
async function seed(client: pg.Client): Promise<void> {
  const started = performance.now();
  const words = sqlArray(WORDS);
  const places = sqlArray(PLACES);
  await client.query(`
    INSERT INTO news (titulo, subtitulo, resumen, contenido_html, slug, estado, destacado, fecha_contenido,
                      hora_contenido, fecha_programada, fecha_publicacion, deleted_at, created_at, updated_at)
    SELECT initcap(w[1 + i % 20]) || ' y ' || w[1 + (i * 7) % 20] || ' en ' || p[1 + (i * 3) % 10] || ' (' || i || ')',
           'Avances de ' || w[1 + (i * 11) % 20],
           'Resumen de la gestión sobre ' || w[1 + (i * 13) % 20] || ' y ' || w[1 + (i * 17) % 20] || ' en ' || p[1 + i % 10] || '.',
           '<p>' || repeat('El diputado presentó una iniciativa sobre ' || w[1 + (i * 5) % 20] || ' para las familias de ' || p[1 + (i * 7) % 10] || '. ', 12) || '</p>',
           'bench-noticia-' || i,
           (CASE WHEN i % 10 < 5 OR i % 10 = 9 THEN 'publicado' WHEN i % 10 IN (5, 6) THEN 'borrador' WHEN i % 10 = 7 THEN 'programado' ELSE 'archivado' END)::"NewsStatus",
           i % 15 = 0,
           DATE '2010-01-01' + (i * 37) % 7670,
           '10:30',
           CASE WHEN i % 10 = 7 THEN now() + ((i % 100) - 50) * interval '1 day' END,
           CASE WHEN i % 10 = 7 THEN now() + ((i % 100) - 50) * interval '1 day'
                WHEN i % 10 < 5 OR i % 10 IN (8, 9) THEN (DATE '2010-01-01' + (i * 37) % 7670) + interval '14 hours' END,
           CASE WHEN i % 25 = 0 THEN now() END,
           now(), now()
    FROM generate_series(1, 10000) AS i, (SELECT ${words} AS w, ${places} AS p) AS lists`);
  await client.query(`
    INSERT INTO labores (titulo, subtitulo, resumen, descripcion, slug, anio_ejecucion, destacado, estado, created_at, updated_at)
    SELECT 'Obra de ' || w[1 + i % 20] || ' en ' || p[1 + (i * 3) % 10] || ' (' || i || ')',
           'Proyecto ' || w[1 + (i * 7) % 20],
           'Gestión de ' || w[1 + (i * 11) % 20] || ' para ' || p[1 + i % 10] || '.',
           '<p>' || repeat('Se ejecutó una obra de ' || w[1 + (i * 13) % 20] || ' que beneficia a ' || p[1 + (i * 7) % 10] || '. ', 8) || '</p>',
           'bench-labor-' || i,
           2000 + i % 31,
           i % 20 = 0,
           (CASE WHEN i % 4 IN (0, 1) THEN 'publicado' WHEN i % 4 = 2 THEN 'borrador' WHEN i % 8 = 3 THEN 'oculto' ELSE 'archivado' END)::"LaborStatus",
           now(), now()
    FROM generate_series(1, 5000) AS i, (SELECT ${words} AS w, ${places} AS p) AS lists`);
  await client.query(`
    INSERT INTO labor_media (labor_id, tipo, mime, titulo, orden, is_portada, url, secure_url, thumbnail_url)
    SELECT l.id, 'image', 'image/png', 'Foto ' || k, k, CASE WHEN k = 0 THEN true END,
           '/api/files/bench-' || l.id || '-' || k || '.png', '/api/files/bench-' || l.id || '-' || k || '.png',
           '/api/files/bench-' || l.id || '-' || k || '.png'
    FROM labores l, generate_series(0, 3) AS k`);
  await client.query(`
    UPDATE labores l SET portada_url = m.url, thumbnail_url = m.thumbnail_url
    FROM labor_media m WHERE m.labor_id = l.id AND m.is_portada`);
  await client.query("ANALYZE");
  const counts = await client.query(
    "SELECT (SELECT count(*) FROM news) AS news, (SELECT count(*) FROM labores) AS labores, (SELECT count(*) FROM labor_media) AS media",
  );
  console.log(`Datos: ${JSON.stringify(counts.rows[0])} en ${elapsedMs(started)} ms`);
  await printPlans(client);
}

/** Shows which index each kind of filter uses (the full-text ones must use the GIN indexes). */
async function printPlans(client: pg.Client): Promise<void> {
  const plans: [string, string][] = [
    [
      "noticias q+anio",
      `WITH matches AS MATERIALIZED (SELECT id FROM news WHERE spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), contenido_html) @@ spanish_query('agua potable')) SELECT id, count(*) OVER () FROM news WHERE id IN (SELECT id FROM matches) AND deleted_at IS NULL AND fecha_contenido >= '2015-01-01' AND fecha_contenido < '2016-01-01' ORDER BY fecha_publicacion DESC NULLS LAST, id DESC LIMIT 12`,
    ],
    [
      "noticias q (público)",
      `SELECT id FROM news WHERE spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), contenido_html) @@ spanish_query('presupuesto') AND deleted_at IS NULL`,
    ],
    [
      "labores q+estado",
      `WITH matches AS MATERIALIZED (SELECT id FROM labores WHERE spanish_document(titulo, coalesce(subtitulo, '') || ' ' || coalesce(resumen, ''), descripcion) @@ spanish_query('vivienda')) SELECT id, count(*) OVER () FROM labores WHERE id IN (SELECT id FROM matches) AND estado = 'borrador' ORDER BY anio_ejecucion DESC, id DESC LIMIT 20`,
    ],
    [
      "noticias anio+mes",
      `SELECT id FROM news WHERE deleted_at IS NULL AND fecha_contenido >= '2020-06-01' AND fecha_contenido < '2020-07-01' ORDER BY fecha_publicacion DESC NULLS LAST, id DESC LIMIT 12`,
    ],
    [
      "labores estado+anio",
      `SELECT id FROM labores WHERE estado = 'publicado' AND anio_ejecucion = 2020 ORDER BY anio_ejecucion DESC, id DESC LIMIT 20`,
    ],
  ];
  for (const [name, sql] of plans) {
    const { rows } = await client.query(`EXPLAIN ${sql}`);
    const indexes = [
      ...new Set(
        rows
          .map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"])
          .join("\n")
          .match(/on \w+_(idx|pkey)|using \w+/gi) ?? [],
      ),
    ];
    console.log(`  plan ${name}: ${indexes.join(", ") || "sin índice"}`);
  }
}

interface Case {
  name: string;
  run: () => Promise<{ total: number; items: unknown[] }>;
}

async function measure(cases: Case[]): Promise<boolean> {
  const table = resultsTable();
  let ok = true;
  console.log(`\n${table.header}`);
  for (const { name, run } of cases) {
    const { timing, last } = await sample(run, RUNS);
    const result = { name, total: last.total, rows: last.items.length, timing, target: TARGET_MS };
    if (missesTarget(result)) ok = false;
    console.log(table.line(result));
  }
  return ok;
}

async function main(url: string): Promise<boolean> {
  await withClient(url, seed);
  const { listAdminNews } = await import("@/lib/news/admin-queries");
  const { listPublishedNews } = await import("@/lib/news/public-queries");
  const { newsListQuery } = await import("@/lib/news/schema");
  const { listAdminLabores } = await import("@/lib/labores/admin-queries");
  const { laborListQuery } = await import("@/lib/labores/schema");
  const office = officeActor(1);

  const news = (query: Record<string, string>) => newsListQuery.parse(query);
  const labores = (query: Record<string, string>) => laborListQuery.parse(query);
  const newsCases: [string, Record<string, string>][] = [
    ["sin filtros, página 1", {}],
    ["página profunda (800 de 834)", { page: "800" }],
    ["estado=publicado", { estado: "publicado" }],
    ["estado=borrador, página 50", { estado: "borrador", page: "50" }],
    ["anio=2020", { anio: "2020" }],
    ["anio=2020&mes=6", { anio: "2020", mes: "6" }],
    ["mes=6 (todos los años)", { mes: "6" }],
    ["q=presupuesto", { q: "presupuesto" }],
    ["q=presupuesto&estado=publicado", { q: "presupuesto", estado: "publicado" }],
    ['q="agua potable" Mixco&anio=2015', { q: '"agua potable" Mixco', anio: "2015" }],
    ["q=presupuesto, página profunda (60)", { q: "presupuesto", page: "60" }],
    ["ordenar=contenido, página 400", { ordenar: "contenido", page: "400" }],
    ["pageSize=100, página 50", { pageSize: "100", page: "50" }],
  ];
  const laborCases: [string, Record<string, string>][] = [
    ["sin filtros, página 1", {}],
    ["página profunda (250 de 250)", { page: "250" }],
    ["estado=publicado", { estado: "publicado" }],
    ["anio=2020", { anio: "2020" }],
    ["anio=2020&estado=publicado", { anio: "2020", estado: "publicado" }],
    ["q=vivienda", { q: "vivienda" }],
    ["q=vivienda&estado=borrador&anio=2010", { q: "vivienda", estado: "borrador", anio: "2010" }],
    ["pageSize=100, página 40", { pageSize: "100", page: "40" }],
  ];
  const cases: Case[] = [
    ...newsCases.map(([name, query]) => ({
      name: `noticias (admin) ${name}`,
      run: () => listAdminNews(office, news(query)),
    })),
    { name: "noticias (público) sin filtros", run: () => listPublishedNews(news({})) },
    {
      name: "noticias (público) q=salud&anio=2018",
      run: () => listPublishedNews(news({ q: "salud", anio: "2018" })),
    },
    ...laborCases.map(([name, query]) => ({
      name: `labores ${name}`,
      run: () => listAdminLabores(office, labores(query)),
    })),
  ];
  const ok = await measure(cases);
  console.log(
    ok ? `\nTodos los casos con p95 < ${TARGET_MS} ms.` : `\nHay casos con p95 ≥ ${TARGET_MS} ms.`,
  );
  return ok;
}

runBenchmark({ name: "bench-admin", port: 54345 }, main);
