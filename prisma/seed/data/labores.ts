// Demo labores (works and achievements), 2019–2026.
import type { PaletteName, Scene } from "../art";
import { article, h2, p, ul } from "./html";

export const LABOR_CATEGORIES = [
  { nombre: "Agua y saneamiento", slug: "agua-y-saneamiento" },
  { nombre: "Infraestructura vial", slug: "infraestructura-vial" },
  { nombre: "Educación y salud", slug: "educacion-y-salud" },
] as const;

type LaborCategoryName = (typeof LABOR_CATEGORIES)[number]["nombre"];

interface LaborMediaSeed {
  scene: Scene;
  titulo: string;
  descripcion: string;
}

export interface LaborSeed {
  slug: string;
  titulo: string;
  subtitulo: string;
  resumen: string;
  descripcion: string;
  anio_ejecucion: number;
  /** Department and municipality; none for work spread over several municipalities. */
  lugar?: { departamento: string; municipio: string };
  categoria: LaborCategoryName;
  estado: "borrador" | "publicado" | "oculto" | "archivado";
  destacado?: boolean;
  palette: PaletteName;
  /** The first item is the cover. */
  media: readonly LaborMediaSeed[];
}

export const LABORES: readonly LaborSeed[] = [
  {
    slug: "sistema-agua-potable-xecam-cantel",
    titulo: "Sistema de agua potable por gravedad en la aldea Xecam, Cantel",
    subtitulo: "Agua domiciliar para más de 300 familias",
    resumen:
      "Acompañamiento de la gestión, supervisión y entrega del sistema de agua por gravedad que abastece a más de 300 familias.",
    descripcion: article(
      p(
        "El sistema de agua potable de la aldea Xecam se gestionó durante más de diez años. La oficina acompañó su <strong>priorización en el Consejo Departamental de Desarrollo</strong>, la revisión del expediente técnico y la supervisión de la obra.",
      ),
      ul([
        "Captación protegida en nacimiento de agua.",
        "4.2 kilómetros de línea de conducción.",
        "Tanque de distribución de 60 metros cúbicos.",
        "318 conexiones domiciliares.",
      ]),
      p("El comité de agua recibió capacitación para la cloración y el mantenimiento del sistema."),
    ),
    anio_ejecucion: 2026,
    lugar: { departamento: "Quetzaltenango", municipio: "Cantel" },
    categoria: "Agua y saneamiento",
    estado: "publicado",
    destacado: true,
    palette: "turquesa",
    media: [
      {
        scene: "agua",
        titulo: "Tanque de distribución",
        descripcion: "Tanque de 60 metros cúbicos que abastece a la aldea.",
      },
      {
        scene: "personas",
        titulo: "Entrega al comité de agua",
        descripcion: "Acto de entrega del sistema al comité comunitario.",
      },
      {
        scene: "campo",
        titulo: "Línea de conducción",
        descripcion: "Tubería instalada entre los cultivos de la aldea.",
      },
    ],
  },
  {
    slug: "puente-vehicular-rio-samala-zunil",
    titulo: "Puente vehicular sobre el río Samalá, Zunil",
    subtitulo: "Tres aldeas conectadas todo el año con la cabecera municipal",
    resumen:
      "Gestión y fiscalización del puente de 42 metros que sustituye un paso provisional que cada invierno quedaba inhabilitado.",
    descripcion: article(
      p(
        "El puente vehicular sobre el río Samalá <strong>conecta a tres aldeas de Zunil</strong> con la cabecera municipal durante todo el año.",
      ),
      p(
        "La oficina realizó cuatro visitas de supervisión durante la construcción y dio seguimiento a las observaciones técnicas sobre los estribos y el drenaje de la losa.",
      ),
      ul([
        "Longitud: 42 metros.",
        "Capacidad de carga: 30 toneladas.",
        "Población beneficiada: 5,200 personas.",
      ]),
    ),
    anio_ejecucion: 2026,
    lugar: { departamento: "Quetzaltenango", municipio: "Zunil" },
    categoria: "Infraestructura vial",
    estado: "publicado",
    destacado: true,
    palette: "azul",
    media: [
      {
        scene: "puente",
        titulo: "Puente terminado",
        descripcion: "Vista del puente sobre el río Samalá.",
      },
      {
        scene: "documentos",
        titulo: "Supervisión técnica",
        descripcion: "Revisión de planos con el supervisor de la obra.",
      },
    ],
  },
  {
    slug: "reparacion-techos-escuelas-san-miguel-siguila",
    titulo: "Reparación de techos y sanitarios en escuelas de San Miguel Sigüilá",
    subtitulo: "Aulas seguras para más de 450 estudiantes",
    resumen:
      "Sustitución de techos y reparación de servicios sanitarios en dos escuelas oficiales, en coordinación con la Dirección Departamental de Educación.",
    descripcion: article(
      p(
        "Las escuelas de la cabecera y de la aldea Calel sufrían filtraciones que obligaban a suspender clases en temporada de lluvias. Con la <strong>gestión de padres de familia, municipalidad y Dirección Departamental de Educación</strong> se sustituyeron los techos y se repararon los sanitarios.",
      ),
      ul([
        "12 aulas con techo nuevo.",
        "2 módulos de sanitarios reparados.",
        "456 estudiantes beneficiados.",
      ]),
    ),
    anio_ejecucion: 2026,
    lugar: { departamento: "Quetzaltenango", municipio: "San Miguel Sigüilá" },
    categoria: "Educación y salud",
    estado: "publicado",
    palette: "arena",
    media: [
      {
        scene: "escuela",
        titulo: "Escuela de la cabecera",
        descripcion: "Fachada de la escuela con el techo nuevo.",
      },
      {
        scene: "personas",
        titulo: "Entrega a la junta escolar",
        descripcion: "Firma del acta de recepción con padres de familia.",
      },
      {
        scene: "escuela",
        titulo: "Escuela de la aldea Calel",
        descripcion: "Aulas reparadas en la aldea Calel.",
      },
    ],
  },
  {
    slug: "mantenimiento-caminos-rurales-cabrican-huitan",
    titulo: "Mantenimiento de caminos rurales en Cabricán y Huitán",
    subtitulo: "38 kilómetros de caminos transitables en invierno",
    resumen:
      "Balasto, cunetas y drenajes transversales en caminos rurales priorizados por la mesa técnica de alcaldes.",
    descripcion: article(
      p(
        "Los caminos rurales entre Cabricán y Huitán fueron priorizados en la <strong>mesa técnica de alcaldes</strong> por su importancia para el acceso a centros de salud y escuelas.",
      ),
      ul([
        "38 kilómetros con balasto compactado.",
        "22 drenajes transversales nuevos.",
        "Limpieza de cunetas en todo el recorrido.",
      ]),
      p("Los COCODE participaron en la verificación de los trabajos al finalizar cada tramo."),
    ),
    anio_ejecucion: 2025,
    lugar: { departamento: "Quetzaltenango", municipio: "Cabricán" },
    categoria: "Infraestructura vial",
    estado: "publicado",
    palette: "ocaso",
    media: [
      {
        scene: "camino",
        titulo: "Camino a Cabricán",
        descripcion: "Tramo con balasto y cunetas terminadas.",
      },
      {
        scene: "campo",
        titulo: "Paisaje de Huitán",
        descripcion: "El camino atraviesa zonas de cultivo.",
      },
      {
        scene: "personas",
        titulo: "Verificación comunitaria",
        descripcion: "Recorrido con representantes de los COCODE.",
      },
    ],
  },
  {
    slug: "planta-tratamiento-aguas-residuales-salcaja",
    titulo: "Planta de tratamiento de aguas residuales en Salcajá",
    subtitulo: "Menos contaminación en el río Samalá",
    resumen:
      "Acompañamiento técnico y fiscalización de la planta que trata las aguas residuales de la cabecera de Salcajá.",
    descripcion: article(
      p(
        "La planta de tratamiento de Salcajá reduce la <strong>contaminación que llegaba al río Samalá</strong>. La oficina acompañó la gestión del financiamiento y fiscalizó la construcción.",
      ),
      p("La municipalidad asumió la operación con personal capacitado y un plan de mantenimiento."),
    ),
    anio_ejecucion: 2025,
    lugar: { departamento: "Quetzaltenango", municipio: "Salcajá" },
    categoria: "Agua y saneamiento",
    estado: "publicado",
    palette: "turquesa",
    media: [
      {
        scene: "agua",
        titulo: "Planta de tratamiento",
        descripcion: "Vista general de la planta.",
      },
      {
        scene: "documentos",
        titulo: "Plan de operación",
        descripcion: "Plan de operación y mantenimiento entregado a la municipalidad.",
      },
    ],
  },
  {
    slug: "equipamiento-puestos-salud-ostuncalco",
    titulo: "Equipamiento de puestos de salud en San Juan Ostuncalco",
    subtitulo: "Atención primaria más cerca de las comunidades",
    resumen:
      "Gestión de equipo básico y personal para cuatro puestos de salud de San Juan Ostuncalco.",
    descripcion: article(
      p(
        "Cuatro puestos de salud de San Juan Ostuncalco recibieron <strong>equipo básico, mobiliario y personal de enfermería</strong>, tras la gestión realizada ante el Área de Salud.",
      ),
      ul([
        "Equipo de curaciones y signos vitales.",
        "Refrigeradoras para vacunas.",
        "Dos auxiliares de enfermería adicionales.",
      ]),
    ),
    anio_ejecucion: 2024,
    lugar: { departamento: "Quetzaltenango", municipio: "San Juan Ostuncalco" },
    categoria: "Educación y salud",
    estado: "publicado",
    palette: "amanecer",
    media: [
      {
        scene: "salud",
        titulo: "Puesto de salud de Agua Blanca",
        descripcion: "Puesto de salud con su nuevo equipamiento.",
      },
      {
        scene: "personas",
        titulo: "Personal de enfermería",
        descripcion: "Presentación del personal a la comunidad.",
      },
    ],
  },
  {
    slug: "reactivacion-obras-inconclusas-quetzaltenango",
    titulo: "Reactivación de once obras inconclusas en Quetzaltenango",
    subtitulo: "Escuelas, puestos de salud y sistemas de agua concluidos",
    resumen:
      "Seguimiento a once obras detenidas por años, hasta lograr su conclusión y entrega a las comunidades.",
    descripcion: article(
      p(
        "Tras un inventario de obras detenidas en el departamento, la oficina dio seguimiento a <strong>once proyectos inconclusos</strong> hasta lograr su reactivación y conclusión.",
      ),
      h2("Obras concluidas"),
      ul(["4 escuelas de nivel primario.", "3 puestos de salud.", "4 sistemas de agua potable."]),
      p("La experiencia dio origen a la iniciativa de ley para evitar obras inconclusas."),
    ),
    anio_ejecucion: 2024,
    lugar: { departamento: "Quetzaltenango", municipio: "Quetzaltenango" },
    categoria: "Infraestructura vial",
    estado: "publicado",
    destacado: true,
    palette: "azul",
    media: [
      {
        scene: "escuela",
        titulo: "Escuela concluida en Cajolá",
        descripcion: "Escuela que estuvo detenida durante cuatro años.",
      },
      {
        scene: "salud",
        titulo: "Puesto de salud en Huitán",
        descripcion: "Puesto de salud entregado a la comunidad.",
      },
      {
        scene: "agua",
        titulo: "Sistema de agua en Sibilia",
        descripcion: "Sistema de agua concluido y en funcionamiento.",
      },
      {
        scene: "documentos",
        titulo: "Inventario de obras",
        descripcion: "Inventario de obras detenidas en el departamento.",
      },
    ],
  },
  {
    slug: "pasarelas-peatonales-coatepeque",
    titulo: "Pasarelas peatonales en el ingreso a Coatepeque",
    subtitulo: "Cruces seguros para estudiantes y trabajadores",
    resumen:
      "Gestión de dos pasarelas peatonales en los puntos con mayor número de accidentes, identificados en audiencia pública.",
    descripcion: article(
      p(
        "En la audiencia pública sobre seguridad vial se identificaron los puntos de mayor riesgo en el ingreso a Coatepeque. Se gestionaron <strong>dos pasarelas peatonales</strong> que hoy utilizan a diario estudiantes y trabajadores.",
      ),
      p("Se acompañó además una campaña de educación vial en cinco escuelas cercanas."),
    ),
    anio_ejecucion: 2023,
    lugar: { departamento: "Quetzaltenango", municipio: "Coatepeque" },
    categoria: "Infraestructura vial",
    estado: "publicado",
    palette: "ocaso",
    media: [
      {
        scene: "ciudad",
        titulo: "Pasarela en el ingreso a Coatepeque",
        descripcion: "Pasarela peatonal sobre la carretera.",
      },
      {
        scene: "escuela",
        titulo: "Educación vial",
        descripcion: "Charla de educación vial con estudiantes.",
      },
    ],
  },
  {
    slug: "ampliacion-escuela-olintepeque",
    titulo: "Ampliación de la escuela de la aldea La Cumbre, Olintepeque",
    subtitulo: "Tres aulas nuevas para el nivel básico",
    resumen:
      "Construcción de tres aulas para que los jóvenes de la aldea continúen sus estudios de nivel básico sin trasladarse.",
    descripcion: article(
      p(
        "La ampliación permite que los jóvenes de La Cumbre <strong>estudien el nivel básico en su comunidad</strong>, sin caminar más de una hora hasta la cabecera.",
      ),
      ul([
        "3 aulas nuevas.",
        "Laboratorio de computación con 20 equipos.",
        "120 estudiantes de nivel básico.",
      ]),
    ),
    anio_ejecucion: 2022,
    lugar: { departamento: "Quetzaltenango", municipio: "Olintepeque" },
    categoria: "Educación y salud",
    estado: "publicado",
    palette: "arena",
    media: [
      {
        scene: "escuela",
        titulo: "Aulas nuevas",
        descripcion: "Edificio de tres aulas para el nivel básico.",
      },
      {
        scene: "volcanes",
        titulo: "Aldea La Cumbre",
        descripcion: "Vista de la aldea desde la escuela.",
      },
    ],
  },
  {
    slug: "proteccion-fuentes-agua-san-martin-sacatepequez",
    titulo: "Protección de fuentes de agua en San Martín Sacatepéquez",
    subtitulo: "Reforestación de zonas de recarga hídrica con las comunidades",
    resumen:
      "Reforestación de 25 hectáreas de zonas de recarga hídrica con comités de agua y centros educativos.",
    descripcion: article(
      p(
        "Con comités de agua, estudiantes y la oficina forestal municipal se <strong>reforestaron 25 hectáreas</strong> de zonas de recarga hídrica que abastecen a seis comunidades.",
      ),
      p(
        "Los comités asumieron el cuidado de las plantaciones con apoyo técnico durante tres años.",
      ),
    ),
    anio_ejecucion: 2021,
    lugar: { departamento: "Quetzaltenango", municipio: "San Martín Sacatepéquez" },
    categoria: "Agua y saneamiento",
    estado: "publicado",
    palette: "turquesa",
    media: [
      {
        scene: "campo",
        titulo: "Zona reforestada",
        descripcion: "Plantación en zona de recarga hídrica.",
      },
      {
        scene: "personas",
        titulo: "Jornada de reforestación",
        descripcion: "Estudiantes y comités durante la jornada.",
      },
      {
        scene: "volcanes",
        titulo: "Cuenca alta",
        descripcion: "Cuenca alta del río en San Martín Sacatepéquez.",
      },
    ],
  },
  {
    slug: "mesas-tecnicas-agua-altiplano-2019",
    titulo: "Mesas técnicas de agua con comunidades del altiplano",
    subtitulo: "Trabajo comunitario previo a la labor legislativa",
    resumen:
      "Acompañamiento técnico a comités de agua de Quetzaltenango y Totonicapán en el diseño de sistemas por gravedad.",
    descripcion: article(
      p(
        "Antes de asumir como diputado, el ingeniero Carlos Enrique Ixcot acompañó a <strong>comités de agua de Quetzaltenango y Totonicapán</strong> en el diseño de sistemas por gravedad y la elaboración de expedientes técnicos.",
      ),
      p(
        "De ese trabajo surgieron los primeros proyectos priorizados por los consejos de desarrollo del período siguiente.",
      ),
    ),
    anio_ejecucion: 2019,
    categoria: "Agua y saneamiento",
    estado: "publicado",
    palette: "amanecer",
    media: [
      {
        scene: "agua",
        titulo: "Sistema comunitario",
        descripcion: "Sistema por gravedad diseñado con un comité de agua.",
      },
      {
        scene: "personas",
        titulo: "Asamblea comunitaria",
        descripcion: "Asamblea para validar el diseño del sistema.",
      },
    ],
  },
  {
    slug: "camino-rural-chuicavioc",
    titulo: "Mejoramiento del camino rural a Chuicavioc",
    subtitulo: "En preparación: ficha pendiente de revisión",
    resumen:
      "Mejoramiento de 6 kilómetros de camino rural entre Quetzaltenango y la aldea Chuicavioc.",
    descripcion: article(
      p(
        "El proyecto contempla el <strong>mejoramiento de 6 kilómetros</strong> de camino rural con balasto, cunetas y drenajes.",
      ),
      p("Ficha en preparación: faltan fotografías finales y datos de población beneficiada."),
    ),
    anio_ejecucion: 2026,
    lugar: { departamento: "Quetzaltenango", municipio: "Quetzaltenango" },
    categoria: "Infraestructura vial",
    estado: "borrador",
    palette: "ocaso",
    media: [
      {
        scene: "camino",
        titulo: "Camino a Chuicavioc",
        descripcion: "Estado del camino antes de los trabajos.",
      },
      {
        scene: "campo",
        titulo: "Entorno agrícola",
        descripcion: "Zona agrícola que atraviesa el camino.",
      },
    ],
  },
  {
    slug: "jornadas-medicas-comunitarias-2023",
    titulo: "Jornadas médicas comunitarias 2023",
    subtitulo: "Atención gratuita en seis municipios",
    resumen:
      "Seis jornadas médicas con profesionales voluntarios y el Área de Salud, con más de 3,000 consultas.",
    descripcion: article(
      p(
        "Durante 2023 se realizaron <strong>seis jornadas médicas comunitarias</strong> con profesionales voluntarios y el Área de Salud de Quetzaltenango.",
      ),
      ul([
        "3,120 consultas de medicina general.",
        "640 consultas odontológicas.",
        "Entrega de medicamentos básicos.",
      ]),
    ),
    anio_ejecucion: 2023,
    categoria: "Educación y salud",
    estado: "oculto",
    palette: "turquesa",
    media: [
      {
        scene: "salud",
        titulo: "Consultas médicas",
        descripcion: "Atención de medicina general en la jornada.",
      },
      {
        scene: "personas",
        titulo: "Vecinos atendidos",
        descripcion: "Vecinos en espera de consulta.",
      },
    ],
  },
  {
    slug: "alumbrado-publico-la-esperanza-2020",
    titulo: "Alumbrado público en La Esperanza",
    subtitulo: "Calles iluminadas y más seguras",
    resumen: "Gestión de la ampliación del alumbrado público en cuatro zonas de La Esperanza.",
    descripcion: article(
      p(
        "Se gestionó la <strong>ampliación del alumbrado público</strong> en cuatro zonas de La Esperanza, con luminarias de bajo consumo.",
      ),
      p(
        "Ficha archivada: la información fue integrada en el informe de labores del período 2020-2024.",
      ),
    ),
    anio_ejecucion: 2020,
    lugar: { departamento: "Quetzaltenango", municipio: "La Esperanza" },
    categoria: "Infraestructura vial",
    estado: "archivado",
    palette: "azul",
    media: [
      { scene: "ciudad", titulo: "Calles iluminadas", descripcion: "Calle con luminarias nuevas." },
      {
        scene: "personas",
        titulo: "Vecinos de La Esperanza",
        descripcion: "Reunión con el comité de vecinos.",
      },
    ],
  },
];
