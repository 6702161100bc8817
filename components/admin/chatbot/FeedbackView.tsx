import Link from "next/link";
import { DetailSection } from "@/components/admin/DetailSection";
import { SourceList } from "@/components/chat/SourceList";
import type { ChatFeedback } from "@/lib/chat/dto";
import { formatDateTime } from "@/lib/format/display";

function Share({ label, value, total }: { label: string; value: number; total: number }) {
  const percent = total ? Math.round((value / total) * 100) : 0;
  return (
    <div className="flex flex-col rounded-md border border-border bg-white px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold text-primary">
        {value} <span className="text-sm font-normal text-muted-foreground">({percent} %)</span>
      </dd>
    </div>
  );
}

/** Useful against not useful, and the answers found not useful with the question they answered. */
export function FeedbackView({ feedback }: { feedback: ChatFeedback }) {
  const rated = feedback.utiles + feedback.no_utiles;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Share label="Útiles" value={feedback.utiles} total={rated} />
          <Share label="No útiles" value={feedback.no_utiles} total={rated} />
        </dl>
        <p className="text-sm text-muted-foreground">
          {feedback.sin_opinion === 1
            ? "1 respuesta sin opinión."
            : `${feedback.sin_opinion} respuestas sin opinión.`}
        </p>
      </div>
      <DetailSection id="chatbot-no-utiles" title="Respuestas marcadas como no útiles">
        {feedback.items.length === 0 ? (
          <p className="text-muted-foreground">Ninguna respuesta fue marcada como no útil.</p>
        ) : (
          <ol className="divide-y divide-border">
            {feedback.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 py-4">
                <p className="font-medium">{item.pregunta ?? "(pregunta no disponible)"}</p>
                <p className="text-sm whitespace-pre-line text-foreground/90">{item.respuesta}</p>
                <SourceList id={`fuentes-respuesta-${item.id}`} sources={item.sources} />
                <p className="text-sm text-muted-foreground">
                  <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time> ·{" "}
                  <Link
                    href={`/admin/chatbot/${item.session_id}`}
                    className="text-primary underline underline-offset-2 hover:no-underline"
                  >
                    Ver conversación
                  </Link>
                </p>
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
    </div>
  );
}
