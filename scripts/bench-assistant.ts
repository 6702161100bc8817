// Benchmark of the assistant at the size the product must handle: the demo content plus 10,000
// published news. Starts its own embedded PostgreSQL (port 54349, or BENCH_PG_PORT; data in
// .data/pg-bench-assistant, wiped first), migrates it, loads the demo seed, adds the news with
// set-based SQL and rebuilds the search index; then 10 conversations at once (10 async loops in this process, no language model
// configured) ask questions drawn from tests/fixtures/assistant-eval.json through the service
// (startChatSession, askAssistant: limits, search, answer and its storage), and the latency of each
// answer is measured. Prints p50/p95/max and the load average before and after. Quality at that size:
// hit@3 of the dev set and of the holdout, measured on the demo content alone and again with the
// 10,000 news mixed in, in the same run (only the figures: no question of the holdout is printed).
// Targets: p95 < 300 ms, and hit@3 drops by at most 0.05 on each set; exit code 1 otherwise.
//
// Run: npm run bench:assistant
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { askAssistant, startChatSession } from "@/lib/chat/service";
import { rebuildSearchIndex } from "@/lib/search/sync";
import {
  EVAL_SETS,
  evaluateAssistant,
  loadEvalItems,
  questionsOf,
  runOnDemoDatabase,
  type EvalSet,
} from "./assistant-eval-lib";
import { loadLine } from "./bench/report";
import { sqlArray, withClient } from "./bench/sql";
import { elapsedMs, summarize } from "./bench/timing";

const EXTRA_NEWS = 10_000;
const CONVERSATIONS = 10;
const QUESTIONS_PER_CONVERSATION = 32;
/** A conversation allows 15 questions a minute (lib/chat/service.ts): a citizen then starts another. */
const QUESTIONS_PER_SESSION = 15;
const TARGET_MS = 300;
/** How much hit@3 may drop once the 10,000 news are mixed in. */
const MAX_HIT_DROP = 0.05;
const SETS = Object.keys(EVAL_SETS) as EvalSet[];

/** hit@3 of each evaluation set on the database as it is now. */
async function hitAt3BySet(): Promise<Record<EvalSet, number>> {
  const entries = [];
  for (const set of SETS) entries.push([set, (await evaluateAssistant(loadEvalItems(set))).hitAt3]);
  return Object.fromEntries(entries);
}

