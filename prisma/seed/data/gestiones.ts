// Gestión categories, templates (with their form fields), preset messages and demo gestiones.
import type { GestionStatus } from "@/lib/generated/prisma/client";
import type { FieldType } from "@/lib/gestiones/catalog-schema";

export interface FieldSeed {
  key: string;
  label: string;
  type: FieldType;
  required: boolean;
  options?: string[];
  help?: string;
}

interface TemplateSeed {
  nombre: string;
  descripcion: string;
  fields: FieldSeed[];
}

export interface CategoriaSeed {
  nombre: string;
  descripcion: string;
  sla_dias_habiles: number;
  templates: TemplateSeed[];
}

/** Its options are the municipalities of the district the office's identity names. */
const municipio: FieldSeed = {
  key: "municipio",
  label: "Municipio afectado",
  type: "municipality",
  required: true,
  help: "Municipio del distrito donde se encuentra el problema.",
};
/** Fields several procedures ask for (the gestiones benchmark builds its catalog from them too). */
export const direccion: FieldSeed = {
  key: "direccion",
  label: "Dirección o referencia",
  type: "text",
  required: true,
  help: "Aldea, caserío, zona o un punto de referencia conocido.",
};
export const descripcion: FieldSeed = {
  key: "descripcion",
  label: "Descripción del problema",
  type: "textarea",
  required: true,
  help: "Explica qué ocurre, desde cuándo y a quiénes afecta.",
};
const personas: FieldSeed = {
  key: "personas_afectadas",
  label: "Número de personas afectadas",
  type: "select",
  required: true,
  options: ["Menos de 50", "De 50 a 200", "De 201 a 1,000", "Más de 1,000"],
};
const establecimiento = (label: string): FieldSeed => ({
  key: "establecimiento",
  label,
  type: "text",
  required: true,
});
const nivel: FieldSeed = {
  key: "nivel",
  label: "Nivel educativo",
  type: "select",
  required: true,
  options: ["Preprimaria", "Primaria", "Básico", "Diversificado"],
};

