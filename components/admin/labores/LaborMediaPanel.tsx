"use client";

import { useCallback, useEffect, useId, useState, useTransition } from "react";
import { toast } from "sonner";
import {
  deleteLaborMediaAction,
  reorderLaborMediaAction,
  updateLaborMediaAction,
} from "@/lib/labores/actions";
import { actionFailure } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Spinner } from "@/components/ui/Spinner";
import { getJson } from "@/components/ui/request";
import { sortLaborMedia, type LaborMediaItem } from "@/lib/labores/schema";
import { LaborMediaCard } from "./LaborMediaCard";
import { LaborMediaUpload } from "./LaborMediaUpload";

/**
 * The files of the selected labor (product.md §B.2, §4, §9): upload several at once, edit title and
 * description, mark the cover (one only), move up and down (the cover stays first), delete.
 */
export function LaborMediaPanel({
  laborId,
  onChanged,
}: {
  laborId: number;
  onChanged: () => void;
}) {
  const headingId = useId();
  const [media, setMedia] = useState<LaborMediaItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<LaborMediaItem | null>(null);
  const [pending, startTransition] = useTransition();

  const show = useCallback((items: LaborMediaItem[]) => setMedia(sortLaborMedia(items)), []);
  const load = useCallback(
    (signal?: AbortSignal) =>
      getJson<{ items: LaborMediaItem[] }>(`/api/admin/labores/${laborId}/media`, signal)
        .then((body) => {
          show(body.items);
          setLoadError(null);
        })
        .catch((error: unknown) => {
          if (!signal?.aborted)
            setLoadError(error instanceof Error ? error.message : String(error));
        }),
    [laborId, show],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /**
   * Runs a change; on success shows `done`, runs `after` and refreshes the table (media count,
   * thumbnail); `settle` runs either way.
   */
  const change = (
    work: () => Promise<{ ok: boolean; message?: string }>,
    { done, after, settle }: { done: string; after?: () => void; settle?: () => void },
  ) => {
    setProblem(null);
    startTransition(async () => {
      try {
        const result = await work();
        if (!result.ok) {
          setProblem(result.message ?? "No se pudo completar la acción.");
          return;
        }
        after?.();
        toast.success(done);
        onChanged();
      } catch (error) {
        setProblem(actionFailure(error, "No se pudo completar la acción."));
      } finally {
        settle?.();
      }
    });
  };

  const move = (index: number, delta: -1 | 1) => {
    if (!media) return;
    const order = [...media];
    const [item] = order.splice(index, 1);
    order.splice(index + delta, 0, item!);
    const items = order.map((entry, position) => ({ id: entry.id, orden: position }));
    change(
      async () => {
        const result = await reorderLaborMediaAction({ id: laborId, items });
        if (result.ok) show(result.data);
        return result;
      },
      { done: "Orden actualizado." },
    );
  };

  const list = media ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Archivos de la labor
      </h2>
      <LaborMediaUpload
        laborId={laborId}
        onUploaded={(items) => {
          show(items);
          onChanged();
        }}
      />
      {problem && (
        <Alert variant="destructive" role="alert">
          {problem}
        </Alert>
      )}
      {loadError ? (
        <Alert variant="destructive" role="alert" className="flex flex-col items-start gap-2">
          <span>No se pudieron cargar los archivos: {loadError}</span>
          <Button size="sm" variant="outline" onClick={() => void load()}>
            Reintentar
          </Button>
        </Alert>
      ) : media === null ? (
        <Spinner label="Cargando archivos…" className="text-primary" />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sin archivos aún.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Archivos en orden de presentación">
          {list.map((item, index) => {
            const pinned = (at: number) => list[at]?.is_portada === 1;
            return (
              <LaborMediaCard
                key={`${item.id}-${item.titulo ?? ""}-${item.descripcion ?? ""}`}
                item={item}
                number={index + 1}
                busy={pending}
                canMoveUp={index > 0 && !pinned(index) && !pinned(index - 1)}
                canMoveDown={index < list.length - 1 && !pinned(index)}
                onSave={(texts) =>
                  change(
                    async () => {
                      const result = await updateLaborMediaAction({
                        id: laborId,
                        mediaId: item.id,
                        change: texts,
                      });
                      if (result.ok)
                        setMedia((current) =>
                          (current ?? []).map((entry) =>
                            entry.id === item.id ? result.data : entry,
                          ),
                        );
                      return result;
                    },
                    { done: "Archivo actualizado." },
                  )
                }
                onCover={() =>
                  change(
                    () =>
                      updateLaborMediaAction({
                        id: laborId,
                        mediaId: item.id,
                        change: { is_portada: true },
                      }),
                    { done: "Portada actualizada.", after: () => void load() },
                  )
                }
                onMove={(delta) => move(index, delta)}
                onDelete={() => setRemoving(item)}
              />
            );
          })}
        </ol>
      )}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title="Eliminar archivo"
          description="¿Eliminar este archivo de la labor?"
          confirmLabel="Eliminar"
          pendingLabel="Eliminando…"
          destructive
          pending={pending}
          onConfirm={() =>
            change(() => deleteLaborMediaAction({ id: laborId, mediaId: removing.id }), {
              done: "Archivo eliminado.",
              after: () => void load(),
              settle: () => setRemoving(null),
            })
          }
        />
      )}
    </section>
  );
}
