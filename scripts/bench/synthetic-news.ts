// 10,000 believable published news for the assistant's benchmark, made of word lists in one SQL
// statement: the same topics, institutions and common words as the demo content, at different
// strides, so that the search meets common words at scale — in places the published content does
// not cover, so that none of them is an unlabelled right answer.
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { sqlArray } from "./sql";
import { elapsedMs } from "./timing";

export const EXTRA_NEWS = 10_000;

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
  // Places outside the published content's department (San Marcos, Huehuetenango, Totonicapán):
  // an item about the asked topic in the asked place would be a right answer the evaluation's
  // labels do not know, and hit@3 would count it a miss. Elsewhere, the same topics, institutions
  // and the region's common words are distractors only — the search must still rank the item
  // that names the place asked for first.
  place: [
    "San Pedro Sacatepéquez",
    "Comitancillo",
    "Tejutla",
    "San José Ojetenam",
    "Tacaná",
    "Ixchiguán",
    "San Miguel Ixtahuacán",
    "Concepción Tutuapa",
    "Esquipulas Palo Gordo",
    "San Lorenzo",
    "Malacatán",
    "Catarina",
    "Chiantla",
    "Aguacatán",
    "Cuilco",
    "Jacaltenango",
    "Todos Santos Cuchumatán",
    "Soloma",
    "Barillas",
    "Malacatancito",
    "Momostenango",
    "San Cristóbal Totonicapán",
    "Santa María Chiquimula",
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
export async function seedExtraNews(client: pg.Client): Promise<void> {
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
