import type { ChatTopics } from "@/lib/chat/dto";

/** The words most asked about, each with how many questions named it and a bar to compare. */
export function TopicList({ topics }: { topics: ChatTopics }) {
  if (!topics.items.length) {
    return (
      <p className="text-muted-foreground">No hubo preguntas en los últimos {topics.dias} días.</p>
    );
  }
  const most = topics.items[0]!.veces;
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground">
        Palabras de {topics.preguntas === 1 ? "1 pregunta" : `${topics.preguntas} preguntas`} de los
        últimos {topics.dias} días; cada pregunta cuenta una vez por palabra.
      </p>
      <ol aria-label="Temas más consultados" className="flex flex-col gap-2">
        {topics.items.map((topic) => (
          <li
            key={topic.tema}
            className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm"
          >
            <span className="truncate font-medium">{topic.tema}</span>
            <span aria-hidden className="h-2.5 rounded-full bg-primary-soft">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${Math.max(4, Math.round((topic.veces / most) * 100))}%` }}
              />
            </span>
            <span className="tabular-nums">
              {topic.veces === 1 ? "1 pregunta" : `${topic.veces} preguntas`}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
