// Demo news: the office's announcements, oversight reports and community activities.
import type { PaletteName, Scene } from "../art";
import { article, h2, p, quote, ul } from "./html";

export const NEWS_CATEGORIES = [
  { nombre: "Legislación", slug: "legislacion" },
  { nombre: "Comunidad", slug: "comunidad" },
  { nombre: "Transparencia", slug: "transparencia" },
  { nombre: "Fiscalización", slug: "fiscalizacion" },
] as const;

type NewsCategoryName = (typeof NEWS_CATEGORIES)[number]["nombre"];

export interface NewsSeed {
  slug: string;
  titulo: string;
  subtitulo: string;
  resumen: string;
  categoria: NewsCategoryName;
  estado: "borrador" | "programado" | "publicado" | "archivado";
  destacado?: boolean;
  /** Publication (or content) date, counted back from the seed run; for `programado`, see daysAhead. */
  daysAgo?: number;
  /** Days from the seed run to the scheduled publication of a `programado` item. */
  daysAhead?: number;
  /** Guatemala wall-clock time of the content, "HH:mm". */
  hora: string;
  /** Soft-deleted this many days after publication. */
  deletedAfterDays?: number;
  scene: Scene;
  palette?: PaletteName;
  media: readonly (readonly [scene: Scene, titulo: string])[];
  html: string;
}

