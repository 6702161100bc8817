// The values area: two compromisos; the newer one (highest id) is the current, complete one.
import type { PaletteName, Scene } from "../art";

export interface ImageSeed {
  scene: Scene;
  caption: string;
  palette?: PaletteName;
  /** Only formal-commitment images carry a description. */
  descripcion?: string;
}

export interface CompromisoSeed {
  introduccion_titulo: string;
  introduccion_subtitulo: string;
  introduccion_parrafo: string;
  createdDaysAgo: number;
  valores: { titulo: string; descripcion: string; images: ImageSeed[] }[];
  formales: { titulo: string; descripcion: string; images: ImageSeed[] }[];
  mensajes: { texto: string; images: ImageSeed[] }[];
  visuales: (
    | { tipo: "foto"; descripcion: string; image: ImageSeed }
    | { tipo: "video"; descripcion: string; url: string }
  )[];
}

/** Oldest first: created in this order, so the current compromiso gets the highest id. */
export const COMPROMISOS: readonly CompromisoSeed[] = [
  {
    introduccion_titulo: "Compromiso ciudadano 2020-2024",
    introduccion_subtitulo: "Lo que ofrecimos al iniciar el primer período",
    introduccion_parrafo:
      "Al asumir el cargo de diputado por Quetzaltenango nos comprometimos a trabajar con honestidad, a escuchar a las comunidades y a rendir cuentas de manera periódica.",
    createdDaysAgo: 700,
    valores: [
      {
        titulo: "Honestidad",
        descripcion:
          "Administrar con rectitud los recursos de la oficina y decir siempre la verdad a la ciudadanía.",
        images: [],
      },
      {
        titulo: "Cercanía",
        descripcion: "Mantener una oficina abierta y recorrer los municipios del distrito.",
        images: [],
      },
    ],
    formales: [
      {
        titulo: "Informe anual de labores",
        descripcion:
          "Presentar cada año un informe público de las labores legislativas y de fiscalización.",
        images: [],
      },
    ],
    mensajes: [
      {
        texto: "Gracias por la confianza depositada. Trabajaremos cada día para honrarla.",
        images: [],
      },
    ],
    visuales: [],
  },
  {
    introduccion_titulo: "Nuestro compromiso con Quetzaltenango",
    introduccion_subtitulo: "Valores y compromisos para el período legislativo 2024-2028",
    introduccion_parrafo:
      "La confianza de la ciudadanía se cuida con hechos. Por eso hacemos públicos los valores que guían nuestro trabajo y los compromisos concretos que asumimos, para que cualquier persona pueda verificar su cumplimiento y exigirnos cuando no estemos a la altura.",
    createdDaysAgo: 300,
    valores: [
      {
        titulo: "Honestidad",
        descripcion:
          "Actuamos con rectitud en cada decisión, administramos los recursos de la oficina con austeridad y decimos la verdad, aun cuando no sea la respuesta que se espera.",
        images: [
          {
            scene: "documentos",
            caption: "Honestidad en el manejo de los recursos",
            palette: "arena",
          },
          { scene: "congreso", caption: "Decisiones explicadas a la ciudadanía", palette: "azul" },
        ],
      },
      {
        titulo: "Transparencia",
        descripcion:
          "Publicamos la agenda, los gastos de la oficina, las iniciativas presentadas y el avance de las gestiones ciudadanas en formato abierto.",
        images: [
          {
            scene: "documentos",
            caption: "Información pública, en formato abierto",
            palette: "azul",
          },
        ],
      },
      {
        titulo: "Servicio",
        descripcion:
          "Entendemos el cargo como un servicio: cada solicitud recibe un folio, una respuesta y un seguimiento hasta su cierre.",
        images: [
          {
            scene: "personas",
            caption: "Atención a vecinos en la oficina distrital",
            palette: "amanecer",
          },
          { scene: "agua", caption: "Servicio que se traduce en obras", palette: "turquesa" },
        ],
      },
      {
        titulo: "Diálogo",
        descripcion:
          "Escuchamos a todos los sectores, sin distinción, y buscamos acuerdos que pongan por delante el bienestar de las comunidades.",
        images: [
          { scene: "personas", caption: "Diálogo con autoridades comunitarias", palette: "ocaso" },
        ],
      },
      {
        titulo: "Respeto a la diversidad",
        descripcion:
          "Reconocemos y valoramos la diversidad cultural y lingüística del departamento; nuestras audiencias cuentan con interpretación al idioma k'iche' y mam.",
        images: [
          {
            scene: "volcanes",
            caption: "Un departamento diverso y orgulloso",
            palette: "amanecer",
          },
        ],
      },
    ],
    formales: [
      {
        titulo: "Rendir cuentas cada semestre",
        descripcion:
          "Publicar dos informes de labores al año, con resultados legislativos, fiscalizaciones, gestiones atendidas y gastos de la oficina.",
        images: [
          {
            scene: "documentos",
            caption: "Informe semestral de labores",
            palette: "arena",
            descripcion: "Presentación del informe del primer semestre de 2026.",
          },
        ],
      },
      {
        titulo: "Audiencias públicas en los 24 municipios",
        descripcion:
          "Realizar al menos una audiencia pública al año en cada municipio del departamento de Quetzaltenango.",
        images: [
          {
            scene: "personas",
            caption: "Audiencia pública en San Juan Ostuncalco",
            palette: "amanecer",
            descripcion: "Audiencia con 27 comunidades de San Juan Ostuncalco.",
          },
          {
            scene: "personas",
            caption: "Audiencia pública en Coatepeque",
            palette: "ocaso",
            descripcion: "Audiencia sobre seguridad vial en Coatepeque.",
          },
        ],
      },
      {
        titulo: "Responder cada gestión en plazo",
        descripcion:
          "Dar respuesta a cada gestión ciudadana dentro del plazo de su categoría y notificar por correo cada cambio de estado.",
        images: [
          {
            scene: "ciudad",
            caption: "Oficina distrital de Quetzaltenango",
            palette: "azul",
            descripcion: "Equipo de atención ciudadana de la oficina distrital.",
          },
        ],
      },
      {
        titulo: "Fiscalizar la obra pública del departamento",
        descripcion:
          "Visitar las obras financiadas con fondos públicos en el departamento y publicar los hallazgos de cada visita.",
        images: [
          {
            scene: "camino",
            caption: "Fiscalización de obra vial",
            palette: "ocaso",
            descripcion: "Visita de fiscalización al tramo de la CA-1.",
          },
        ],
      },
    ],
    mensajes: [
      {
        texto:
          "La política vale la pena cuando mejora la vida de las personas. Ese es el único criterio con el que queremos ser evaluados.",
        images: [{ scene: "volcanes", caption: "Trabajamos por Quetzaltenango", palette: "azul" }],
      },
      {
        texto:
          "Cada gestión que recibimos es una oportunidad de servir. Gracias por confiar en esta oficina.",
        images: [],
      },
      {
        texto:
          "La transparencia no es un favor: es una obligación de quienes administramos recursos públicos.",
        images: [],
      },
      {
        texto:
          "Nuestra puerta está abierta a todas las personas, sin importar su comunidad, su idioma o su forma de pensar.",
        images: [],
      },
    ],
    visuales: [
      {
        tipo: "foto",
        descripcion: "Recorrido por las comunidades del distrito",
        image: {
          scene: "campo",
          caption: "Recorrido por las comunidades del distrito",
          palette: "amanecer",
        },
      },
      {
        tipo: "video",
        descripcion: "Mensaje del diputado sobre nuestros compromisos",
        url: "https://www.youtube.com/watch?v=QmK8tR2xV4c",
      },
      {
        tipo: "video",
        descripcion: "Resumen de la audiencia pública en San Juan Ostuncalco",
        url: "https://vimeo.com/824613975",
      },
    ],
  },
];
