import Link from "next/link";
import type { UnansweredQuestion } from "@/lib/chat/dto";
import { formatDateTime } from "@/lib/format/display";
import { keywordsOf } from "@/lib/search/text";

/** The vocabulary form, started with the question's first word worth teaching. */
const teachHref = (question: string) => {
  const [word] = keywordsOf(question);
  return `/admin/chatbot?vista=vocabulario${word ? `&palabra=${encodeURIComponent(word)}` : ""}`;
};

/**
 * The questions that found nothing published — what the office could write about next — grouped
 * by their words, newest first; each offers to teach the assistant a word of it.
 */
export function UnansweredList({
  items,
  canTeach,
}: {
  items: UnansweredQuestion[];
  /** Whether the office may add to the vocabulary: each question then offers to. */
  canTeach: boolean;
}) {
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
          <div className="flex shrink-0 flex-wrap items-baseline gap-x-3 text-sm">
            <p className="text-muted-foreground">
              {item.veces === 1 ? "1 vez" : `${item.veces} veces`} · última{" "}
              <time dateTime={item.ultima}>{formatDateTime(item.ultima)}</time>
            </p>
            {canTeach ? (
              <Link
                href={teachHref(item.texto)}
                className="inline-flex min-h-11 items-center font-medium text-primary underline"
              >
                Agregar una palabra
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