// Word lists for believable, varied news: each item combines them at different strides.
const LISTS = {
  opening: [
    "La oficina del diputado",
    "El diputado Carlos Enrique Ixcot",
    "El equipo de la oficina distrital",
    "Una comisión de la oficina",
    "Junto a las autoridades locales, el diputado",
    "El personal técnico de la oficina",
    "La diputación de Quetzaltenango",
  ],
  action: [
    "fiscalizó",
    "inauguró",
    "gestionó",
    "supervisó",
    "acompañó la entrega de",
    "presentó una propuesta sobre",
    "verificó el avance de",
    "convocó a una mesa técnica sobre",
    "recibió solicitudes sobre",
    "dio seguimiento a",
    "revisó el expediente de",
  ],
  topic: [
    "el sistema de agua potable",
    "el mantenimiento del camino rural",
    "la ampliación de la escuela primaria",
    "el abastecimiento del puesto de salud",
    "el puente vehicular",
    "el alumbrado público",
    "la red de drenajes",
    "el mercado municipal",
    "el centro de salud",
    "la planta de tratamiento de aguas residuales",
    "el instituto de educación básica",
    "la cancha polideportiva",
    "el programa de becas de estudio",
    "la reforestación de zonas de recarga hídrica",
    "el salón comunal",
    "la pavimentación de la calle principal",
    "el programa del adulto mayor",
    "la jornada médica",
    "la seguridad vial",
    "el presupuesto de inversión municipal",
    "el riego para pequeños agricultores",
  ],
  place: [
    "Cantel",
    "Zunil",
    "Almolonga",
    "Salcajá",
    "Olintepeque",
    "San Juan Ostuncalco",
    "Concepción Chiquirichapa",
    "San Martín Sacatepéquez",
    "Cabricán",
    "Huitán",
    "Cajolá",
    "Sibilia",
    "Palestina de Los Altos",
    "San Mateo",
    "La Esperanza",
    "Coatepeque",
    "Colomba Costa Cuca",
    "Flores Costa Cuca",
    "Génova",
    "El Palmar",
    "San Carlos Sija",
    "San Francisco La Unión",
    "Quetzaltenango",
  ],
  institution: [
    "la municipalidad",
    "el Consejo Departamental de Desarrollo",
    "el Ministerio de Salud Pública",
    "el Ministerio de Educación",
    "la Dirección General de Caminos",
    "los COCODE de la zona",
    "el comité de vecinos",
    "la Coordinadora Departamental para la Reducción de Desastres",
    "el Área de Salud de Quetzaltenango",
    "la Dirección Departamental de Educación",
    "el Ministerio de Comunicaciones",
  ],
  people: [
    "familias",
    "estudiantes",
    "vecinos",
    "agricultores",
    "comerciantes",
    "personas adultas mayores",
    "mujeres emprendedoras",
    "pacientes",
    "niños y niñas",
  ],
  around: [
    "las aldeas vecinas de",
    "los caseríos de",
    "las comunidades rurales de",
    "los barrios de",
    "la cabecera municipal de",
    "los cantones de",
    "las colonias de",
  ],
  finding: [
    "identificaron atrasos en el cronograma de la obra",
    "constató que los trabajos avanzan según lo planificado",
    "encontró falta de señalización y medidas de seguridad",
    "verificó la calidad de los materiales utilizados",
    "detectó diferencias entre el avance físico y los pagos realizados",
    "confirmó la entrega de mobiliario y equipo",
    "registró las necesidades de mantenimiento pendientes",
    "comprobó que la obra está detenida desde hace meses",
  ],
  request: [
    "más personal de enfermería y medicamentos",
    "la reparación de los caminos antes de la temporada de lluvias",
    "la ampliación del horario de atención",
    "información pública sobre los contratos",
    "la construcción de nuevas aulas",
    "la limpieza de cunetas y drenajes",
    "iluminación en los tramos más peligrosos",
    "un plan de mantenimiento con fechas concretas",
    "capacitación para el comité comunitario",
  ],
  closing: [
    "consideran prioritario para el próximo año",
    "esperan ver incluido en el presupuesto",
    "presentarán en la siguiente audiencia pública",
    "acompañarán con trabajo comunitario",
    "llevan años solicitando",
  ],
};

type ListName = keyof typeof LISTS;

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** The SQL for item i's entry of a list, `stride` apart (coprime with its length, so all are used). */
function pick(name: ListName, stride: number): string {
  const length = LISTS[name].length;
  if (gcd(stride, length) !== 1) throw new Error(`Paso ${stride} no recorre la lista ${name}.`);
  return `${name}[1 + (i * ${stride}) % ${length}]`;
}

/** 10,000 published news made of the word lists, in one statement. */
async function seedExtraNews(client: pg.Client): Promise<void> {
  const started = performance.now();
  const [opening, action, topic, place, institution, people, around, finding, request, closing] = [
    pick("opening", 3),
    pick("action", 1),
    pick("topic", 5),
    pick("place", 7),
    pick("institution", 3),
    pick("people", 7),
    pick("around", 4),
    pick("finding", 3),
    pick("request", 5),
    pick("closing", 2),
  ];
  const [otherTopic, otherPlace] = [pick("topic", 13), pick("place", 11)];
  const did = `replace(${action} || ' ' || ${topic}, ' de el ', ' del ')`;
  const lists = Object.entries(LISTS)
    .map(([name, values]) => `${sqlArray(values)} AS ${name}`)
    .join(", ");
  await client.query(`
    INSERT INTO news (titulo, subtitulo, resumen, contenido_html, slug, estado, fecha_contenido,
                      hora_contenido, fecha_publicacion, created_at, updated_at)
    SELECT upper(left(subject, 1)) || substr(subject, 2) || ' en ' || ${place},
           ${opening} || ' ' || ${did},
           'En ' || ${place} || ' se ' || ${finding} || '; los vecinos pidieron ' || ${request} || '.',
           '<p>' || ${opening} || ' ' || ${did} || ' en ' || ${place} || ', en coordinación con ' || ${institution} || '.</p>'
             || '<p>El proyecto beneficia a ' || (40 + (i * 37) % 2400) || ' ' || ${people} || ' de ' || ${around} || ' ' || ${place} || '.</p>'
             || '<p>Durante la visita se ' || ${finding} || '. Los representantes comunitarios solicitaron ' || ${request} || ', y la solicitud fue trasladada a ' || ${institution} || '.</p>'
             || '<p>También se conversó sobre ' || ${otherTopic} || ', que en ' || ${otherPlace} || ' ' || ${closing} || '.</p>',
           'bench-noticia-' || i,
           'publicado',
           d,
           '10:00',
           d + interval '15 hours',
           d, d
    FROM generate_series(1, ${EXTRA_NEWS}) AS i,
         (SELECT ${lists}) AS lists,
         LATERAL (SELECT current_date - (i * 13) % 2190 AS d,
                         regexp_replace(${topic}, '^[^ ]+ ', '') AS subject) AS parts`);
  console.log(`${EXTRA_NEWS} noticias publicadas añadidas en ${elapsedMs(started)} ms.`);
}

