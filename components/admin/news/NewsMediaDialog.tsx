"use client";

import { useCallback, useEffect, useId, useState, useTransition } from "react";
import { toast } from "sonner";
import {
  deleteNewsMediaAction,
  deleteNewsMediaByUrlAction,
  updateNewsMediaAction,
} from "@/lib/news/actions";
import { Alert, AlertTitle } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { EditorDialog } from "@/components/admin/EditorDialog";
import { Spinner } from "@/components/ui/Spinner";
import { getJson } from "@/components/ui/request";
import { actionFailure } from "@/components/admin/server-errors";
import { MediaUploadForm } from "./MediaUploadForm";
import { MediaUrlForm } from "./MediaUrlForm";
import { normalizeMedia, sortMedia, type MediaRow } from "./media";
import { NewsMediaRow } from "./NewsMediaRow";

type Problem = { title: string; message?: string };

/**
 * 'Multimedia de noticia #id' (product.md §B.2): upload files, add URLs, edit titles and positions,
 * delete. Escape and the overlay close it; focus stays inside.
 */
export function NewsMediaDialog({ newsId, onClose }: { newsId: number; onClose: () => void }) {
  const headingId = useId();
  const [rows, setRows] = useState<MediaRow[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [removing, setRemoving] = useState<MediaRow | null>(null);
  const [pending, startTransition] = useTransition();

  const load = useCallback(
    (signal?: AbortSignal) =>
      getJson<unknown>(`/api/noticias/${newsId}/media`, signal)
        .then((body) => {
          setRows(normalizeMedia(body));
          setLoadError(null);
        })
        .catch((error: unknown) => {
          if (!signal?.aborted)
            setLoadError(error instanceof Error ? error.message : String(error));
        }),
    [newsId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const save = (row: MediaRow, change: { titulo: string | null; posicion: number }) => {
    setProblem(null);
    if (!row.id) {
      setProblem({ title: "No hay ID para actualizar este media." });
      return;
    }
    const mediaId = row.id;
    startTransition(async () => {
      try {
        const result = await updateNewsMediaAction({ id: newsId, mediaId, change });
        if (!result.ok) {
          setProblem({ title: "Error actualizando media", message: result.message });
          return;
        }
        const saved = result.data;
        setRows((list) =>
          sortMedia(
            (list ?? []).map((item) => (item.id === mediaId ? { ...item, ...saved } : item)),
          ),
        );
        toast.success("Medio actualizado.");
      } catch (error) {
        setProblem({
          title: "Error actualizando media",
          message: actionFailure(error, "Intenta de nuevo."),
        });
      }
    });
  };

  const remove = (row: MediaRow) => {
    setProblem(null);
    startTransition(async () => {
      try {
        const result = row.id
          ? await deleteNewsMediaAction({ id: newsId, mediaId: row.id })
          : await deleteNewsMediaByUrlAction({ id: newsId, url: row.url });
        if (!result.ok) {
          setProblem({ title: "Error eliminando media", message: result.message });
        } else {
          setRows((list) => (list ?? []).filter((item) => item.key !== row.key));
          toast.success("Medio eliminado.");
        }
      } catch (error) {
        setProblem({
          title: "Error eliminando media",
          message: actionFailure(error, "Intenta de nuevo."),
        });
      }
      setRemoving(null);
    });
  };

  const reload = () => void load();
  return (
    <EditorDialog
      onClose={onClose}
      title={`Multimedia de noticia #${newsId}`}
      description="Imágenes, videos MP4 y PDF, por archivo o por URL."
      // Each upload, addition or edit is saved at once: what the list holds is saved.
      savedKey={rows?.map((row) => `${row.key}:${row.titulo ?? ""}:${row.posicion}`).join("|")}
      className="max-w-3xl"
    >
      <MediaUploadForm newsId={newsId} onUploaded={reload} />
      <MediaUrlForm newsId={newsId} onAdded={reload} />
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="font-semibold">
          Archivos de la noticia
        </h3>
        {problem && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>{problem.title}</AlertTitle>
            {problem.message}
          </Alert>
        )}
        {loadError ? (
          <Alert variant="destructive" role="alert" className="flex flex-col items-start gap-2">
            <AlertTitle>Error cargando media</AlertTitle>
            <span>{loadError}</span>
            <Button size="sm" variant="outline" onClick={reload}>
              Reintentar
            </Button>
          </Alert>
        ) : rows === null ? (
          <Spinner label="Cargando media…" className="text-primary" />
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin archivos aún.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((row, index) => (
              <NewsMediaRow
                key={`${row.key}-${row.posicion}-${row.titulo ?? ""}`}
                row={row}
                number={index + 1}
                busy={pending}
                onSave={(change) => save(row, change)}
                onDelete={() => setRemoving(row)}
              />
            ))}
          </ul>
        )}
      </section>
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Eliminar archivo"
          description="¿Eliminar este archivo de la noticia?"
          confirmLabel="Eliminar"
          pendingLabel="Eliminando…"
          destructive
          pending={pending}
          onConfirm={() => remove(removing)}
        />
      )}
    </EditorDialog>
  );
}
