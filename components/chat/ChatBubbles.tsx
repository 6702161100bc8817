"use client";

import { ThumbsDown, ThumbsUp } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import type { AssistantTurn } from "./chat-store";
import { SourceList } from "./SourceList";

// The bubbles of the chat screen: the citizen's questions on the right, the assistant's answers on
// the left with their numbered sources and the useful / not useful buttons.

/** One turn of the conversation: its bubble, and what goes under it. */
export function Bubble({
  from,
  footer,
  children,
}: {
  from: "user" | "assistant";
  footer?: ReactNode;
  children: ReactNode;
}) {
  const mine = from === "user";
  return (
    <li className={cn("flex scroll-mt-3 flex-col gap-2", mine ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[88%] rounded-2xl px-4 py-3 text-[0.95rem] leading-relaxed sm:max-w-[80%]",
          mine
            ? "rounded-br-sm bg-primary text-primary-foreground"
            : "rounded-bl-sm border border-border bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{mine ? "Tú: " : "Asistente: "}</span>
        {children}
      </div>
      {footer}
    </li>
  );
}

const VERDICTS = [
  { value: true, label: "Útil", Icon: ThumbsUp },
  { value: false, label: "No útil", Icon: ThumbsDown },
] as const;

function Rating({
  turn,
  onRate,
}: {
  turn: AssistantTurn;
  onRate: (id: string, useful: boolean) => void;
}) {
  if (!turn.rating) return null;
  const { useful } = turn.rating;
  return (
    <div
      role="group"
      aria-label="¿Te fue útil esta respuesta?"
      className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
    >
      <span aria-hidden>¿Te fue útil?</span>
      {VERDICTS.map(({ value, label, Icon }) => (
        <Button
          key={label}
          variant="outline"
          size="sm"
          className="rounded-full aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary-hover"
          aria-pressed={useful === value}
          onClick={() => onRate(turn.id, value)}
        >
          <Icon aria-hidden />
          {label}
        </Button>
      ))}
    </div>
  );
}

/** An answer with its sources and, once stored, the buttons to rate it. */
export function AnswerBubble({
  turn,
  onRate,
  onFollow,
}: {
  turn: AssistantTurn;
  onRate: (id: string, useful: boolean) => void;
  onFollow?: () => void;
}) {
  return (
    <Bubble from="assistant" footer={<Rating turn={turn} onRate={onRate} />}>
      <p className="whitespace-pre-line">{turn.text}</p>
      <SourceList id={`fuentes-${turn.id}`} sources={turn.sources} onFollow={onFollow} />
    </Bubble>
  );
}

/** The answer on its way: three dots until its first words, then the words as they arrive. */
export function PendingBubble({ text }: { text: string }) {
  return (
    <Bubble from="assistant">
      {text ? (
        <p className="whitespace-pre-line">{text}</p>
      ) : (
        <span className="flex items-center gap-1 py-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              aria-hidden
              style={{ animationDelay: `${delay}ms` }}
              className="size-2 animate-bounce rounded-full bg-muted-foreground"
            />
          ))}
          <span className="sr-only">El asistente está escribiendo…</span>
        </span>
      )}
    </Bubble>
  );
}