export const GESTION_CATEGORIES: readonly CategoriaSeed[] = [
  {
    nombre: "Infraestructura y obras",
    descripcion:
      "Caminos, calles, puentes, alumbrado y obras públicas detenidas o con deficiencias.",
    sla_dias_habiles: 15,
    templates: [
      {
        nombre: "Reparación de camino o calle",
        descripcion: "Caminos rurales, calles o puentes en mal estado.",
        fields: [
          municipio,
          direccion,
          {
            key: "tipo_via",
            label: "Tipo de vía",
            type: "select",
            required: true,
            options: [
              "Camino rural de terracería",
              "Calle urbana",
              "Carretera departamental",
              "Puente o paso vehicular",
            ],
          },
          {
            key: "tiempo_problema",
            label: "¿Desde hace cuánto tiempo existe el problema?",
            type: "select",
            required: false,
            options: ["Menos de un mes", "De 1 a 6 meses", "Más de 6 meses"],
          },
          descripcion,
          personas,
        ],
      },
      {
        nombre: "Alumbrado público",
        descripcion: "Calles o caminos sin iluminación o con lámparas dañadas.",
        fields: [
          municipio,
          direccion,
          {
            key: "cantidad_lamparas",
            label: "Número aproximado de lámparas o postes",
            type: "number",
            required: false,
            help: "Si no lo sabes, deja el campo vacío.",
          },
          descripcion,
        ],
      },
      {
        nombre: "Obra pública detenida o con deficiencias",
        descripcion:
          "Obras financiadas con fondos públicos que están detenidas, atrasadas o mal construidas.",
        fields: [
          municipio,
          {
            key: "nombre_obra",
            label: "Nombre o descripción de la obra",
            type: "text",
            required: true,
          },
          {
            key: "entidad_ejecutora",
            label: "Entidad que ejecuta la obra",
            type: "select",
            required: false,
            options: [
              "Municipalidad",
              "Consejo Departamental de Desarrollo",
              "Ministerio de Comunicaciones",
              "No sé",
            ],
          },
          descripcion,
        ],
      },
    ],
  },
  {
    nombre: "Salud",
    descripcion: "Puestos y centros de salud, medicamentos, personal y jornadas médicas.",
    sla_dias_habiles: 10,
    templates: [
      {
        nombre: "Abastecimiento de puesto o centro de salud",
        descripcion: "Falta de medicamentos, personal, equipo o mejoras en un servicio de salud.",
        fields: [
          municipio,
          establecimiento("Nombre del puesto o centro de salud"),
          {
            key: "necesidad",
            label: "¿Qué se necesita?",
            type: "select",
            required: true,
            options: [
              "Medicamentos",
              "Personal médico o de enfermería",
              "Equipo médico",
              "Infraestructura",
            ],
          },
          descripcion,
          personas,
        ],
      },
      {
        nombre: "Solicitud de jornada médica",
        descripcion:
          "Jornadas de atención gratuita en comunidades con poco acceso a servicios de salud.",
        fields: [
          municipio,
          direccion,
          {
            key: "especialidad",
            label: "Especialidad solicitada",
            type: "select",
            required: true,
            options: ["Medicina general", "Odontología", "Oftalmología", "Control prenatal"],
          },
          descripcion,
          personas,
        ],
      },
    ],
  },
  {
    nombre: "Educación",
    descripcion: "Escuelas e institutos públicos: infraestructura, mobiliario y docentes.",
    sla_dias_habiles: 15,
    templates: [
      {
        nombre: "Mejoras a escuela pública",
        descripcion: "Techos, aulas, sanitarios, mobiliario o agua en establecimientos públicos.",
        fields: [
          municipio,
          establecimiento("Nombre de la escuela o instituto"),
          nivel,
          {
            key: "necesidad",
            label: "¿Qué se necesita?",
            type: "select",
            required: true,
            options: ["Techos o aulas", "Servicios sanitarios", "Mobiliario", "Agua potable"],
          },
          descripcion,
        ],
      },
      {
        nombre: "Falta de docentes",
        descripcion: "Grados o secciones sin maestro asignado.",
        fields: [
          municipio,
          establecimiento("Nombre de la escuela o instituto"),
          nivel,
          {
            key: "grados",
            label: "Grados o secciones sin docente",
            type: "text",
            required: true,
            help: "Por ejemplo: 5o. y 6o. primaria.",
          },
          descripcion,
        ],
      },
    ],
  },
  {
    nombre: "Agua y saneamiento",
    descripcion: "Sistemas de agua potable, drenajes y tratamiento de aguas residuales.",
    sla_dias_habiles: 20,
    templates: [
      {
        nombre: "Proyecto de agua potable",
        descripcion: "Comunidades sin sistema de agua o con un sistema insuficiente o dañado.",
        fields: [
          municipio,
          direccion,
          {
            key: "situacion",
            label: "Situación actual",
            type: "select",
            required: true,
            options: [
              "No hay sistema de agua",
              "El sistema existente no alcanza",
              "El sistema está dañado",
            ],
          },
          descripcion,
          personas,
        ],
      },
      {
        nombre: "Drenajes y aguas residuales",
        descripcion: "Falta de drenajes, drenajes colapsados o descargas de aguas residuales.",
        fields: [municipio, direccion, descripcion, personas],
      },
    ],
  },
  {
    nombre: "Apoyo social",
    descripcion:
      "Orientación sobre programas sociales del Estado y apoyo en situaciones de emergencia.",
    sla_dias_habiles: 5,
    templates: [
      {
        nombre: "Orientación sobre programas sociales",
        descripcion: "Requisitos y trámites de programas sociales, becas y apoyos por emergencia.",
        fields: [
          {
            key: "residencia",
            label: "Municipio y departamento de residencia",
            type: "text",
            required: true,
          },
          {
            key: "programa",
            label: "Programa sobre el que necesita orientación",
            type: "select",
            required: true,
            options: ["Adulto mayor", "Becas de estudio", "Apoyo por emergencia", "Otro programa"],
          },
          { key: "descripcion", label: "Describe tu situación", type: "textarea", required: true },
        ],
      },
    ],
  },
];

