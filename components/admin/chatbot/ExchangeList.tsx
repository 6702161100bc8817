import { SourceList } from "@/components/chat/SourceList";
import { Badge } from "@/components/ui/Badge";
import type { ChatExchange } from "@/lib/chat/dto";
import { formatDateTime } from "@/lib/format/display";

function Verdict({ useful }: { useful: boolean | null }) {
  if (useful === null) return <Badge variant="outline">Sin opinión</Badge>;
  return useful ? (
    <Badge variant="success">Útil</Badge>
  ) : (
    <Badge variant="destructive">No útil</Badge>
  );
}

/** A conversation's questions, each with the answer it got, its sources and the citizen's verdict. */
export function ExchangeList({ exchanges }: { exchanges: ChatExchange[] }) {
  return (
    <ol aria-label="Preguntas y respuestas" className="flex flex-col gap-4">
      {exchanges.map(({ question, answer }) => (
        <li
          key={question.id}
          className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-base font-semibold">{question.content}</h2>
            {question.found === false && <Badge variant="warning">Sin respuesta</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            <time dateTime={question.created_at}>{formatDateTime(question.created_at)}</time>
          </p>
          {answer ? (
            <div className="mt-3 rounded-md bg-muted p-3">
              <p className="text-sm whitespace-pre-line">{answer.content}</p>
              <SourceList id={`fuentes-${answer.id}`} sources={answer.sources} />
              <div className="mt-2">
                <Verdict useful={answer.useful} />
              </div>
            </div>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">Sin respuesta registrada.</p>
          )}
        </li>
      ))}
    </ol>
  );
}
