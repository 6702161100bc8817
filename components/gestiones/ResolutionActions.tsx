"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { portalAction } from "@/components/portal/portal-client";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { feedbackAction, reopenAction } from "@/lib/gestiones/actions";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";

/**
 * What a citizen may do once the office marks a gestión resolved: say whether the answer solved the
 * problem (once), and reopen it (once, within 30 days). Both land in the timeline.
 */
export function ResolutionActions({
  gestionId,
  canGiveFeedback,
  canReopen,
}: {
  gestionId: number;
  canGiveFeedback: boolean;
  canReopen: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const [comment, setComment] = useState("");
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const answer = (resolved: boolean) =>
    start(async () => {
      setFailure(null);
      const result = await portalAction(feedbackAction, { id: gestionId, resolved, comment });
      if (!result.ok) return setFailure(result.message);
      toast.success(GESTION_MESSAGES.feedbackThanks);
      router.refresh();
    });

  const reopen = () =>
    start(async () => {
      setFailure(null);
      const result = await portalAction(reopenAction, { id: gestionId, comment: reason });
      if (!result.ok) return setFailure(result.message);
      toast.success(GESTION_MESSAGES.reopened);
      router.refresh();
    });

  return (
    <div className="flex flex-col gap-5">
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      {canGiveFeedback && (
        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">¿La respuesta resolvió tu problema?</legend>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-comentario`}>Comentario (opcional)</Label>
            <Textarea
              id={`${id}-comentario`}
              value={comment}
              maxLength={1_000}
              rows={3}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={pending} onClick={() => answer(true)}>
              Sí, se resolvió
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => answer(false)}
            >
              No se resolvió
            </Button>
          </div>
        </fieldset>
      )}
      {canReopen && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-motivo`}>¿Por qué reabres la gestión?</Label>
            <Textarea
              id={`${id}-motivo`}
              value={reason}
              maxLength={1_000}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <p className="text-sm text-muted-foreground">
            Puedes reabrirla una sola vez, dentro de los 30 días siguientes a su resolución.
          </p>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={reopen}
            className="self-start"
          >
            Reabrir gestión
          </Button>
        </div>
      )}
    </div>
  );
}
