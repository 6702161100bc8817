// The catalog (a few categories, procedures and preset messages, as in prisma/seed) and the words
// the gestiones data set's names and texts are made of.
import {
  descripcion,
  direccion,
  type CategoriaSeed,
  type FieldSeed,
} from "../../../prisma/seed/data/gestiones";

export const MUNICIPIOS = [
  "Quetzaltenango",
  "Salcajá",
  "Olintepeque",
  "San Carlos Sija",
  "Cantel",
  "Zunil",
  "Almolonga",
  "La Esperanza",
  "Coatepeque",
  "Colomba",
];

const municipio: FieldSeed = {
  key: "municipio",
  label: "Municipio afectado",
  type: "select",
  required: true,
  options: MUNICIPIOS,
};
const personas: FieldSeed = {
  key: "personas_afectadas",
  label: "Número de personas afectadas",
  type: "select",
  required: false,
  options: ["Menos de 50", "De 50 a 200", "De 201 a 1,000", "Más de 1,000"],
};

export const CATALOG: CategoriaSeed[] = [
  {
    nombre: "Infraestructura y obras",
    descripcion:
      "Caminos, calles, puentes, alumbrado y obras públicas detenidas o con deficiencias.",
    sla_dias_habiles: 15,
    templates: [
      {
        nombre: "Reparación de camino o calle",
        descripcion: "Caminos rurales, calles o puentes en mal estado.",
        fields: [municipio, direccion, descripcion, personas],
      },
      {
        nombre: "Alumbrado público",
        descripcion: "Calles o caminos sin iluminación o con lámparas dañadas.",
        fields: [municipio, direccion, descripcion],
      },
      {
        nombre: "Obra pública detenida o con deficiencias",
        descripcion:
          "Obras financiadas con fondos públicos detenidas, atrasadas o mal construidas.",
        fields: [municipio, descripcion],
      },
    ],
  },
  {
    nombre: "Salud",
    descripcion: "Puestos y centros de salud sin insumos, personal o medicamentos.",
    sla_dias_habiles: 10,
    templates: [
      {
        nombre: "Abastecimiento de puesto o centro de salud",
        descripcion: "Falta de medicamentos, insumos o personal.",
        fields: [municipio, direccion, descripcion, personas],
      },
      {
        nombre: "Solicitud de jornada médica",
        descripcion: "Jornadas de vacunación, consulta general o especialidades.",
        fields: [municipio, direccion, descripcion],
      },
    ],
  },
  {
    nombre: "Educación",
    descripcion: "Escuelas públicas, docentes y programas de apoyo escolar.",
    sla_dias_habiles: 15,
    templates: [
      {
        nombre: "Mejoras a escuela pública",
        descripcion: "Techos, aulas, sanitarios o mobiliario en mal estado.",
        fields: [municipio, direccion, descripcion],
      },
      {
        nombre: "Falta de docentes",
        descripcion: "Grados sin maestro asignado o plazas vacantes.",
        fields: [municipio, descripcion],
      },
    ],
  },
  {
    nombre: "Agua y saneamiento",
    descripcion: "Agua potable, drenajes y tratamiento de aguas residuales.",
    sla_dias_habiles: 20,
    templates: [
      {
        nombre: "Proyecto de agua potable",
        descripcion: "Comunidades sin servicio o con servicio irregular.",
        fields: [municipio, direccion, descripcion, personas],
      },
      {
        nombre: "Drenajes y aguas residuales",
        descripcion: "Drenajes colapsados o aguas negras a flor de tierra.",
        fields: [municipio, direccion, descripcion],
      },
    ],
  },
  {
    nombre: "Apoyo social",
    descripcion: "Orientación sobre programas sociales del Estado.",
    sla_dias_habiles: 5,
    templates: [
      {
        nombre: "Orientación sobre programas sociales",
        descripcion: "Bolsas de alimentos, bonos y becas.",
        fields: [municipio, descripcion],
      },
    ],
  },
];

