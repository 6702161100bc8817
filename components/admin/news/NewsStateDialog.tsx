"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";
import { archiveNewsAction, deleteNewsAction, publishNewsAction } from "@/lib/news/actions";
import { Alert } from "@/components/ui/Alert";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { NewsListItem } from "@/lib/news/schema";
import { actionFailure } from "@/components/admin/server-errors";

export type NewsStateChange = "publicar" | "archivar" | "eliminar";

const CHANGES = {
  publicar: {
    title: "Publicar noticia",
    question: "¿Publicar esta noticia?",
    confirm: "Publicar",
    pending: "Publicando…",
    done: "Noticia publicada.",
    run: publishNewsAction,
  },
  archivar: {
    title: "Archivar noticia",
    question: "¿Archivar esta noticia?",
    confirm: "Archivar",
    pending: "Archivando…",
    done: "Noticia archivada.",
    run: archiveNewsAction,
  },
  eliminar: {
    title: "Eliminar noticia",
    question: "¿Eliminar (soft delete) esta noticia?",
    confirm: "Eliminar",
    pending: "Eliminando…",
    done: "Noticia eliminada.",
    run: deleteNewsAction,
  },
} satisfies Record<NewsStateChange, unknown>;

/** The Publicar, Archivar and Eliminar confirmations of a row (product.md §B.2). */
export function NewsStateDialog({
  change,
  item,
  onClose,
  onDone,
}: {
  change: NewsStateChange;
  item: NewsListItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const texts = CHANGES[change];
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    startTransition(async () => {
      setError(null);
      try {
        const result = await texts.run({ id: item.id });
        if (!result.ok) {
          setError(result.message);
          return;
        }
        toast.success(texts.done);
        onDone();
      } catch (failure) {
        setError(actionFailure(failure, "No se pudo completar la acción."));
      }
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      description={texts.question}
      confirmLabel={texts.confirm}
      pendingLabel={texts.pending}
      destructive={change === "eliminar"}
      pending={pending}
      onConfirm={confirm}
    >
      <p className="text-sm text-muted-foreground">
        #{item.id} · {item.titulo}
      </p>
      {error && (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
