import type { UnansweredQuestion } from "@/lib/chat/dto";
import { formatDateTime } from "@/lib/format";

/**
 * The questions that found nothing published — what the office could write about next — grouped
 * by their words, newest first.
 */
export function UnansweredList({ items }: { items: UnansweredQuestion[] }) {
  if (!items.length) {
    return (
      <p className="text-muted-foreground">
        Todas las preguntas encontraron información publicada.
      </p>
    );
  }
  return (
    <ol aria-label="Preguntas sin respuesta" className="divide-y divide-border">
      {items.map((item) => (
        <li
          key={`${item.texto}-${item.ultima}`}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
        >
          <p className="font-medium">{item.texto}</p>
          <p className="shrink-0 text-sm text-muted-foreground">
            {item.veces === 1 ? "1 vez" : `${item.veces} veces`} · última{" "}
            <time dateTime={item.ultima}>{formatDateTime(item.ultima)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
