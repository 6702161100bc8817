import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import type { ConversationItem } from "@/lib/chat/dto";
import { formatDateTime } from "@/lib/format/display";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One page of conversations, newest activity first; each opens its questions and answers. */
export function ConversationList({ items }: { items: ConversationItem[] }) {
  if (!items.length) {
    return (
      <p className="rounded-lg border border-border bg-white px-4 py-10 text-center text-muted-foreground">
        No hay conversaciones con estos filtros.
      </p>
    );
  }
  return (
    <ul aria-label="Conversaciones" className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-lg border border-border bg-white p-4 shadow-sm">
          <Link
            href={`/admin/chatbot/${item.id}`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {item.primera_pregunta}
          </Link>
          <p className="mt-1 text-sm text-muted-foreground">
            {item.ciudadano ?? "Visitante"} · Última actividad{" "}
            <time dateTime={item.last_activity_at}>{formatDateTime(item.last_activity_at)}</time>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge variant="outline">{plural(item.preguntas, "pregunta", "preguntas")}</Badge>
            {item.sin_respuesta > 0 && (
              <Badge variant="warning">
                {plural(item.sin_respuesta, "sin respuesta", "sin respuesta")}
              </Badge>
            )}
            {item.no_utiles > 0 && (
              <Badge variant="destructive">{plural(item.no_utiles, "no útil", "no útiles")}</Badge>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
