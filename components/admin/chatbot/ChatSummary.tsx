import { StatFigure, StatStrip } from "@/components/admin/DashboardStats";
import type { ChatSummary as Summary } from "@/lib/chat/dto";
import { viewHref } from "./ChatViewTabs";

/** The last days at a glance: conversations, questions, and questions that found nothing. */
export function ChatSummary({ summary }: { summary: Summary }) {
  return (
    <StatStrip id="chatbot-resumen" title={`Últimos ${summary.dias} días`}>
      <StatFigure
        href={viewHref("conversaciones")}
        value={summary.conversaciones}
        label="Conversaciones"
      />
      <StatFigure href={viewHref("temas")} value={summary.preguntas} label="Preguntas" />
      <StatFigure
        href={viewHref("sin-respuesta")}
        value={summary.sin_respuesta}
        label="Sin respuesta"
        alert
      />
    </StatStrip>
  );
}
