"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { IdCard } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { BoundField, TextField, type BoundProps } from "@/components/admin/FormFields";
import {
  callAction,
  isInputProblem,
  showInputErrors,
} from "@/components/admin/landing/call-action";
import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/Dialog";
import { Textarea } from "@/components/ui/Textarea";
import { moveCitizenDpiAction } from "@/lib/citizens/actions";
import { DPI_MOVE_MESSAGES, dpiMoveInput, type DpiMoveInput } from "@/lib/citizens/dpi-move-schema";
import { DialogActions } from "@/components/ui/DialogActions";

/**
 * 'Trasladar DPI: ¿Quitar el DPI … de la cuenta de …?': after verifying in person who holds the
 * DPI, the office names the account that receives it (or none, to free it) and how it verified
 * the person; the account that loses it is told by e-mail.
 */
export function DpiMoveDialog({ id, name, dpi }: { id: number; name: string; dpi: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const form = useForm<DpiMoveInput>({
    resolver: zodResolver(dpiMoveInput),
    defaultValues: { destino_correo: "", verificacion: "" },
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    start(async () => {
      const result = await callAction(() => moveCitizenDpiAction({ id, ...values }));
      if (!result.ok) {
        if (!showInputErrors(form.setError, result)) {
          setFailure(
            isInputProblem(result.code) || result.status === 409
              ? result.message
              : `${DPI_MOVE_MESSAGES.failed}: ${result.message}`,
          );
        }
        return;
      }
      setOpen(false);
      form.reset();
      toast.success(result.data.message);
      router.refresh();
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <IdCard aria-hidden />
          Trasladar DPI
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Trasladar DPI</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          ¿Quitar el DPI {dpi} de la cuenta de {name}? Hazlo solo después de verificar en la
          oficina, con el DPI original en mano, que la persona que lo reclama es su titular. Se
          avisará por correo a esta cuenta.
        </DialogDescription>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="sr-only">Traslado del DPI</legend>
              <TextField
                name="destino_correo"
                type="email"
                label="Correo de la cuenta que recibe el DPI (opcional)"
                hint="Déjalo vacío para solo quitarlo: su titular podrá registrarse con él."
                autoComplete="off"
              />
              <BoundField
                field={{
                  name: "verificacion",
                  label: "Cómo verificaste a la persona",
                  required: true,
                }}
                control={(bound: BoundProps) => <Textarea rows={3} maxLength={500} {...bound} />}
              />
            </fieldset>
            <ErrorAlert message={failure} />
            <DialogActions
              label="Trasladar DPI"
              pendingLabel="Trasladando…"
              pending={pending}
              destructive
            />
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