export const PRESETS: { nombre: string; body: string; to_status: string }[] = [
  {
    nombre: "Recibida y en revisión",
    body: "Hemos recibido su gestión y nuestro equipo la está revisando. Le informaremos los siguientes pasos en los próximos días hábiles.",
    to_status: "in_review",
  },
  {
    nombre: "Trasladada a la institución responsable",
    body: "Su gestión fue trasladada a la institución responsable y le daremos seguimiento hasta obtener una respuesta.",
    to_status: "in_progress",
  },
  {
    nombre: "Solicitud de información adicional",
    body: "Para continuar con su gestión necesitamos información adicional. Por favor responda a este mensaje.",
    to_status: "waiting_info",
  },
  {
    nombre: "Gestión resuelta",
    body: "Su gestión ha sido resuelta. Gracias por confiar en nuestra oficina.",
    to_status: "resolved",
  },
  {
    nombre: "No procede",
    body: "Después de revisar su gestión, lamentamos informarle que no corresponde a las funciones de esta oficina.",
    to_status: "rejected",
  },
];

export const NOMBRES = [
  "María",
  "José",
  "Juan",
  "Ana",
  "Luis",
  "Carlos",
  "Rosa",
  "Marta",
  "Pedro",
  "Francisco",
  "Lucía",
  "Sofía",
  "Diego",
  "Andrea",
  "Miguel",
  "Gabriela",
  "Jorge",
  "Alejandra",
  "Manuel",
  "Carmen",
  "Byron",
  "Wendy",
  "Edgar",
  "Brenda",
  "Érick",
  "Mónica",
  "Óscar",
  "Silvia",
  "Héctor",
  "Ingrid",
  "Julio",
  "Claudia",
  "Mario",
  "Lourdes",
  "Sergio",
  "Dulce",
  "Rubén",
  "Aura",
  "Víctor",
  "Olga",
];
export const APELLIDOS = [
  "López",
  "García",
  "Pérez",
  "Hernández",
  "González",
  "Rodríguez",
  "Martínez",
  "Morales",
  "Ramírez",
  "Cifuentes",
  "Velásquez",
  "Barrios",
  "Méndez",
  "Castillo",
  "Orozco",
  "Juárez",
  "Chávez",
  "Ajú",
  "Tzul",
  "Xicará",
  "Coyoy",
  "Ixcot",
  "Batz",
  "Sic",
  "Tum",
  "Chojolán",
  "Quemé",
  "Racancoj",
  "de León",
  "Fuentes",
  "Monterroso",
  "Escobar",
  "Recinos",
  "Girón",
  "Alvarado",
  "Gómez",
  "Santizo",
  "Reyes",
  "Calderón",
  "Ordóñez",
];
export const LUGARES = [
  "aldea Chuicavioc",
  "cantón Xecaracoj",
  "zona 1",
  "zona 3",
  "caserío Los Cipresales",
  "aldea Llanos del Pinal",
  "colonia Las Flores",
  "barrio El Calvario",
  "aldea Chuisuc",
  "cantón Pacajá",
];
export const CITIZEN_LINES = [
  "Buenos días, ¿hay alguna novedad sobre mi gestión?",
  "Adjunto las fotografías que me solicitaron.",
  "El problema sigue igual, los vecinos están preocupados.",
  "Gracias por la información, quedo pendiente.",
  "Ya hablé con el COCODE y están de acuerdo en apoyar.",
  "¿Necesitan algún documento adicional de mi parte?",
  "Esta semana empeoró con las lluvias.",
  "Les comparto el número de teléfono del alcalde auxiliar.",
];
export const STAFF_LINES = [
  "Recibimos su mensaje, estamos dando seguimiento con la municipalidad.",
  "Le informamos que la solicitud fue trasladada al ministerio correspondiente.",
  "¿Podría indicarnos el punto de referencia exacto?",
  "La visita técnica quedó programada para la próxima semana.",
  "Gracias por su paciencia, le escribiremos en cuanto tengamos respuesta.",
  "Hemos solicitado información a la institución responsable.",
];
export const INTERNAL_LINES = [
  "Nota interna: llamar al delegado departamental el lunes.",
  "Nota interna: pendiente oficio de la municipalidad.",
  "Nota interna: el ciudadano ya tiene otra gestión parecida.",
  "Nota interna: revisar presupuesto disponible antes de responder.",
];
