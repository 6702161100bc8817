// The office's past year, generated: gestiones from people of the district over the 14 months
// before the seed runs (about 20 a month, more from the city than from the villages, more about
// roads and water than about schools), most of them answered and closed, so that the back
// office's lists and /transparencia have periods, categories and places to show. A fixed
// sequence, no randomness: every run on every machine writes the same rows.
import type { GestionStatus } from "@/lib/generated/prisma/client";
import type { CitizenSeed } from "./accounts";
import { GESTION_CATEGORIES, type FieldSeed, type GestionSeed, type Step } from "./gestiones";

const DEPARTMENT = "Quetzaltenango";
/** Where the past gestiones' citizens live, one entry per citizen: the city sends the most. */
const HOMES = [
  ...Array<string>(8).fill("Quetzaltenango"),
  "Salcajá",
  "Salcajá",
  "Salcajá",
  "Cantel",
  "Cantel",
  "Cantel",
  "Olintepeque",
  "Olintepeque",
  "La Esperanza",
  "La Esperanza",
  "Almolonga",
  "Zunil",
  "San Juan Ostuncalco",
  "Coatepeque",
  "San Mateo",
  "Concepción Chiquirichapa",
];
const FIRST_NAMES = [
  "Carmen",
  "José",
  "Gloria",
  "Manuel",
  "Sandra",
  "Francisco",
  "Elena",
  "Byron",
  "Irma",
  "Edgar",
  "Olga",
  "Mynor",
];
const SURNAMES = [
  "Xicará",
  "Tzul",
  "Cifuentes",
  "López",
  "Ixchop",
  "Pérez",
  "Batz",
  "Monterroso",
  "Coyoy",
  "Quemé",
  "Sac",
  "Orozco",
  "Chojolán",
];

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export const HISTORY_CITIZENS: readonly CitizenSeed[] = HOMES.map((municipio, index) => {
  const nombre = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const apellido = SURNAMES[(index * 5) % SURNAMES.length]!;
  const segundo = SURNAMES[(index * 7 + 3) % SURNAMES.length]!;
  return {
    primer_nombre: nombre,
    primer_apellido: apellido,
    segundo_apellido: segundo,
    correo: `${ascii(nombre)}.${ascii(apellido)}.${index + 1}@correo.gt`,
    serial: String(41_000_000 + index * 1_013),
    telefono: String(50_000_000 + index * 7_919),
    departamento: DEPARTMENT,
    municipio,
    activo: true,
    createdDaysAgo: 430 - index * 3,
  };
});

const COUNT = 280;
const FIRST_DAYS_AGO = 420;
const LAST_DAYS_AGO = 15;
/** Categories by how often people write about them: roads and works most, social support least. */
const CATEGORY_TURNS = [0, 3, 0, 1, 3, 0, 2, 3, 0, 4, 1, 0, 3, 2, 0, 3, 1, 0, 4, 3];

const TITLES: Record<string, string[]> = {
  "Reparación de camino o calle": [
    "Baches en la calle principal",
    "Camino a la aldea intransitable",
    "Puente peatonal dañado",
  ],
  "Alumbrado público": ["Lámparas apagadas en la calle", "Sin alumbrado en el acceso a la escuela"],
  "Obra pública detenida o con deficiencias": [
    "Obra de drenaje sin terminar",
    "Muro de contención agrietado",
  ],
  "Abastecimiento de puesto o centro de salud": [
    "Faltan medicamentos en el puesto de salud",
    "Centro de salud sin insumos",
  ],
  "Solicitud de jornada médica": ["Jornada médica para la comunidad", "Jornada de vacunación"],
  "Mejoras a escuela pública": ["Techo de la escuela en mal estado", "Escuela sin sanitarios"],
  "Falta de docentes": ["Faltan maestros en la escuela", "Grados sin docente asignado"],
  "Proyecto de agua potable": ["Sin agua desde hace semanas", "Ampliación de la red de agua"],
  "Drenajes y aguas residuales": ["Drenaje colapsado", "Aguas residuales en la calle"],
  "Orientación sobre programas sociales": [
    "Información sobre el programa del adulto mayor",
    "Requisitos para becas de estudio",
  ],
};

const TEXTS: Record<string, (municipio: string) => string> = {
  direccion: (municipio) => `Zona 1 de ${municipio}, a dos cuadras del parque central`,
  descripcion: (municipio) =>
    `Vecinos de ${municipio} pedimos apoyo: el problema lleva tiempo y afecta a varias familias.`,
  establecimiento: (municipio) => `Escuela Oficial Rural Mixta de ${municipio}`,
  nombre_obra: (municipio) => `Mejoramiento de calles de ${municipio}`,
  grados: () => "Tercero y cuarto primaria",
  residencia: (municipio) => `${municipio}, ${DEPARTMENT}`,
};

/** Every field the procedure asks for, answered as a neighbour of `municipio` would. */
function answers(fields: readonly FieldSeed[], municipio: string, turn: number) {
  const data: Record<string, string> = {};
  for (const field of fields) {
    if (field.key === "municipio") data[field.key] = municipio;
    else if (field.options) data[field.key] = field.options[turn % field.options.length]!;
    else if (field.required) data[field.key] = (TEXTS[field.key] ?? TEXTS.descripcion!)(municipio);
  }
  return data;
}

const ADMIN = "admin@demo.gt";
const ADMIN2 = "admin2@demo.gt";
const REPLY =
  "Gracias por escribirnos. Revisamos tu gestión y le damos seguimiento con la institución responsable; te avisaremos de cada avance.";

/** The past gestiones, oldest first; the last ones (a few weeks back) are still open. */
export function historyGestiones(): GestionSeed[] {
  return Array.from({ length: COUNT }, (_, turn) => {
    const categoria = GESTION_CATEGORIES[CATEGORY_TURNS[turn % CATEGORY_TURNS.length]!]!;
    const template = categoria.templates[turn % categoria.templates.length]!;
    const citizen = HISTORY_CITIZENS[(turn * 7) % HISTORY_CITIZENS.length]!;
    const createdDaysAgo =
      FIRST_DAYS_AGO - ((FIRST_DAYS_AGO - LAST_DAYS_AGO) * turn) / COUNT + (turn % 5) / 10;
    // Closed 3 to 40 days later: one in ten turned down, the rest resolved, unless still too recent.
    const closeHours = 24 * (3 + ((turn * 13) % 38));
    const rejected = turn % 10 === 7;
    const closed = closeHours < createdDaysAgo * 24 - 2;
    const status: GestionStatus = closed ? (rejected ? "rejected" : "resolved") : "in_progress";
    const steps: Step[] = [
      { at: 18, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      { at: 30, staff: REPLY, by: ADMIN2 },
      {
        at: closed ? closeHours : 40,
        to: status,
        by: ADMIN,
        preset: closed
          ? rejected
            ? "No procede"
            : "Gestión resuelta"
          : "Trasladada a la institución responsable",
      },
    ];
    const titles = TITLES[template.nombre] ?? [template.nombre];
    return {
      // A fixed folio, found again on every run (the demo's folios do not follow the calendar).
      folio: `GES-2025-${String(500 + turn).padStart(6, "0")}`,
      citizen: citizen.correo,
      categoria: categoria.nombre,
      template: template.nombre,
      titulo: titles[turn % titles.length]!,
      data: answers(template.fields, citizen.municipio, turn),
      status,
      createdDaysAgo,
      steps,
    };
  });
}