/** One citizen: a conversation (a new one every 15 questions), questions one after another. */
async function conversation(index: number, questions: string[], times: number[]): Promise<number> {
  const ip = `10.0.0.${index + 1}`;
  let sessionId = "";
  let found = 0;
  for (const [turn, message] of questions.entries()) {
    const start = performance.now();
    if (turn % QUESTIONS_PER_SESSION === 0) sessionId = await startChatSession(null, ip);
    const answer = await askAssistant({ session_id: sessionId, message }, ip);
    times.push(performance.now() - start);
    if (answer.sources.length) found += 1;
  }
  return found;
}

async function main(url: string): Promise<boolean> {
  const alone = await hitAt3BySet();
  await withClient(url, seedExtraNews);
  let started = performance.now();
  const passages = await rebuildSearchIndex();
  console.log(`Índice reconstruido: ${passages} pasajes en ${elapsedMs(started)} ms.`);
  const pool = questionsOf(loadEvalItems("dev")).map((question) => question.q);
  // Each conversation walks the questions from its own starting point.
  const plan = Array.from({ length: CONVERSATIONS }, (_, c) =>
    Array.from(
      { length: QUESTIONS_PER_CONVERSATION },
      (_, turn) => pool[(c * 7 + turn * 3) % pool.length]!,
    ),
  );
  // Warm-up: connections, plans and caches, off the record.
  await conversation(CONVERSATIONS, pool.slice(0, 10), []);

  console.log(`\n${loadLine("antes")}`);
  const times: number[] = [];
  started = performance.now();
  const found = await Promise.all(plan.map((questions, c) => conversation(c, questions, times)));
  const elapsed = performance.now() - started;
  console.log(loadLine("después"));

  const { p50, p95, max } = summarize(times);
  const answered = found.reduce((sum, count) => sum + count, 0);
  console.log(
    `\n${times.length} respuestas en ${(elapsed / 1000).toFixed(1)} s con ${CONVERSATIONS} conversaciones a la vez ` +
      `(${((times.length / elapsed) * 1000).toFixed(1)} por segundo; ${answered} con fuentes)`,
  );
  console.log(
    `Latencia de una respuesta: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, máx ${max.toFixed(1)} ms`,
  );
  const fast = p95 < TARGET_MS;
  console.log(
    fast
      ? `p95 < ${TARGET_MS} ms: objetivo cumplido.`
      : `p95 ≥ ${TARGET_MS} ms: objetivo NO cumplido.`,
  );

  const mixed = await hitAt3BySet();
  const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
  let holds = true;
  console.log(`\nCalidad (hit@3) sin y con las ${EXTRA_NEWS} noticias:`);
  for (const set of SETS) {
    const drop = alone[set] - mixed[set];
    holds &&= drop <= MAX_HIT_DROP;
    console.log(`  ${set.padEnd(8)} ${pct(alone[set])} → ${pct(mixed[set])} (baja ${pct(drop)})`);
  }
  console.log(
    holds
      ? `La calidad se mantiene (baja ≤ ${pct(MAX_HIT_DROP)}).`
      : `La calidad NO se mantiene (baja > ${pct(MAX_HIT_DROP)}).`,
  );
  return fast && holds;
}

// No language model: the answer is written from the passages.
for (const name of ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"]) delete process.env[name];

runOnDemoDatabase({ name: "bench-assistant", port: 54349 }, main);
