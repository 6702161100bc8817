"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { callAction } from "@/components/admin/landing/call-action";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { deleteVocabularyAction } from "@/lib/chat/actions";
import type { VocabularyEntry } from "@/lib/chat/vocabulary-schema";

/** The vocabulary's entries, each with its delete button when the office may change them. */
export function VocabularyList({
  items,
  canWrite,
}: {
  items: VocabularyEntry[];
  canWrite: boolean;
}) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<VocabularyEntry | null>(null);
  const [pending, start] = useTransition();

  const confirm = () =>
    start(async () => {
      const result = await callAction(() => deleteVocabularyAction({ id: deleting!.id }));
      setDeleting(null);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.data.message);
      router.refresh();
    });

  if (!items.length) return <p className="text-muted-foreground">Aún no hay palabras.</p>;
  return (
    <>
      <ul aria-label="Palabras del vocabulario" className="divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-2">
            <p className="min-w-0 break-words">
              <span className="font-medium">{item.palabra}</span>
              <span className="text-muted-foreground"> → {item.significa}</span>
            </p>
            {canWrite ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Eliminar ${item.palabra}`}
                onClick={() => setDeleting(item)}
              >
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar palabra"
        description={`El asistente dejará de leer «${deleting?.palabra ?? ""}» como «${deleting?.significa ?? ""}».`}
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        destructive
        pending={pending}
        onConfirm={confirm}
      />
    </>
  );
}