export const PRESET_MESSAGES: readonly {
  nombre: string;
  body: string;
  to_status: GestionStatus;
}[] = [
  {
    nombre: "Recibida y en revisión",
    body: "Recibimos tu gestión y nuestro equipo la está revisando. Te informaremos los siguientes pasos en los próximos días hábiles.",
    to_status: "in_review",
  },
  {
    nombre: "Trasladada a la institución responsable",
    body: "Tu gestión fue trasladada a la institución responsable y le daremos seguimiento hasta obtener una respuesta. Te avisaremos de cualquier avance.",
    to_status: "in_progress",
  },
  {
    nombre: "Solicitud de información adicional",
    // The notice that carries it says how to answer on the citizen's channel (lib/channels/notify.ts).
    body: "Para continuar con tu gestión necesitamos información adicional: envíanos los datos que te indicamos.",
    to_status: "waiting_info",
  },
  {
    nombre: "Gestión resuelta",
    body: "Tu gestión fue resuelta. Gracias por confiar en nuestra oficina; si el problema persiste, escríbenos.",
    to_status: "resolved",
  },
  {
    nombre: "No procede",
    body: "Después de revisar tu gestión, lamentamos informarte que no corresponde a las funciones de esta oficina. Te indicamos a qué institución puedes acudir.",
    to_status: "rejected",
  },
];

/** One event of a gestión's history, `at` hours after it was filed. */
export type Step =
  | { at: number; citizen: string }
  | { at: number; staff: string; by: string; internal?: boolean }
  | { at: number; to: GestionStatus; by: string; comment?: string; preset?: string };

export interface GestionSeed {
  folio: string;
  citizen: string;
  categoria: string;
  template: string;
  titulo: string;
  data: Record<string, string>;
  status: GestionStatus;
  createdDaysAgo: number;
  steps: Step[];
}

const ADMIN = "admin@demo.gt";
const ADMIN2 = "admin2@demo.gt";
const CIUDADANO = "ciudadano@demo.gt";

