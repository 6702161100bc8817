"use client";

import { useEffect, useState } from "react";
import type { Category } from "@/components/admin/ContentFields";
import { EditorDialog } from "@/components/admin/EditorDialog";
import { editorOwnsEscape } from "@/components/admin/editor/escape";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { getJson } from "@/components/ui/request";
import type { NewsDetail } from "@/lib/news/schema";
import { CoverUpload } from "./CoverUpload";
import { NewsForm } from "./NewsForm";

export type NewsEditorTarget = { mode: "new" } | { mode: "edit"; id: number };

/**
 * 'Nueva noticia' / 'Editar #id' (product.md §B.2). Escape and the overlay close it, asking
 * '¿Descartar los cambios?' first when something changed; focus stays inside. Once the item exists (after creating it too) its cover can be uploaded.
 */
export function NewsEditorDialog({
  target,
  categories,
  onClose,
  onChanged,
}: {
  target: NewsEditorTarget;
  categories: readonly Category[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [item, setItem] = useState<NewsDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const editId = target.mode === "edit" ? target.id : null;

  useEffect(() => {
    if (editId === null) return;
    const controller = new AbortController();
    getJson<{ item: NewsDetail }>(`/api/noticias/${editId}`, controller.signal)
      .then((body) => setItem(body.item))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => controller.abort();
  }, [editId]);

  const loading = editId !== null && !item && !loadError;
  return (
    <EditorDialog
      onClose={onClose}
      title={item ? `Editar #${item.id}` : editId ? `Editar #${editId}` : "Nueva noticia"}
      description="Los campos marcados con * son obligatorios."
      savedKey={item?.id}
      className="max-w-3xl"
      onEscapeKeyDown={(event) => editorOwnsEscape(event) && event.preventDefault()}
    >
      {loading && (
        <Spinner label="Cargando noticia…" className="justify-self-center text-primary" />
      )}
      {loadError && (
        <Alert variant="destructive" role="alert">
          {loadError}
        </Alert>
      )}
      {!loading && !loadError && (
        <NewsForm
          key={item?.id ?? "nueva"}
          item={item}
          categories={categories}
          onSaved={(saved, created) => {
            onChanged();
            if (created) setItem(saved);
            else onClose();
          }}
        >
          {item ? (
            <CoverUpload
              item={item}
              onUploaded={(updated) => {
                setItem(updated);
                onChanged();
              }}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              La portada se puede subir una vez guardada la noticia.
            </p>
          )}
        </NewsForm>
      )}
    </EditorDialog>
  );
}
