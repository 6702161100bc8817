// Biography versions of the (fictional) legislator. Version 2 is the active one.
import type { PaletteName, Scene } from "../art";

interface BiographyImageSeed {
  scene: Scene;
  caption: string;
  descripcion: string;
  palette?: PaletteName;
}

export interface BiographySeed {
  version: number;
  activa: boolean;
  /** Days before the seed run at which this version was written. */
  createdDaysAgo: number;
  introduccion: string;
  biografia_texto: string;
  slogan: string;
  trayectoria: string;
  mision: string;
  valores: string;
  historia_gestion: string;
  mensaje_final: string;
  video_url: string;
  images: {
    principal: { caption: string; palette: PaletteName };
    destacada?: { scene: Scene; caption: string; palette?: PaletteName };
    profesional?: { caption: string; palette: PaletteName };
    logo: boolean;
  };
  galeria: BiographyImageSeed[];
  bloques: { titulo: string; contenido: string }[];
}

const BIOGRAFIA_V2 = [
  "Carlos Enrique Ixcot nació en 1978 en la zona 3 de Quetzaltenango, en el seno de una familia k'iche' dedicada al comercio en el mercado La Democracia. Su madre, maestra de primaria, y su padre, sastre, le enseñaron desde niño que el trabajo bien hecho y la palabra cumplida son la mejor carta de presentación de una persona.",
  "Estudió Ingeniería Civil en el Centro Universitario de Occidente de la Universidad de San Carlos de Guatemala, donde se graduó con una tesis sobre sistemas de agua por gravedad para comunidades del altiplano. Más tarde obtuvo una maestría en Administración Pública, con especialidad en gestión municipal y presupuesto por resultados.",
  "Durante más de quince años trabajó junto a comités de agua, COCODE y municipalidades de Quetzaltenango, Totonicapán y San Marcos en el diseño y la supervisión de proyectos de agua potable, caminos rurales y escuelas. Esa experiencia le mostró de cerca cómo una obra mal planificada o sin seguimiento se convierte en un problema para las familias, y cómo una obra transparente transforma una comunidad.",
  "En 2019 fue electo diputado al Congreso de la República por el distrito de Quetzaltenango y en 2023 los electores renovaron su confianza para el período 2024-2028. Integra las comisiones de Comunicaciones, Transporte y Obras Públicas, y de Probidad, desde donde impulsa iniciativas de transparencia en la obra pública, fiscaliza la ejecución del presupuesto y acompaña a las comunidades en sus gestiones ante los ministerios.",
  "Está casado con la licenciada Irma Tzunún, psicóloga clínica, y es padre de dos hijos. Los fines de semana atiende audiencias en su oficina distrital de Quetzaltenango y recorre los municipios del departamento para escuchar de primera mano las necesidades de la población.",
].join("\n\n");

const BIOGRAFIA_V1 = [
  "Carlos Enrique Ixcot es ingeniero civil egresado del Centro Universitario de Occidente y diputado por el distrito de Quetzaltenango. Antes de llegar al Congreso trabajó durante más de quince años con comités comunitarios en proyectos de agua potable, caminos rurales y escuelas del altiplano occidental.",
  "En el Congreso de la República integra la Comisión de Comunicaciones, Transporte y Obras Públicas, desde donde da seguimiento a la ejecución de proyectos en su departamento y promueve la publicación abierta de la información sobre contratos de obra pública.",
].join("\n\n");

