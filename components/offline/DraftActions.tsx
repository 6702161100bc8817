import type { ReactNode } from "react";
import type { DraftState } from "./use-draft";

/**
 * The form's send button with what the draft has to say, where the person is looking: beside the
 * button, 'Descartar borrador' while a draft is kept, and below it the queued send's notice or a
 * later send's refusal, in a polite live region that is always present, so that its first words are
 * announced (a status once it says something). Plain classes: the contact page ships no
 * class-merging library.
 */
export function DraftActions({ draft, children }: { draft: DraftState; children: ReactNode }) {
  const message = draft.refused ?? draft.notice;
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center gap-3">
        {children}
        {draft.saved && (
          <button
            type="button"
            onClick={draft.discard}
            className="inline-flex min-h-11 items-center rounded-md border border-border bg-white px-4 text-sm font-medium text-foreground hover:bg-muted"
          >
            Descartar borrador
          </button>
        )}
      </div>
      <p
        aria-live="polite"
        role={message ? "status" : undefined}
        className={`text-sm font-medium not-empty:mt-2 ${draft.refused ? "text-danger" : "text-foreground"}`}
      >
        {message}
      </p>
    </div>
  );
}
