// Demo chatbot conversations: what citizens asked and what the retrieval answer cited.

interface ChatTurnSeed {
  question: string;
  answer: string;
  /** Slugs of the published news cited as sources (empty when nothing was found). */
  sources: string[];
}

export interface ChatSessionSeed {
  /** Fixed id, so that a second run finds the session instead of creating another. */
  id: string;
  citizen: string | null;
  startedHoursAgo: number;
  turns: ChatTurnSeed[];
}

export const CHAT_SESSIONS: readonly ChatSessionSeed[] = [
  {
    id: "5eed0000-c4a7-4000-8000-000000000001",
    citizen: "ciudadano@demo.gt",
    startedHoursAgo: 3,
    turns: [
      {
        question: "¿Qué ha hecho el diputado sobre agua potable en Cantel?",
        answer:
          "En Cantel, la oficina acompañó la gestión del sistema de agua potable por gravedad de la aldea Xecam, que hoy abastece a más de 300 familias. Además, organizó un diálogo departamental sobre la gestión del agua y el saneamiento con comités de agua y municipalidades.",
        sources: ["agua-potable-aldea-xecam-cantel", "dialogo-iniciativa-agua-saneamiento"],
      },
      {
        question: "¿Dónde será la próxima audiencia pública?",
        answer:
          "Según la publicación sobre la audiencia de San Juan Ostuncalco, la siguiente audiencia pública se realizará en Concepción Chiquirichapa; la fecha se anunciará en el sitio y en las redes sociales de la oficina.",
        sources: ["audiencia-publica-san-juan-ostuncalco"],
      },
      {
        question: "¿Cuál es el horario de la feria de Xela?",
        answer:
          "No encontré información publicada sobre ese tema. Puede escribir a la oficina desde la página de contacto o registrar una gestión en el portal.",
        sources: [],
      },
    ],
  },
  {
    id: "5eed0000-c4a7-4000-8000-000000000002",
    citizen: null,
    startedHoursAgo: 26,
    turns: [
      {
        question: "¿Cómo puedo consultar los gastos de la oficina del diputado?",
        answer:
          "La oficina publica sus gastos de funcionamiento, mes a mes, en formato abierto. También se incluyen en los informes semestrales de rendición de cuentas.",
        sources: [
          "datos-abiertos-oficina-distrital",
          "informe-rendicion-cuentas-primer-semestre-2026",
        ],
      },
      {
        question: "¿Cómo solicito una constancia de residencia?",
        answer:
          "No encontré información publicada sobre ese tema. Puede escribir a la oficina desde la página de contacto o registrar una gestión en el portal.",
        sources: [],
      },
    ],
  },
];