export const BIOGRAPHY_VERSIONS: readonly BiographySeed[] = [
  {
    version: 1,
    activa: false,
    createdDaysAgo: 640,
    introduccion:
      "Ingeniero civil, servidor público y vecino de Quetzaltenango, comprometido con una obra pública bien hecha y rendida en cuentas.",
    biografia_texto: BIOGRAFIA_V1,
    slogan: "Obras que se ven, cuentas que se rinden",
    trayectoria:
      "Ingeniero supervisor de proyectos de agua potable (2004-2012). Asesor técnico de municipalidades del altiplano occidental (2012-2019). Diputado por Quetzaltenango desde 2020.",
    mision:
      "Representar con honestidad a los vecinos de Quetzaltenango, legislar con criterio técnico y fiscalizar que cada quetzal invertido llegue a las comunidades.",
    valores: "Honestidad, transparencia, servicio, respeto a la diversidad cultural.",
    historia_gestion:
      "Durante el primer período impulsó mesas técnicas con alcaldes del departamento para priorizar proyectos de agua y caminos rurales, y dio seguimiento a obras inconclusas financiadas con fondos de los Consejos de Desarrollo.",
    mensaje_final: "Gracias por la confianza. Mi oficina está abierta para escucharle.",
    video_url: "https://www.youtube.com/watch?v=Xq3LmT8vR2k",
    images: {
      principal: { caption: "Diputado Carlos Enrique Ixcot", palette: "turquesa" },
      logo: true,
    },
    galeria: [
      {
        scene: "agua",
        caption: "Inauguración de sistema de agua en Cantel",
        descripcion:
          "Entrega del sistema de agua por gravedad a la aldea Xecam, Cantel, junto al comité comunitario.",
        palette: "turquesa",
      },
      {
        scene: "congreso",
        caption: "Juramentación en el Congreso de la República",
        descripcion:
          "Toma de posesión como diputado por el distrito de Quetzaltenango, 14 de enero de 2020.",
        palette: "azul",
      },
    ],
    bloques: [
      {
        titulo: "Formación",
        contenido:
          "Ingeniero civil por el Centro Universitario de Occidente (USAC) y maestro en Administración Pública.",
      },
      {
        titulo: "Trabajo comunitario",
        contenido:
          "Más de quince años acompañando a comités de agua y COCODE del altiplano occidental.",
      },
    ],
  },
  {
    version: 2,
    activa: true,
    createdDaysAgo: 95,
    introduccion:
      "Soy Carlos Enrique Ixcot, ingeniero civil y diputado por el distrito de Quetzaltenango. Creo en una política cercana, técnica y transparente, en la que cada decisión se explique y cada obra se pueda visitar, medir y evaluar.",
    biografia_texto: BIOGRAFIA_V2,
    slogan: "Cerca de la gente, claro con las cuentas",
    trayectoria: [
      "2004-2012: Ingeniero supervisor de proyectos de agua potable y saneamiento en comunidades de Quetzaltenango y Totonicapán.",
      "2012-2019: Asesor técnico de municipalidades del altiplano occidental en planificación, presupuesto y contratación de obra pública.",
      "2016-2019: Catedrático del curso de Hidráulica en el Centro Universitario de Occidente.",
      "2020-2024: Diputado por Quetzaltenango; secretario de la Comisión de Comunicaciones, Transporte y Obras Públicas.",
      "2024-2028: Diputado reelecto por Quetzaltenango; integrante de las comisiones de Obras Públicas y de Probidad.",
    ].join("\n"),
    mision:
      "Legislar y fiscalizar con criterio técnico para que el presupuesto público se traduzca en agua potable, caminos, escuelas y servicios de salud de calidad para las familias de Quetzaltenango, rindiendo cuentas de manera periódica y abierta.",
    valores:
      "Honestidad en el manejo de los recursos públicos; transparencia y rendición de cuentas; servicio cercano y respetuoso; diálogo con todos los sectores; respeto a la diversidad cultural y lingüística de Guatemala.",
    historia_gestion: [
      "En su primer período promovió la iniciativa de ley de transparencia en la obra pública, que propone publicar en línea el avance físico y financiero de cada proyecto, y acompañó la reactivación de once obras inconclusas en el departamento.",
      "En el período actual ha realizado más de cuarenta audiencias públicas en los municipios del distrito, ha fiscalizado la ejecución de los fondos de los Consejos de Desarrollo y ha gestionado, junto a las municipalidades, la priorización de proyectos de agua potable, caminos rurales y mejoramiento de escuelas.",
    ].join("\n\n"),
    mensaje_final:
      "Esta oficina es de ustedes. Si tiene una propuesta, una denuncia o una necesidad de su comunidad, escríbanos o visítenos: su voz es la razón de este trabajo.",
    video_url: "https://www.youtube.com/watch?v=QmK8tR2xV4c",
    images: {
      principal: { caption: "Diputado Carlos Enrique Ixcot", palette: "azul" },
      destacada: {
        scene: "volcanes",
        caption: "Quetzaltenango, el distrito que representamos",
        palette: "amanecer",
      },
      profesional: { caption: "Ingeniero Carlos Enrique Ixcot", palette: "ocaso" },
      logo: true,
    },
    galeria: [
      {
        scene: "personas",
        caption: "Audiencia pública en San Juan Ostuncalco",
        descripcion:
          "Audiencia pública con autoridades comunitarias de San Juan Ostuncalco para priorizar proyectos de agua.",
        palette: "amanecer",
      },
      {
        scene: "camino",
        caption: "Supervisión del camino rural a Chuicavioc",
        descripcion:
          "Recorrido de supervisión del mejoramiento del camino rural entre Quetzaltenango y la aldea Chuicavioc.",
        palette: "ocaso",
      },
      {
        scene: "escuela",
        caption: "Visita a la Escuela Oficial Rural Mixta de Sigüilá",
        descripcion:
          "Visita a la escuela de San Miguel Sigüilá tras la reparación de techos y servicios sanitarios.",
        palette: "arena",
      },
      {
        scene: "congreso",
        caption: "Sesión plenaria del Congreso de la República",
        descripcion:
          "Intervención en el pleno durante la discusión del presupuesto general de ingresos y egresos del Estado.",
        palette: "azul",
      },
    ],
    bloques: [
      {
        titulo: "Formación académica",
        contenido:
          "Ingeniero civil por el Centro Universitario de Occidente de la Universidad de San Carlos de Guatemala y maestro en Administración Pública, con estudios de especialización en presupuesto por resultados y contratación pública.",
      },
      {
        titulo: "Trabajo comunitario",
        contenido:
          "Antes de ser diputado acompañó durante más de quince años a comités de agua, COCODE y municipalidades de Quetzaltenango, Totonicapán y San Marcos en el diseño y la supervisión de obras.",
      },
      {
        titulo: "Labor legislativa",
        contenido:
          "Impulsa iniciativas de transparencia en la obra pública, fiscaliza la ejecución presupuestaria y mantiene audiencias públicas periódicas en los 24 municipios del departamento.",
      },
    ],
  },
];
