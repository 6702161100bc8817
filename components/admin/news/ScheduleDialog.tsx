"use client";

import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { TextField } from "@/components/admin/FormFields";
import { rawResolver } from "@/components/admin/raw-resolver";
import { actionFailure, applyServerErrors } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { DialogActions } from "@/components/ui/DialogActions";
import { scheduleNewsAction } from "@/lib/news/actions";
import { newsScheduleInput, type NewsListItem } from "@/lib/news/schema";
import { guatemalaDateTimeString } from "@/lib/validation/dates";

/** A date-time field value ("YYYY-MM-DDTHH:mm") in Guatemala time. */
const fieldValue = (instant: Date) => guatemalaDateTimeString(instant).replace(" ", "T");

type ScheduleFields = { fecha_programada: string };

/**
 * 'Programar noticia': a required date and time, read as Guatemala time (sent as "YYYY-MM-DD
 * HH:mm"); the item appears on the public site from that instant.
 */
export function ScheduleDialog({
  item,
  onClose,
  onDone,
}: {
  item: NewsListItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<ScheduleFields>({
    resolver: rawResolver(newsScheduleInput),
    defaultValues: {
      fecha_programada:
        item.fecha_programada && item.estado === "programado"
          ? fieldValue(new Date(item.fecha_programada))
          : "",
    },
  });
  const [min] = useState(() => fieldValue(new Date()));
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = form.handleSubmit(({ fecha_programada }) => {
    setError(null);
    startTransition(async () => {
      try {
        const result = await scheduleNewsAction({
          id: item.id,
          fecha_programada: fecha_programada.replace("T", " "),
        });
        if (!result.ok) {
          if (result.errors?.length) applyServerErrors(form.setError, result.errors);
          else setError(result.message);
          return;
        }
        toast.success("Noticia programada.");
        onDone();
      } catch (failure) {
        setError(actionFailure(failure, "No se pudo programar la noticia."));
      }
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogTitle>Programar noticia</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          Selecciona fecha y hora
        </DialogDescription>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">
              #{item.id} · {item.titulo}
            </p>
            <TextField
              name="fecha_programada"
              label="Fecha y hora (hora de Guatemala)"
              type="datetime-local"
              required
              step={60}
              min={min}
            />
            {error && (
              <Alert variant="destructive" role="alert">
                {error}
              </Alert>
            )}
            <DialogActions label="Programar" pendingLabel="Programando…" pending={pending} />
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
