"use client";

import { useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";
import { scheduleNewsAction } from "@/lib/news/actions";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/Dialog";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { guatemalaDateTimeString } from "@/lib/dates";
import { NEWS_MESSAGES, type NewsListItem } from "@/lib/news/schema";
import { actionFailure } from "@/components/admin/server-errors";

/** A date-time field value ("YYYY-MM-DDTHH:mm") in Guatemala time. */
const fieldValue = (instant: Date) => guatemalaDateTimeString(instant).replace(" ", "T");

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
  const [value, setValue] = useState(() =>
    item.fecha_programada && item.estado === "programado"
      ? fieldValue(new Date(item.fecha_programada))
      : "",
  );
  const [min] = useState(() => fieldValue(new Date()));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { ref, focusFirstError } = useFocusFirstError();
  const rejectDate = (message: string) => {
    setFieldError(message);
    focusFirstError();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!value) return rejectDate(NEWS_MESSAGES.scheduleRequired);
    setFieldError(null);
    startTransition(async () => {
      try {
        const result = await scheduleNewsAction({
          id: item.id,
          fecha_programada: value.replace("T", " "),
        });
        if (!result.ok) {
          const field = result.errors?.find((entry) => entry.field === "fecha_programada");
          if (field) rejectDate(field.msg);
          else setError(result.message);
          return;
        }
        toast.success("Noticia programada.");
        onDone();
      } catch (failure) {
        setError(actionFailure(failure, "No se pudo programar la noticia."));
      }
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogTitle>Programar noticia</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          Selecciona fecha y hora
        </DialogDescription>
        <form ref={ref} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            #{item.id} · {item.titulo}
          </p>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="programar-fecha">
              Fecha y hora (hora de Guatemala)
              <span aria-hidden className="ml-0.5 text-danger">
                *
              </span>
            </Label>
            <Input
              id="programar-fecha"
              type="datetime-local"
              required
              step={60}
              min={min}
              value={value}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "programar-fecha-error" : undefined}
              onChange={(event) => setValue(event.target.value)}
            />
            {fieldError && (
              <p id="programar-fecha-error" role="alert" className="text-sm text-danger">
                {fieldError}
              </p>
            )}
          </div>
          {error && (
            <Alert variant="destructive" role="alert">
              {error}
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost" disabled={pending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? "Programando…" : "Programar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
