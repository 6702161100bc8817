"use client";

import { RotateCcw, SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { CHAT_MESSAGE_MAX } from "@/lib/chat/schema";
import { AnswerBubble, Bubble, PendingBubble } from "./ChatBubbles";
import { useAssistant } from "./use-assistant";

/**
 * The chat screen (product.md §C.2 "Chat screen"): the greeting, the conversation kept for 24 hours in
 * this browser, the answer written as it arrives and announced to screen readers once complete,
 * and the question box — Enter sends, Shift+Enter adds a line, an empty question or a second one
 * while an answer is on its way is not sent. A question sent shows with what follows it; an answer,
 * and the conversation when it is opened again, from the start of the last answer, where a phone
 * would otherwise show its sources. `onLeave` runs when a source is followed.
 */
export function ChatScreen({
  storageKey,
  greeting,
  onLeave,
}: {
  storageKey: string;
  greeting: string;
  onLeave?: () => void;
}) {
  const id = useId();
  const { turns, pending, announcement, ask, rate, restart } = useAssistant(storageKey);
  const [draft, setDraft] = useState("");
  const messages = useRef<HTMLOListElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const waiting = pending !== null;
  const answered = turns.at(-1)?.role === "assistant";

  useEffect(() => {
    if (waiting || !answered) end.current?.scrollIntoView({ block: "nearest" });
    else messages.current?.lastElementChild?.scrollIntoView({ block: "start" });
  }, [turns.length, waiting, answered]);

  const send = () => {
    if (waiting || !ask(draft)) return;
    setDraft("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="flex flex-col rounded-lg border border-border bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold text-primary">
          Conversación
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={restart}
          disabled={waiting || turns.length === 0}
        >
          <RotateCcw aria-hidden />
          Nueva conversación
        </Button>
      </div>
      <ol
        ref={messages}
        aria-label="Mensajes"
        aria-busy={waiting || undefined}
        className="flex flex-col gap-4 px-3 py-4 sm:px-5"
      >
        <Bubble from="assistant">
          <p>{greeting}</p>
        </Bubble>
        {turns.map((turn) =>
          turn.role === "user" ? (
            <Bubble key={turn.id} from="user">
              <p className="whitespace-pre-line">{turn.text}</p>
            </Bubble>
          ) : (
            <AnswerBubble key={turn.id} turn={turn} onRate={rate} onFollow={onLeave} />
          ),
        )}
        {waiting && <PendingBubble text={pending} />}
      </ol>
      <div ref={end} className="scroll-mb-44" />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <form
        aria-label="Preguntar al asistente"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        className="sticky bottom-0 flex flex-col gap-1.5 rounded-b-lg border-t border-border bg-white p-3 sm:px-5"
      >
        <Label htmlFor={`${id}-pregunta`}>Tu pregunta</Label>
        <div className="flex items-end gap-2">
          <Textarea
            id={`${id}-pregunta`}
            rows={2}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            aria-describedby={`${id}-ayuda`}
            placeholder="Escribe tu pregunta…"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className="max-h-40 min-h-12 resize-y"
          />
          <Button type="submit" disabled={waiting || !draft.trim()} className="min-h-12">
            <SendHorizontal aria-hidden />
            Enviar
          </Button>
        </div>
        <p id={`${id}-ayuda`} className="text-xs text-muted-foreground">
          Enter envía; Mayús + Enter agrega una línea. {draft.length}/{CHAT_MESSAGE_MAX}
        </p>
      </form>
    </section>
  );
}
