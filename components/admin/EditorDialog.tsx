"use client";

import { useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";

const DISCARD_QUESTION = "¿Descartar los cambios?";

/** A file chosen is uploaded at once (a cover, a photo): it leaves nothing unsaved behind. */
const isFilePicker = (target: EventTarget) =>
  target instanceof HTMLInputElement && target.type === "file";

/**
 * Every editor dialog of the back office: a modal with a form that Escape, the overlay and the
 * close button dismiss, as product.md asks, except that once something was typed or chosen in it
 * the dialog first asks '¿Descartar los cambios?'. What counts as a change is any input inside
 * it, so that every form, the rich-text editor included, is covered without telling it. A save
 * that keeps the dialog open (a news item just created) changes `savedKey`, which clears the mark.
 */
export function EditorDialog({
  open = true,
  onClose,
  title,
  description,
  savedKey,
  className,
  onEscapeKeyDown,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  savedKey?: string | number;
  className?: string;
  onEscapeKeyDown?: ComponentProps<typeof DialogContent>["onEscapeKeyDown"];
  children: ReactNode;
}) {
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  const [cleanAt, setCleanAt] = useState({ open, savedKey });
  if (cleanAt.open !== open || cleanAt.savedKey !== savedKey) {
    setCleanAt({ open, savedKey });
    setChanged(false);
  }
  const noteChange = (event: FormEvent) => {
    if (!isFilePicker(event.target)) setChanged(true);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && (changed ? setAsking(true) : onClose())}>
      <DialogContent
        className={className}
        onEscapeKeyDown={onEscapeKeyDown}
        onInput={noteChange}
        onChange={noteChange}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={DISCARD_QUESTION}
          description="Lo que escribiste o elegiste aquí no se ha guardado y se perderá."
          confirmLabel="Descartar"
          cancelLabel="Seguir editando"
          destructive
          onConfirm={() => {
            setAsking(false);
            setChanged(false);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