export const NEWS: readonly NewsSeed[] = [
  {
    slug: "iniciativa-ley-transparencia-obra-publica",
    titulo: "Presentamos iniciativa de ley para publicar en línea el avance de cada obra pública",
    subtitulo:
      "La propuesta obliga a publicar contratos, avance físico y pagos de cada proyecto financiado con fondos públicos",
    resumen:
      "La iniciativa propone que toda obra pública cuente con una ficha en línea, actualizada cada mes, con su contrato, avance físico, pagos y fotografías. Fue presentada al pleno y trasladada a la Comisión de Probidad.",
    categoria: "Legislación",
    estado: "publicado",
    destacado: true,
    daysAgo: 12,
    hora: "10:30",
    scene: "documentos",
    palette: "azul",
    media: [
      ["congreso", "Presentación de la iniciativa ante el pleno"],
      ["documentos", "Ficha de obra propuesta en la iniciativa"],
      ["personas", "Reunión con organizaciones de auditoría social"],
    ],
    html: article(
      p(
        "El diputado Carlos Enrique Ixcot presentó ante el pleno del Congreso de la República una <strong>iniciativa de ley de transparencia en la obra pública</strong>, que propone que cada proyecto financiado con fondos del Estado cuente con una ficha pública en línea, actualizada al menos una vez al mes.",
      ),
      h2("¿Qué propone la iniciativa?"),
      ul([
        "Publicar el contrato, la empresa ejecutora, el monto y el plazo de cada obra.",
        "Informar mensualmente el <strong>avance físico y financiero</strong>, con fotografías fechadas.",
        "Habilitar un canal para que los vecinos reporten atrasos o deficiencias.",
        "Establecer responsabilidades para las entidades que no actualicen la información.",
      ]),
      p(
        "La propuesta retoma la experiencia de comités comunitarios del altiplano, que durante años han dado seguimiento a las obras de sus aldeas con libretas y fotografías, y la convierte en una obligación de las instituciones.",
      ),
      quote(
        "Cuando una comunidad puede ver cuánto se ha pagado y cuánto se ha construido, la obra avanza mejor y se cuida más.",
        "Diputado Carlos Enrique Ixcot",
      ),
      p(
        "La iniciativa fue trasladada a la Comisión de Probidad para su dictamen. La oficina del diputado invita a organizaciones, municipalidades y ciudadanos a enviar sus comentarios por medio del formulario de contacto.",
      ),
    ),
  },
  {
    slug: "fiscalizacion-tramo-ca1-cuatro-caminos",
    titulo: "Fiscalización del tramo de la CA-1 entre Cuatro Caminos y Quetzaltenango",
    subtitulo:
      "Se verificó el avance de los trabajos de repavimentación y las medidas de seguridad vial",
    resumen:
      "En una visita de campo con técnicos de la Dirección General de Caminos se verificó el avance de la repavimentación del tramo y se solicitaron mejoras en la señalización.",
    categoria: "Fiscalización",
    estado: "publicado",
    destacado: true,
    daysAgo: 20,
    hora: "08:15",
    scene: "camino",
    palette: "ocaso",
    media: [
      ["camino", "Recorrido del tramo en repavimentación"],
      ["documentos", "Revisión de bitácora de obra"],
    ],
    html: article(
      p(
        "El diputado Carlos Enrique Ixcot realizó una visita de fiscalización al tramo carretero que une Cuatro Caminos con la cabecera departamental de Quetzaltenango, acompañado de técnicos de la <strong>Dirección General de Caminos</strong> y representantes de la empresa contratista.",
      ),
      h2("Hallazgos de la visita"),
      ul([
        "Avance físico reportado del 68 %, frente a un avance financiero del 74 %.",
        "Falta de señalización preventiva en dos curvas del kilómetro 196.",
        "Cunetas pendientes en el sector de la entrada a Salcajá.",
      ]),
      p(
        "Se solicitó por escrito a la unidad ejecutora un cronograma actualizado y la colocación inmediata de señalización, para reducir el riesgo de accidentes durante la temporada de trabajos.",
      ),
      p(
        "La oficina dará seguimiento a los compromisos adquiridos y publicará los resultados de la siguiente visita en este mismo espacio.",
      ),
    ),
  },
  {
    slug: "agua-potable-aldea-xecam-cantel",
    titulo: "Más de 300 familias de la aldea Xecam, Cantel, ya cuentan con agua potable",
    subtitulo:
      "El sistema por gravedad fue construido con participación del comité comunitario y la municipalidad",
    resumen:
      "La aldea Xecam recibió un sistema de agua potable por gravedad que beneficia a más de 300 familias. La oficina acompañó la gestión desde la priorización del proyecto hasta su entrega.",
    categoria: "Comunidad",
    estado: "publicado",
    destacado: true,
    daysAgo: 33,
    hora: "11:00",
    scene: "agua",
    palette: "turquesa",
    media: [
      ["agua", "Tanque de distribución de la aldea Xecam"],
      ["personas", "Entrega del sistema al comité de agua"],
      ["volcanes", "Vista de la aldea desde la captación"],
      ["campo", "Línea de conducción entre cultivos"],
    ],
    html: article(
      p(
        "Después de más de diez años de gestiones, <strong>más de 300 familias de la aldea Xecam</strong>, en Cantel, cuentan con agua potable en sus hogares. El sistema por gravedad incluye captación, línea de conducción de 4.2 kilómetros, tanque de distribución y conexiones domiciliares.",
      ),
      h2("Un proyecto construido con la comunidad"),
      p(
        "El comité de agua participó en la priorización del proyecto en el Consejo Comunitario de Desarrollo, en la supervisión de los trabajos y en la organización del mantenimiento. La municipalidad aportó la mano de obra calificada y el Consejo Departamental de Desarrollo el financiamiento.",
      ),
      quote(
        "Antes las señoras caminaban una hora para acarrear agua. Hoy nuestros hijos tienen más tiempo para estudiar.",
        "Presidenta del comité de agua de Xecam",
      ),
      p(
        "La oficina del diputado acompañó las gestiones ante las instituciones y dará seguimiento a la calidad del servicio durante el primer año de funcionamiento.",
      ),
    ),
  },
  {
    slug: "audiencia-publica-san-juan-ostuncalco",
    titulo: "Audiencia pública en San Juan Ostuncalco reúne a 27 comunidades",
    subtitulo: "Autoridades comunitarias presentaron sus prioridades en agua, caminos y salud",
    resumen:
      "Representantes de 27 comunidades de San Juan Ostuncalco presentaron sus prioridades en una audiencia pública. Cada solicitud fue registrada como gestión con su número de folio.",
    categoria: "Comunidad",
    estado: "publicado",
    daysAgo: 47,
    hora: "09:00",
    scene: "personas",
    palette: "amanecer",
    media: [
      ["personas", "Participantes de la audiencia pública"],
      ["documentos", "Registro de solicitudes comunitarias"],
    ],
    html: article(
      p(
        "El salón comunal de San Juan Ostuncalco recibió a alcaldes comunitarios, COCODE y vecinos de <strong>27 comunidades</strong> del municipio, que presentaron sus necesidades y propuestas en una audiencia pública convocada por la oficina del diputado.",
      ),
      h2("Principales solicitudes"),
      ul([
        "Ampliación de sistemas de agua potable en cinco aldeas.",
        "Mantenimiento del camino rural hacia Agua Blanca.",
        "Abastecimiento de medicamentos en el puesto de salud de la cabecera.",
        "Reparación de aulas en dos escuelas de nivel primario.",
      ]),
      p(
        "Cada solicitud quedó registrada en el sistema de gestiones de la oficina con un folio, de modo que las comunidades pueden consultar su avance en el portal ciudadano.",
      ),
      p(
        "La próxima audiencia pública se realizará en el municipio de Concepción Chiquirichapa; la fecha se anunciará en este sitio y en las redes sociales de la oficina.",
      ),
    ),
  },
  {
    slug: "presupuesto-2027-prioridades-quetzaltenango",
    titulo: "Presupuesto 2027: las prioridades que presentamos para Quetzaltenango",
    subtitulo: "Agua potable, red vial rural y atención primaria en salud encabezan la propuesta",
    resumen:
      "Durante la discusión del proyecto de presupuesto 2027 se presentaron enmiendas para fortalecer la inversión en agua potable, caminos rurales y puestos de salud del departamento.",
    categoria: "Legislación",
    estado: "publicado",
    destacado: true,
    daysAgo: 60,
    hora: "16:45",
    scene: "congreso",
    palette: "azul",
    media: [
      ["congreso", "Discusión del proyecto de presupuesto en comisión"],
      ["documentos", "Resumen de enmiendas presentadas"],
      ["agua", "Proyectos de agua incluidos en la propuesta"],
    ],
    html: article(
      p(
        "En el marco de la discusión del <strong>proyecto de presupuesto general de ingresos y egresos del Estado para 2027</strong>, el diputado Carlos Enrique Ixcot presentó a la Comisión de Finanzas Públicas y Moneda un paquete de enmiendas con prioridades del departamento de Quetzaltenango.",
      ),
      h2("Enmiendas presentadas"),
      ul([
        "Asignación para 14 proyectos de agua potable con estudios técnicos concluidos.",
        "Programa de mantenimiento de 120 kilómetros de caminos rurales.",
        "Fortalecimiento de 18 puestos de salud con personal y medicamentos.",
        "Recursos para concluir tres obras escolares que quedaron inconclusas.",
      ]),
      p(
        "Todas las propuestas cuentan con estudios de preinversión y fueron priorizadas por los Consejos de Desarrollo, lo que permite que puedan ejecutarse durante el primer semestre del año.",
      ),
      quote(
        "Un presupuesto responsable no es el que más gasta, sino el que se ejecuta bien y llega a quien lo necesita.",
        "Diputado Carlos Enrique Ixcot",
      ),
      p(
        "El documento completo de las enmiendas está disponible para consulta en la oficina distrital y puede solicitarse por medio del formulario de contacto.",
      ),
    ),
  },
  {
    slug: "reparacion-escuelas-san-miguel-siguila",
    titulo: "Concluye la reparación de techos en dos escuelas de San Miguel Sigüilá",
    subtitulo:
      "Más de 450 estudiantes recibirán clases en aulas seguras durante la temporada de lluvias",
    resumen:
      "Se completó la sustitución de techos y la reparación de servicios sanitarios en dos escuelas oficiales de San Miguel Sigüilá, en coordinación con la Dirección Departamental de Educación.",
    categoria: "Comunidad",
    estado: "publicado",
    daysAgo: 75,
    hora: "10:00",
    scene: "escuela",
    palette: "arena",
    media: [
      ["escuela", "Escuela Oficial Rural Mixta con techo nuevo"],
      ["personas", "Padres de familia durante la entrega"],
    ],
    html: article(
      p(
        "La Escuela Oficial Rural Mixta de la cabecera y la escuela de la aldea Calel, en San Miguel Sigüilá, cuentan con <strong>techos nuevos y servicios sanitarios reparados</strong>, tras una gestión conjunta de padres de familia, la municipalidad y la Dirección Departamental de Educación.",
      ),
      p(
        "Los techos anteriores tenían filtraciones que obligaban a suspender clases en los días de lluvia. La sustitución beneficia a más de 450 estudiantes de preprimaria y primaria.",
      ),
      h2("Seguimiento"),
      p(
        "La oficina del diputado verificó la calidad de los trabajos junto a la junta escolar y dejó constancia de las garantías de la empresa ejecutora. Los padres de familia recibieron copia del acta de recepción de la obra.",
      ),
    ),
  },
  {
    slug: "informe-rendicion-cuentas-primer-semestre-2026",
    titulo: "Informe de rendición de cuentas del primer semestre de 2026",
    subtitulo: "Iniciativas, fiscalizaciones, audiencias y gestiones atendidas por la oficina",
    resumen:
      "Presentamos el informe de labores del primer semestre de 2026, con el detalle de iniciativas de ley, visitas de fiscalización, audiencias públicas y gestiones ciudadanas atendidas.",
    categoria: "Transparencia",
    estado: "publicado",
    destacado: true,
    daysAgo: 110,
    hora: "18:00",
    scene: "documentos",
    palette: "arena",
    media: [
      ["documentos", "Portada del informe semestral"],
      ["personas", "Presentación del informe a la ciudadanía"],
      ["ciudad", "Oficina distrital en Quetzaltenango"],
    ],
    html: article(
      p(
        "Como cada semestre, la oficina del diputado Carlos Enrique Ixcot presenta a la ciudadanía su <strong>informe de rendición de cuentas</strong>, con los resultados del trabajo legislativo, de fiscalización y de atención a la población entre enero y junio de 2026.",
      ),
      h2("Resultados del semestre"),
      ul([
        "3 iniciativas de ley presentadas y 2 dictámenes favorables en comisión.",
        "19 visitas de fiscalización a obras en 11 municipios.",
        "12 audiencias públicas con más de 1,400 participantes.",
        "<strong>286 gestiones ciudadanas</strong> registradas, de las cuales 201 fueron resueltas.",
      ]),
      h2("Uso de los recursos de la oficina"),
      p(
        "El informe incluye el detalle de los gastos de funcionamiento de la oficina distrital, los viáticos de las visitas de campo y la nómina del personal, de acuerdo con la Ley de Acceso a la Información Pública.",
      ),
      p(
        "El documento completo puede descargarse desde esta publicación o consultarse de forma impresa en la oficina distrital de Quetzaltenango.",
      ),
    ),
  },
  {
    slug: "fiscalizacion-hospital-regional-occidente",
    titulo: "Fiscalización al abastecimiento de medicamentos del Hospital Regional de Occidente",
    subtitulo: "Se identificó desabastecimiento en 23 medicamentos de uso frecuente",
    resumen:
      "En una visita al Hospital Regional de Occidente se verificó el inventario de medicamentos e insumos y se solicitó al Ministerio de Salud un plan de abastecimiento.",
    categoria: "Fiscalización",
    estado: "publicado",
    daysAgo: 130,
    hora: "12:30",
    scene: "salud",
    palette: "turquesa",
    media: [
      ["salud", "Visita a la farmacia interna del hospital"],
      ["documentos", "Revisión del inventario de medicamentos"],
    ],
    html: article(
      p(
        "El diputado Carlos Enrique Ixcot realizó una visita de fiscalización al <strong>Hospital Regional de Occidente</strong> para verificar el abastecimiento de medicamentos e insumos médicos, tras recibir varias denuncias de pacientes y familiares.",
      ),
      h2("Lo que encontramos"),
      ul([
        "Desabastecimiento en 23 medicamentos de uso frecuente, entre ellos antibióticos y analgésicos.",
        "Procesos de compra detenidos por falta de ofertas en dos modalidades.",
        "Personal comprometido que trabaja con limitaciones importantes.",
      ]),
      p(
        "Se envió un requerimiento de información al Ministerio de Salud Pública y Asistencia Social y se solicitó un plan de abastecimiento con fechas concretas. La respuesta será publicada en este sitio.",
      ),
      quote(
        "La salud no puede esperar a que se resuelvan los trámites: necesitamos soluciones con fechas y responsables.",
        "Diputado Carlos Enrique Ixcot",
      ),
    ),
  },
  {
    slug: "mesa-tecnica-caminos-rurales-alcaldes",
    titulo: "Mesa técnica con alcaldes para priorizar el mantenimiento de caminos rurales",
    subtitulo: "Los 24 municipios acordaron un listado único de tramos prioritarios",
    resumen:
      "Alcaldes y técnicos municipales de los 24 municipios acordaron un listado único de caminos rurales prioritarios para presentar a las instituciones responsables.",
    categoria: "Comunidad",
    estado: "publicado",
    daysAgo: 160,
    hora: "09:30",
    scene: "camino",
    palette: "amanecer",
    media: [
      ["personas", "Alcaldes durante la mesa técnica"],
      ["camino", "Camino rural priorizado en Cabricán"],
      ["campo", "Tramo de terracería afectado por las lluvias"],
    ],
    html: article(
      p(
        "Con la participación de alcaldes y directores de planificación de los <strong>24 municipios de Quetzaltenango</strong>, se realizó una mesa técnica para ordenar las solicitudes de mantenimiento de caminos rurales y presentarlas de manera conjunta.",
      ),
      p(
        "El resultado es un listado único de 64 tramos, clasificados por número de habitantes beneficiados, acceso a servicios de salud y educación, y estado actual de la vía.",
      ),
      h2("Próximos pasos"),
      ul([
        "Presentar el listado a la Dirección General de Caminos y al Consejo Departamental de Desarrollo.",
        "Verificar en campo los diez tramos más críticos antes de la temporada de lluvias.",
        "Informar a las comunidades el avance de cada tramo por medio del portal de gestiones.",
      ]),
    ),
  },
  {
    slug: "iniciativa-obras-inconclusas",
    titulo: "Iniciativa para evitar que las obras públicas queden inconclusas",
    subtitulo:
      "La propuesta reforma la Ley de Contrataciones del Estado para exigir planificación multianual",
    resumen:
      "La iniciativa propone que ninguna obra inicie sin financiamiento asegurado para su conclusión y que las entidades informen cada trimestre sobre los proyectos detenidos.",
    categoria: "Legislación",
    estado: "publicado",
    daysAgo: 190,
    hora: "15:00",
    scene: "congreso",
    palette: "ocaso",
    media: [
      ["congreso", "Presentación de la iniciativa en conferencia de prensa"],
      ["escuela", "Escuela inconclusa visitada en Huitán"],
    ],
    html: article(
      p(
        "En Guatemala existen cientos de obras que se iniciaron y nunca se terminaron. Para enfrentar este problema, el diputado Carlos Enrique Ixcot presentó una <strong>iniciativa de reforma a la Ley de Contrataciones del Estado</strong>.",
      ),
      h2("Puntos principales"),
      ul([
        "Ninguna obra podrá iniciar sin financiamiento asegurado para su conclusión.",
        "Las entidades deberán informar cada trimestre sobre los proyectos detenidos.",
        "Se crea un procedimiento para retomar obras abandonadas con prioridad presupuestaria.",
      ]),
      p(
        "La iniciativa se nutre de las visitas de fiscalización realizadas en el departamento, en las que se identificaron escuelas, puestos de salud y sistemas de agua detenidos durante años.",
      ),
    ),
  },
  {
    slug: "jornada-medica-concepcion-chiquirichapa",
    titulo: "Jornada médica atiende a más de 600 personas en Concepción Chiquirichapa",
    subtitulo: "Consultas de medicina general, odontología y control prenatal",
    resumen:
      "En coordinación con el área de salud y voluntarios médicos, se realizó una jornada de atención gratuita que benefició a más de 600 vecinos.",
    categoria: "Comunidad",
    estado: "publicado",
    daysAgo: 220,
    hora: "07:30",
    scene: "salud",
    palette: "arena",
    media: [
      ["salud", "Consultas de medicina general"],
      ["personas", "Vecinos en la jornada médica"],
      ["volcanes", "Concepción Chiquirichapa"],
    ],
    html: article(
      p(
        "La jornada médica realizada en la cabecera municipal de Concepción Chiquirichapa brindó <strong>más de 600 consultas gratuitas</strong> de medicina general, odontología, control prenatal y detección de diabetes e hipertensión.",
      ),
      p(
        "La actividad se organizó con el Área de Salud de Quetzaltenango, la municipalidad y un grupo de profesionales voluntarios del Colegio de Médicos y Cirujanos.",
      ),
      h2("Atención brindada"),
      ul([
        "412 consultas de medicina general.",
        "96 consultas odontológicas.",
        "58 controles prenatales.",
        "Entrega de medicamentos básicos según receta.",
      ]),
    ),
  },
  {
    slug: "supervision-puente-rio-samala",
    titulo: "Supervisión del puente vehicular sobre el río Samalá en Zunil",
    subtitulo: "La obra presenta un avance del 85 % y se prevé su entrega antes de fin de año",
    resumen:
      "Se verificó el avance del puente vehicular sobre el río Samalá, que conectará a tres aldeas de Zunil con la cabecera municipal.",
    categoria: "Fiscalización",
    estado: "publicado",
    daysAgo: 250,
    hora: "10:45",
    scene: "puente",
    palette: "turquesa",
    media: [
      ["puente", "Estructura del puente sobre el río Samalá"],
      ["documentos", "Planos revisados durante la visita"],
    ],
    html: article(
      p(
        "La construcción del <strong>puente vehicular sobre el río Samalá</strong>, en Zunil, presenta un avance físico del 85 %, según se verificó durante una visita de supervisión con el supervisor de la obra y el Consejo Comunitario de Desarrollo.",
      ),
      p(
        "El puente, de 42 metros de longitud, sustituirá un paso provisional que cada invierno quedaba inhabilitado y dejaba incomunicadas a tres aldeas.",
      ),
      quote(
        "Cada temporada de lluvias perdíamos semanas de clases y de trabajo. Este puente cambia la vida de nuestras familias.",
        "Representante del COCODE de la aldea Chuicabal",
      ),
    ),
  },
  {
    slug: "datos-abiertos-oficina-distrital",
    titulo: "La oficina distrital publica sus datos de gestión en formato abierto",
    subtitulo:
      "Gestiones, audiencias y gastos de funcionamiento pueden descargarse en hojas de cálculo",
    resumen:
      "La oficina publica, en formato abierto y sin datos personales, la información sobre gestiones atendidas, audiencias realizadas y gastos de funcionamiento.",
    categoria: "Transparencia",
    estado: "publicado",
    daysAgo: 290,
    hora: "13:00",
    scene: "ciudad",
    palette: "azul",
    media: [
      ["documentos", "Conjuntos de datos publicados"],
      ["ciudad", "Quetzaltenango, sede de la oficina distrital"],
    ],
    html: article(
      p(
        "Como parte de su compromiso con la transparencia, la oficina del diputado publica desde este mes sus <strong>datos de gestión en formato abierto</strong>, sin datos personales de los ciudadanos.",
      ),
      h2("Información disponible"),
      ul([
        "Gestiones recibidas por categoría, municipio y estado.",
        "Tiempos promedio de respuesta por tipo de gestión.",
        "Audiencias públicas realizadas y número de participantes.",
        "Gastos de funcionamiento de la oficina distrital, mes a mes.",
      ]),
      p(
        "Los archivos se actualizan cada trimestre y pueden utilizarse libremente por periodistas, investigadores y organizaciones de auditoría social.",
      ),
    ),
  },
  {
    slug: "dialogo-iniciativa-agua-saneamiento",
    titulo: "Diálogo departamental sobre la gestión del agua y el saneamiento",
    subtitulo:
      "Comités de agua, municipalidades y académicos compartieron propuestas para una futura ley",
    resumen:
      "Más de 150 representantes de comités de agua, municipalidades y universidades compartieron propuestas sobre la gestión del agua y el saneamiento en el departamento.",
    categoria: "Legislación",
    estado: "publicado",
    daysAgo: 320,
    hora: "09:00",
    scene: "agua",
    palette: "amanecer",
    media: [
      ["personas", "Mesas de trabajo del diálogo departamental"],
      ["agua", "Sistema comunitario de agua en Olintepeque"],
      ["documentos", "Relatoría de propuestas"],
    ],
    html: article(
      p(
        "Con la participación de <strong>más de 150 representantes</strong> de comités de agua, municipalidades, universidades y organizaciones sociales, se realizó un diálogo departamental sobre la gestión del agua y el saneamiento.",
      ),
      p(
        "Las mesas de trabajo abordaron la protección de las fuentes, el reconocimiento de los comités comunitarios, el tratamiento de aguas residuales y el financiamiento de los sistemas rurales.",
      ),
      h2("Conclusiones principales"),
      ul([
        "Reconocer legalmente el trabajo de los comités comunitarios de agua.",
        "Proteger las zonas de recarga hídrica con participación de las comunidades.",
        "Priorizar plantas de tratamiento en las cabeceras municipales.",
      ]),
      p(
        "La relatoría completa será la base de los aportes que la oficina presentará en la discusión legislativa sobre el tema.",
      ),
    ),
  },
  {
    slug: "feria-educativa-becas-jovenes-quetzaltenango",
    titulo: "Feria educativa informa a más de 900 jóvenes sobre becas y carreras técnicas",
    subtitulo:
      "Universidades, institutos técnicos y programas de becas participaron en la actividad",
    resumen:
      "Jóvenes de Quetzaltenango conocieron opciones de becas, carreras universitarias y formación técnica en una feria organizada con instituciones educativas.",
    categoria: "Comunidad",
    estado: "publicado",
    daysAgo: 370,
    hora: "08:30",
    scene: "escuela",
    palette: "turquesa",
    media: [
      ["escuela", "Stands de instituciones educativas"],
      ["personas", "Estudiantes de diversificado en la feria"],
    ],
    html: article(
      p(
        "Más de <strong>900 jóvenes</strong> de institutos públicos y privados de Quetzaltenango participaron en la feria educativa organizada por la oficina del diputado, en la que conocieron opciones de becas, carreras universitarias y formación técnica.",
      ),
      p(
        "Participaron universidades con sede en el occidente del país, el Instituto Técnico de Capacitación y Productividad y varios programas de becas nacionales e internacionales.",
      ),
      p(
        "Los estudiantes recibieron orientación sobre requisitos, fechas de inscripción y programas de apoyo económico para el ciclo académico siguiente.",
      ),
    ),
  },
  {
    slug: "fiscalizacion-fondos-consejos-desarrollo-2025",
    titulo: "Fiscalización de los fondos de los Consejos de Desarrollo en 2025",
    subtitulo: "Se revisaron 48 proyectos en ejecución en el departamento de Quetzaltenango",
    resumen:
      "La revisión de 48 proyectos financiados por el Consejo Departamental de Desarrollo identificó retrasos en 11 obras, que fueron reportados a las entidades responsables.",
    categoria: "Fiscalización",
    estado: "publicado",
    daysAgo: 420,
    hora: "17:15",
    scene: "documentos",
    palette: "ocaso",
    media: [
      ["documentos", "Matriz de seguimiento de proyectos"],
      ["camino", "Obra vial con retraso en Colomba Costa Cuca"],
      ["escuela", "Escuela en construcción en Cajolá"],
    ],
    html: article(
      p(
        "La oficina del diputado concluyó la revisión de <strong>48 proyectos</strong> financiados con fondos del Consejo Departamental de Desarrollo de Quetzaltenango durante 2025, mediante solicitudes de información pública y visitas de campo.",
      ),
      h2("Resultados"),
      ul([
        "37 proyectos avanzan de acuerdo con su cronograma.",
        "11 proyectos presentan retrasos mayores a tres meses.",
        "4 proyectos tienen diferencias entre el avance físico y los pagos realizados.",
      ]),
      p(
        "Los hallazgos fueron trasladados a las entidades ejecutoras y a la Contraloría General de Cuentas para lo que corresponda. La matriz completa está disponible en la sección de datos abiertos.",
      ),
    ),
  },
  {
    slug: "audiencia-publica-coatepeque-seguridad-vial",
    titulo: "Audiencia pública en Coatepeque sobre seguridad vial y transporte",
    subtitulo: "Vecinos, transportistas y autoridades propusieron medidas para reducir accidentes",
    resumen:
      "La audiencia pública en Coatepeque reunió a vecinos, transportistas y autoridades para discutir medidas de seguridad vial en la ruta al Pacífico.",
    categoria: "Comunidad",
    estado: "publicado",
    daysAgo: 505,
    hora: "10:00",
    scene: "personas",
    palette: "ocaso",
    media: [
      ["personas", "Participantes de la audiencia en Coatepeque"],
      ["camino", "Tramo con mayor número de accidentes"],
    ],
    html: article(
      p(
        "Vecinos, transportistas, cuerpos de socorro y autoridades municipales participaron en la <strong>audiencia pública sobre seguridad vial</strong> realizada en Coatepeque.",
      ),
      p(
        "Se identificaron los puntos con mayor número de accidentes y se acordó solicitar pasos peatonales, reductores de velocidad y mejor iluminación en el ingreso a la ciudad.",
      ),
      ul([
        "Instalación de dos pasarelas peatonales.",
        "Campañas de educación vial en escuelas.",
        "Revisión de los horarios del transporte extraurbano.",
      ]),
    ),
  },
  {
    slug: "convocatoria-audiencia-publica-almolonga",
    titulo: "Convocatoria: audiencia pública en Almolonga",
    subtitulo: "Sábado a las 9:00 horas en el salón municipal",
    resumen:
      "Se invita a vecinos y autoridades comunitarias de Almolonga a la audiencia pública para presentar sus propuestas.",
    categoria: "Comunidad",
    estado: "archivado",
    daysAgo: 500,
    hora: "18:30",
    scene: "personas",
    palette: "amanecer",
    media: [
      ["personas", "Convocatoria a la audiencia pública"],
      ["campo", "Campos de cultivo de Almolonga"],
    ],
    html: article(
      p(
        "La oficina del diputado Carlos Enrique Ixcot invita a vecinos, COCODE y autoridades comunitarias de Almolonga a la <strong>audiencia pública</strong> que se realizará el sábado a las 9:00 horas en el salón municipal.",
      ),
      p(
        "Las comunidades podrán presentar sus propuestas sobre agua para riego, caminos de acceso a los cultivos y servicios de salud. Se recomienda llevar por escrito las solicitudes y, si es posible, copia de las actas comunitarias.",
      ),
      p("La actividad es abierta al público y se contará con traducción al idioma k'iche'."),
    ),
  },
  {
    slug: "horario-atencion-temporada-lluvias",
    titulo: "Horario especial de atención durante la temporada de lluvias",
    subtitulo: "La oficina distrital atenderá emergencias comunitarias también los domingos",
    resumen:
      "Durante la temporada de lluvias la oficina distrital amplía su horario para atender reportes de emergencias comunitarias.",
    categoria: "Comunidad",
    estado: "archivado",
    daysAgo: 470,
    hora: "08:00",
    scene: "volcanes",
    palette: "azul",
    media: [
      ["volcanes", "Temporada de lluvias en el altiplano"],
      ["camino", "Camino afectado por deslizamientos"],
    ],
    html: article(
      p(
        "Durante la temporada de lluvias, la oficina distrital de Quetzaltenango <strong>amplía su horario de atención</strong> para recibir reportes de emergencias comunitarias: deslizamientos, caminos bloqueados o daños en sistemas de agua.",
      ),
      ul([
        "Lunes a viernes de 8:00 a 18:00 horas.",
        "Sábados de 9:00 a 13:00 horas.",
        "Domingos, atención telefónica de emergencias.",
      ]),
      p(
        "Los reportes se trasladan de inmediato a la Coordinadora Departamental para la Reducción de Desastres y a las municipalidades correspondientes.",
      ),
    ),
  },
  {
    slug: "propuesta-reforma-ley-consejos-desarrollo",
    titulo: "Propuesta de reforma a la Ley de los Consejos de Desarrollo Urbano y Rural",
    subtitulo: "Borrador para consulta interna: participación y publicidad de las decisiones",
    resumen:
      "Borrador de la propuesta de reforma que busca fortalecer la participación comunitaria y la publicidad de las decisiones de los consejos.",
    categoria: "Legislación",
    estado: "borrador",
    daysAgo: 2,
    hora: "14:00",
    scene: "documentos",
    palette: "arena",
    media: [
      ["documentos", "Borrador de la propuesta"],
      ["personas", "Reunión de consulta con COCODE"],
    ],
    html: article(
      p(
        "Este borrador recoge las propuestas recibidas en las audiencias públicas para <strong>fortalecer el sistema de Consejos de Desarrollo</strong>.",
      ),
      h2("Ejes de la propuesta"),
      ul([
        "Publicar en línea las actas y los proyectos priorizados por cada consejo.",
        "Garantizar la participación de mujeres y jóvenes en los COCODE.",
        "Establecer plazos para informar a las comunidades sobre sus solicitudes.",
      ]),
      p(
        "Pendiente: revisión jurídica y validación con organizaciones comunitarias antes de su publicación.",
      ),
    ),
  },
  {
    slug: "resultados-fiscalizacion-mercado-municipal",
    titulo: "Resultados de la fiscalización a la remodelación del mercado municipal",
    subtitulo: "Borrador del informe de la visita de supervisión",
    resumen:
      "Borrador con los hallazgos de la visita de supervisión a la remodelación del mercado municipal.",
    categoria: "Fiscalización",
    estado: "borrador",
    daysAgo: 4,
    hora: "11:15",
    scene: "ciudad",
    palette: "ocaso",
    media: [
      ["ciudad", "Área de la remodelación del mercado"],
      ["documentos", "Hallazgos preliminares"],
    ],
    html: article(
      p(
        "Durante la visita de supervisión a la <strong>remodelación del mercado municipal</strong> se revisaron la bitácora de obra, los planos aprobados y las condiciones de los locatarios trasladados a la plaza provisional.",
      ),
      p(
        "Hallazgos preliminares: avance físico del 40 %, atraso de seis semanas respecto del cronograma y necesidad de mejorar la iluminación de la plaza provisional.",
      ),
      p(
        "Pendiente: respuesta de la municipalidad a la solicitud de información antes de publicar.",
      ),
    ),
  },
  {
    slug: "jornada-vacunacion-escolar-olintepeque",
    titulo: "Jornada de vacunación escolar en Olintepeque",
    subtitulo: "Coordinación con el distrito de salud para las escuelas del municipio",
    resumen:
      "Borrador del anuncio de la jornada de vacunación escolar coordinada con el distrito de salud de Olintepeque.",
    categoria: "Comunidad",
    estado: "borrador",
    daysAgo: 1,
    hora: "09:45",
    scene: "salud",
    palette: "turquesa",
    media: [
      ["salud", "Puesto de vacunación"],
      ["escuela", "Escuela sede de la jornada"],
    ],
    html: article(
      p(
        "En coordinación con el <strong>distrito de salud de Olintepeque</strong>, se prepara una jornada de vacunación para estudiantes de primaria de las escuelas del municipio.",
      ),
      p(
        "Los padres de familia deberán presentar el carné de vacunación de sus hijos. La fecha se confirmará con el distrito de salud.",
      ),
    ),
  },
  {
    slug: "audiencia-publica-presupuesto-2027-quetzaltenango",
    titulo: "Convocatoria: audiencia pública sobre el presupuesto 2027 en Quetzaltenango",
    subtitulo: "Presentaremos cómo quedaron las asignaciones para el departamento",
    resumen:
      "Invitamos a la ciudadanía a la audiencia pública en la que se explicarán las asignaciones del presupuesto 2027 para el departamento de Quetzaltenango.",
    categoria: "Transparencia",
    estado: "programado",
    destacado: true,
    daysAhead: 3,
    hora: "08:00",
    scene: "personas",
    palette: "azul",
    media: [
      ["congreso", "Aprobación del presupuesto en el pleno"],
      ["personas", "Audiencia pública en la oficina distrital"],
    ],
    html: article(
      p(
        "La oficina del diputado Carlos Enrique Ixcot invita a la <strong>audiencia pública sobre el presupuesto 2027</strong>, en la que se explicarán las asignaciones aprobadas para el departamento de Quetzaltenango y los proyectos incluidos.",
      ),
      ul([
        "Lugar: salón de la oficina distrital, Quetzaltenango.",
        "Hora: 9:00 horas.",
        "Entrada libre; se transmitirá en las redes sociales de la oficina.",
      ]),
      p(
        "Las preguntas pueden enviarse con anticipación por medio del formulario de contacto, seleccionando el tema Transparencia.",
      ),
    ),
  },
  {
    slug: "informe-anual-labores-2026",
    titulo: "Informe anual de labores 2026",
    subtitulo: "Resultados del tercer año del período legislativo 2024-2028",
    resumen:
      "El informe anual presenta los resultados legislativos, de fiscalización y de atención ciudadana del año 2026.",
    categoria: "Transparencia",
    estado: "programado",
    daysAhead: 12,
    hora: "18:00",
    scene: "documentos",
    palette: "azul",
    media: [
      ["documentos", "Portada del informe anual"],
      ["congreso", "Labor legislativa durante 2026"],
      ["personas", "Audiencias públicas del año"],
    ],
    html: article(
      p(
        "Presentamos el <strong>informe anual de labores 2026</strong>, con los resultados del trabajo legislativo, las visitas de fiscalización, las audiencias públicas y las gestiones ciudadanas atendidas durante el año.",
      ),
      h2("Contenido del informe"),
      ul([
        "Iniciativas de ley presentadas y su estado.",
        "Obras fiscalizadas y hallazgos.",
        "Gestiones ciudadanas por categoría y tiempo de respuesta.",
        "Gastos de funcionamiento de la oficina.",
      ]),
      quote(
        "Rendir cuentas no es un trámite: es la forma de devolver a la ciudadanía la confianza que nos dio.",
        "Diputado Carlos Enrique Ixcot",
      ),
    ),
  },
  {
    slug: "comunicado-camino-chuicavioc-duplicado",
    titulo: "Comunicado sobre el camino rural a Chuicavioc",
    subtitulo: "Publicación duplicada, retirada por el equipo editorial",
    resumen:
      "Publicación retirada por estar duplicada con la noticia sobre la mesa técnica de caminos rurales.",
    categoria: "Comunidad",
    estado: "publicado",
    daysAgo: 150,
    deletedAfterDays: 1,
    hora: "12:00",
    scene: "camino",
    palette: "arena",
    media: [
      ["camino", "Camino rural a Chuicavioc"],
      ["personas", "Vecinos de Chuicavioc"],
    ],
    html: article(
      p(
        "Los vecinos de la aldea Chuicavioc solicitaron el <strong>mantenimiento del camino rural</strong> que conecta con la cabecera de Quetzaltenango, afectado por las lluvias.",
      ),
      p(
        "La solicitud fue incluida en el listado de tramos prioritarios acordado en la mesa técnica con alcaldes del departamento.",
      ),
    ),
  },
];