export const GESTIONES: readonly GestionSeed[] = [
  // ── ciudadano@demo.gt: one or more in every status ──
  {
    folio: "GES-2026-000101",
    citizen: CIUDADANO,
    categoria: "Agua y saneamiento",
    template: "Proyecto de agua potable",
    titulo: "Ampliación del sistema de agua en el caserío Pachaj, Cantel",
    data: {
      municipio: "Cantel",
      direccion: "Caserío Pachaj, a 2 kilómetros de la cabecera, camino a Xecam",
      situacion: "El sistema existente no alcanza",
      descripcion:
        "El sistema de agua del caserío se construyó hace más de veinte años para 40 familias y hoy somos más de 120. En verano el agua llega solo dos horas al día y las familias de la parte alta no reciben nada.",
      personas_afectadas: "De 201 a 1,000",
    },
    status: "new",
    createdDaysAgo: 1,
    steps: [
      {
        at: 0.3,
        citizen:
          "Mis padres viven en Pachaj. Quedo atenta a cualquier información adicional que necesiten; el comité de agua puede enviar el acta de su asamblea.",
      },
    ],
  },
  {
    folio: "GES-2026-000102",
    citizen: CIUDADANO,
    categoria: "Infraestructura y obras",
    template: "Reparación de camino o calle",
    titulo: "Camino de terracería intransitable hacia la aldea Chirijquiac",
    data: {
      municipio: "Quetzaltenango",
      direccion: "Aldea Chirijquiac, desde el cruce de la carretera a Almolonga",
      tipo_via: "Camino rural de terracería",
      tiempo_problema: "De 1 a 6 meses",
      descripcion:
        "Con las últimas lluvias el camino quedó con zanjas profundas y los microbuses ya no suben. Los estudiantes y las personas que van al centro de salud tienen que caminar casi una hora.",
      personas_afectadas: "De 201 a 1,000",
    },
    status: "in_review",
    createdDaysAgo: 4,
    steps: [
      { at: 20, to: "in_review", by: ADMIN2, preset: "Recibida y en revisión" },
      {
        at: 22,
        staff:
          "Verificar si el tramo está incluido en el listado de la mesa técnica de caminos rurales.",
        by: ADMIN2,
        internal: true,
      },
      {
        at: 30,
        citizen:
          "Gracias. Les comparto que los vecinos están dispuestos a apoyar con mano de obra si se consigue el material.",
      },
    ],
  },
  {
    folio: "GES-2026-000103",
    citizen: CIUDADANO,
    categoria: "Educación",
    template: "Mejoras a escuela pública",
    titulo: "Reparación del techo de la EORM del caserío Xetuj, Cantel",
    data: {
      municipio: "Cantel",
      establecimiento: "Escuela Oficial Rural Mixta caserío Xetuj",
      nivel: "Primaria",
      necesidad: "Techos o aulas",
      descripcion:
        "Tres aulas tienen láminas rotas y cuando llueve los niños reciben clases en el corredor. La junta escolar ya presentó la solicitud a la municipalidad sin respuesta.",
    },
    status: "in_progress",
    createdDaysAgo: 45,
    steps: [
      { at: 24, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      {
        at: 26,
        staff:
          "Buen día, María José. ¿Podría indicarnos el número de estudiantes de la escuela y si la junta escolar tiene copia de la solicitud presentada a la municipalidad?",
        by: ADMIN,
      },
      {
        at: 40,
        citizen:
          "Son 186 estudiantes. La junta escolar tiene la copia con sello de recibido; se la envío esta semana.",
      },
      {
        at: 120,
        to: "in_progress",
        by: ADMIN,
        preset: "Trasladada a la institución responsable",
        comment:
          "Trasladamos la solicitud a la Dirección Departamental de Educación con copia a la municipalidad de Cantel.",
      },
      {
        at: 480,
        citizen: "Buenas tardes, ¿hay alguna novedad? Ya empezó de nuevo la temporada de lluvias.",
      },
      {
        at: 500,
        staff:
          "Buenas tardes. La Dirección Departamental nos informó que el proyecto está en proceso de cotización. Seguimos insistiendo para que se ejecute cuanto antes.",
        by: ADMIN,
      },
      {
        at: 720,
        staff:
          "La DIDEDUC indica que la cotización se atrasó por falta de ofertas. Llamar al jefe de infraestructura el lunes.",
        by: ADMIN,
        internal: true,
      },
    ],
  },
  {
    folio: "GES-2026-000104",
    citizen: CIUDADANO,
    categoria: "Salud",
    template: "Abastecimiento de puesto o centro de salud",
    titulo: "Falta de medicamentos en el puesto de salud de Pasac",
    data: {
      municipio: "Cantel",
      establecimiento: "Puesto de salud de Pasac",
      necesidad: "Medicamentos",
      descripcion:
        "Desde hace dos meses no hay medicamentos para la presión ni para la diabetes. Las personas mayores tienen que viajar a Quetzaltenango para comprarlos.",
      personas_afectadas: "De 50 a 200",
    },
    status: "waiting_info",
    createdDaysAgo: 6,
    steps: [
      { at: 18, to: "in_review", by: ADMIN2, preset: "Recibida y en revisión" },
      {
        at: 46,
        to: "waiting_info",
        by: ADMIN2,
        preset: "Solicitud de información adicional",
        comment:
          "Para trasladar la solicitud al Área de Salud necesitamos la lista de los medicamentos que faltan y, si es posible, el nombre de la persona encargada del puesto.",
      },
      {
        at: 47,
        staff:
          "El Área de Salud pide la lista exacta de medicamentos para verificar su inventario.",
        by: ADMIN2,
        internal: true,
      },
    ],
  },
  {
    folio: "GES-2026-000105",
    citizen: CIUDADANO,
    categoria: "Apoyo social",
    template: "Orientación sobre programas sociales",
    titulo: "Orientación sobre el programa del adulto mayor para mi madre",
    data: {
      residencia: "Cantel, Quetzaltenango",
      programa: "Adulto mayor",
      descripcion:
        "Mi madre tiene 68 años y no recibe ninguna pensión. Quisiera saber si puede inscribirse en el programa del adulto mayor y qué documentos necesita.",
    },
    status: "resolved",
    createdDaysAgo: 60,
    steps: [
      { at: 6, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      {
        at: 24,
        to: "in_progress",
        by: ADMIN,
        comment: "Consultamos los requisitos vigentes con el Ministerio de Trabajo.",
      },
      {
        at: 30,
        staff:
          "Los requisitos principales son: DPI vigente, constancia de residencia, constancia de no recibir pensión y un estudio socioeconómico que realiza el Ministerio de Trabajo. La solicitud se presenta en la delegación departamental de Quetzaltenango.",
        by: ADMIN,
      },
      {
        at: 50,
        citizen: "Muchas gracias. ¿La constancia de residencia la extiende la municipalidad?",
      },
      {
        at: 54,
        staff:
          "Así es: la extiende la municipalidad de Cantel. Con gusto le ayudamos si tiene alguna dificultad con el trámite.",
        by: ADMIN,
      },
      { at: 120, to: "resolved", by: ADMIN, preset: "Gestión resuelta" },
      { at: 126, citizen: "Ya presentamos la solicitud. ¡Gracias por la orientación!" },
    ],
  },
  {
    folio: "GES-2026-000106",
    citizen: CIUDADANO,
    categoria: "Infraestructura y obras",
    template: "Alumbrado público",
    titulo: "Alumbrado en la calle interior del residencial Los Pinos",
    data: {
      municipio: "Quetzaltenango",
      direccion: "Residencial Los Pinos, zona 8",
      cantidad_lamparas: "6",
      descripcion:
        "La calle interior del residencial no tiene iluminación y por las noches es peligroso caminar.",
    },
    status: "rejected",
    createdDaysAgo: 90,
    steps: [
      { at: 24, to: "in_review", by: ADMIN2, preset: "Recibida y en revisión" },
      {
        at: 72,
        to: "rejected",
        by: ADMIN2,
        preset: "No procede",
        comment:
          "La calle interior del residencial es de propiedad privada; el alumbrado corresponde a la administración del residencial. Para el alumbrado de la calle de acceso puede acudir a la Empresa Eléctrica Municipal.",
      },
      { at: 80, citizen: "Entiendo, gracias por la aclaración. Hablaremos con la administración." },
    ],
  },
  {
    folio: "GES-2026-000107",
    citizen: CIUDADANO,
    categoria: "Educación",
    template: "Falta de docentes",
    titulo: "Falta de maestro de sexto grado en la escuela de Chuicavioc",
    data: {
      municipio: "Quetzaltenango",
      establecimiento: "Escuela Oficial Rural Mixta aldea Chuicavioc",
      nivel: "Primaria",
      grados: "6o. primaria",
      descripcion:
        "El maestro de sexto grado se jubiló en febrero y hasta ahora no se ha nombrado a nadie. La directora atiende dos grados al mismo tiempo.",
    },
    status: "resolved",
    createdDaysAgo: 150,
    steps: [
      { at: 20, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      {
        at: 44,
        to: "waiting_info",
        by: ADMIN,
        comment:
          "¿Podría confirmarnos el código del establecimiento? Aparece en los documentos de inscripción.",
      },
      { at: 60, citizen: "El código es 09-01-0412-43. Gracias." },
      { at: 62, to: "in_progress", by: ADMIN, preset: "Trasladada a la institución responsable" },
      {
        at: 400,
        staff:
          "La Dirección Departamental confirmó la contratación de un docente por renglón 011 a partir del próximo mes.",
        by: ADMIN,
      },
      {
        at: 720,
        to: "resolved",
        by: ADMIN,
        preset: "Gestión resuelta",
        comment: "El docente ya se presentó a la escuela.",
      },
    ],
  },
  // ── Other citizens ──
  {
    folio: "GES-2026-000108",
    citizen: "juan.tum@correo.gt",
    categoria: "Salud",
    template: "Solicitud de jornada médica",
    titulo: "Jornada médica para la aldea Xecam",
    data: {
      municipio: "Cantel",
      direccion: "Escuela de la aldea Xecam",
      especialidad: "Odontología",
      descripcion:
        "En la aldea no hay servicio de odontología y muchos niños tienen problemas dentales. La escuela ofrece sus instalaciones para la jornada.",
      personas_afectadas: "De 201 a 1,000",
    },
    status: "new",
    createdDaysAgo: 2,
    steps: [],
  },
  {
    folio: "GES-2026-000109",
    citizen: "rosa.coyoy@correo.gt",
    categoria: "Infraestructura y obras",
    template: "Obra pública detenida o con deficiencias",
    titulo: "Pavimentación detenida en la 4a. calle de la zona 5",
    data: {
      municipio: "Quetzaltenango",
      nombre_obra: "Pavimentación de la 4a. calle, zona 5",
      entidad_ejecutora: "Municipalidad",
      descripcion:
        "La obra se inició hace cinco meses y desde hace tres no hay trabajadores. La calle quedó levantada y los vecinos no pueden sacar sus vehículos.",
    },
    status: "in_review",
    createdDaysAgo: 3,
    steps: [
      { at: 16, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      {
        at: 17,
        staff:
          "Solicitar a la municipalidad el contrato y el cronograma de la obra por la vía de acceso a la información.",
        by: ADMIN,
        internal: true,
      },
    ],
  },
  {
    folio: "GES-2026-000110",
    citizen: "pedro.sic@correo.gt",
    categoria: "Agua y saneamiento",
    template: "Proyecto de agua potable",
    titulo: "Sistema de agua para el caserío Los Díaz, San Juan Ostuncalco",
    data: {
      municipio: "San Juan Ostuncalco",
      direccion: "Caserío Los Díaz, aldea Agua Blanca",
      situacion: "No hay sistema de agua",
      descripcion:
        "Las familias del caserío acarrean agua de un nacimiento a 40 minutos. El COCODE ya tiene identificada una fuente y el terreno para el tanque.",
      personas_afectadas: "De 50 a 200",
    },
    status: "in_progress",
    createdDaysAgo: 8,
    steps: [
      { at: 10, to: "in_review", by: ADMIN2, preset: "Recibida y en revisión" },
      {
        at: 30,
        staff: "Don Pedro, ¿el COCODE cuenta con el aforo de la fuente o algún estudio previo?",
        by: ADMIN2,
      },
      {
        at: 52,
        citizen:
          "Sí, tenemos un aforo que hizo la municipalidad el año pasado. Lo llevamos a la oficina el sábado.",
      },
      {
        at: 100,
        to: "in_progress",
        by: ADMIN2,
        preset: "Trasladada a la institución responsable",
        comment:
          "Se presentó la solicitud a la Dirección Municipal de Planificación para incluir el estudio de preinversión.",
      },
    ],
  },
  {
    folio: "GES-2026-000111",
    citizen: "ana.velasquez@correo.gt",
    categoria: "Infraestructura y obras",
    template: "Reparación de camino o calle",
    titulo: "Paso vehicular dañado en la colonia El Rosario, Coatepeque",
    data: {
      municipio: "Coatepeque",
      direccion: "Colonia El Rosario, paso sobre el zanjón",
      tipo_via: "Puente o paso vehicular",
      tiempo_problema: "Más de 6 meses",
      descripcion:
        "El paso vehicular tiene una grieta grande y los vecinos tienen miedo de que colapse con las lluvias.",
      personas_afectadas: "Más de 1,000",
    },
    status: "waiting_info",
    createdDaysAgo: 35,
    steps: [
      { at: 20, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      {
        at: 200,
        to: "waiting_info",
        by: ADMIN,
        preset: "Solicitud de información adicional",
        comment:
          "¿Podría enviarnos fotografías del daño y la ubicación exacta (o un punto de referencia cercano)?",
      },
      {
        at: 500,
        staff:
          "Recordatorio: seguimos esperando las fotografías para trasladar el caso a la Dirección General de Caminos.",
        by: ADMIN,
      },
    ],
  },
  {
    folio: "GES-2026-000112",
    citizen: "miguel.yax@correo.gt",
    categoria: "Apoyo social",
    template: "Orientación sobre programas sociales",
    titulo: "Información sobre becas para estudios universitarios",
    data: {
      residencia: "Olintepeque, Quetzaltenango",
      programa: "Becas de estudio",
      descripcion:
        "Mi hija terminó el diversificado con buenas notas y quiere estudiar Ingeniería en Xela. Quisiera saber qué becas existen.",
    },
    status: "resolved",
    createdDaysAgo: 30,
    steps: [
      { at: 8, to: "in_review", by: ADMIN2, preset: "Recibida y en revisión" },
      {
        at: 26,
        staff:
          "Buen día, don Miguel. Existen becas de la universidad estatal por excelencia académica y programas de becas nacionales. Te enviamos por correo la guía de requisitos y las fechas de convocatoria.",
        by: ADMIN2,
      },
      { at: 30, to: "resolved", by: ADMIN2, preset: "Gestión resuelta" },
    ],
  },
  {
    folio: "GES-2026-000113",
    citizen: "silvia.ajanel@correo.gt",
    categoria: "Agua y saneamiento",
    template: "Drenajes y aguas residuales",
    titulo: "Conexión de drenaje para vivienda particular",
    data: {
      municipio: "Almolonga",
      direccion: "Cantón Santa Cruz, 2a. avenida",
      descripcion:
        "Necesito que conecten mi casa al drenaje municipal que pasa frente a la vivienda.",
      personas_afectadas: "Menos de 50",
    },
    status: "rejected",
    createdDaysAgo: 20,
    steps: [
      { at: 12, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      {
        at: 30,
        to: "rejected",
        by: ADMIN,
        preset: "No procede",
        comment:
          "Las conexiones domiciliares al drenaje las autoriza y realiza la municipalidad de Almolonga; puede solicitarla en la oficina de servicios públicos municipales.",
      },
    ],
  },
  {
    folio: "GES-2026-000114",
    citizen: "oscar.hernandez@correo.gt",
    categoria: "Educación",
    template: "Mejoras a escuela pública",
    titulo: "Mobiliario para la escuela de la aldea El Edén, Palestina de Los Altos",
    data: {
      municipio: "Palestina de Los Altos",
      establecimiento: "Escuela Oficial Rural Mixta aldea El Edén",
      nivel: "Preprimaria",
      necesidad: "Mobiliario",
      descripcion:
        "Los niños de preprimaria reciben clases en bancas de adultos. Se necesitan 30 mesas y sillas pequeñas.",
    },
    status: "new",
    createdDaysAgo: 0.5,
    steps: [],
  },
  {
    folio: "GES-2026-000115",
    citizen: "lucia.garcia@correo.gt",
    categoria: "Salud",
    template: "Solicitud de jornada médica",
    titulo: "Jornada oftalmológica para adultos mayores de San Mateo",
    data: {
      municipio: "San Mateo",
      direccion: "Salón comunal de la cabecera municipal",
      especialidad: "Oftalmología",
      descripcion:
        "Muchos adultos mayores necesitan lentes o tienen cataratas y no pueden viajar a la ciudad para una consulta.",
      personas_afectadas: "De 50 a 200",
    },
    status: "in_review",
    createdDaysAgo: 2,
    steps: [{ at: 20, to: "in_review", by: ADMIN2, preset: "Recibida y en revisión" }],
  },
  {
    folio: "GES-2026-000116",
    citizen: "diego.cabrera@correo.gt",
    categoria: "Infraestructura y obras",
    template: "Alumbrado público",
    titulo: "Lámparas dañadas en el cantón Las Rosas, Salcajá",
    data: {
      municipio: "Salcajá",
      direccion: "Cantón Las Rosas, calle principal",
      cantidad_lamparas: "8",
      descripcion: "Ocho lámparas de la calle principal están apagadas desde hace dos meses.",
    },
    status: "in_progress",
    createdDaysAgo: 7,
    steps: [
      { at: 14, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      {
        at: 40,
        to: "in_progress",
        by: ADMIN,
        preset: "Trasladada a la institución responsable",
        comment:
          "Se trasladó el reporte a la municipalidad de Salcajá y a la distribuidora de energía.",
      },
      { at: 60, citizen: "Gracias. Ayer vinieron a revisar dos de las lámparas." },
    ],
  },
  {
    folio: "GES-2026-000117",
    citizen: "walter.pineda@correo.gt",
    categoria: "Infraestructura y obras",
    template: "Obra pública detenida o con deficiencias",
    titulo: "Apoyo para construir un muro en terreno privado",
    data: {
      municipio: "Colomba Costa Cuca",
      nombre_obra: "Muro perimetral en finca privada",
      entidad_ejecutora: "No sé",
      descripcion: "Solicito apoyo para la construcción de un muro en mi terreno.",
    },
    status: "rejected",
    createdDaysAgo: 200,
    steps: [
      { at: 24, to: "in_review", by: ADMIN2, preset: "Recibida y en revisión" },
      {
        at: 48,
        to: "rejected",
        by: ADMIN2,
        preset: "No procede",
        comment: "Las obras en propiedad privada no pueden financiarse con fondos públicos.",
      },
    ],
  },
  {
    folio: "GES-2026-000118",
    citizen: "marta.choc@correo.gt",
    categoria: "Apoyo social",
    template: "Orientación sobre programas sociales",
    titulo: "Apoyo por pérdida de cosecha",
    data: {
      residencia: "Zunil, Quetzaltenango",
      programa: "Apoyo por emergencia",
      descripcion:
        "Las lluvias de octubre destruyeron la cosecha de maíz de nuestra familia. Quisiera saber si existe algún apoyo del Estado.",
    },
    status: "waiting_info",
    createdDaysAgo: 3,
    steps: [
      { at: 12, to: "in_review", by: ADMIN, preset: "Recibida y en revisión" },
      {
        at: 30,
        to: "waiting_info",
        by: ADMIN,
        comment:
          "¿Tu comunidad fue incluida en el registro de daños de la municipalidad o de la CONRED? Con esa información podemos orientarte mejor.",
      },
    ],
  },
];
