"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { TextField } from "@/components/admin/FormFields";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/Dialog";
import { disableTotpAction } from "@/lib/admins/actions";
import {
  disableTwoFactorSchema,
  TWO_FACTOR_MESSAGES,
  type DisableTwoFactorInput,
} from "@/lib/admins/two-factor-schema";
import { DialogActions } from "@/components/ui/DialogActions";

/**
 * Disabling two-factor authentication: the password and a code (of the app or a recovery code).
 * When the office requires it, the session ends and the next login enrols again.
 */
export function DisableTwoFactorDialog({ required }: { required: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DisableTwoFactorInput>({
    resolver: zodResolver(disableTwoFactorSchema),
    defaultValues: { password: "", code: "" },
  });

  const submit = form.handleSubmit((values) => {
    setError(null);
    startTransition(async () => {
      const result = await runAction(
        () => disableTotpAction(values),
        TWO_FACTOR_MESSAGES.invalidPasswordOrCode,
      );
      if (!result.ok) {
        setError(result.message);
        form.reset({ password: "", code: "" });
        return;
      }
      setOpen(false);
      if (result.data.signedOut) {
        toast.info(TWO_FACTOR_MESSAGES.disabledSignOut);
        router.replace("/admin/login");
        return;
      }
      toast.success(TWO_FACTOR_MESSAGES.disabled);
      router.refresh();
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="destructive">Desactivar</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Desactivar la verificación en dos pasos</DialogTitle>
        <DialogDescription>
          {required
            ? "La oficina la exige: se cerrará tu sesión y al volver a ingresar deberás activarla de nuevo (por ejemplo, con un teléfono nuevo)."
            : "Tu cuenta volverá a pedir solo la contraseña."}
        </DialogDescription>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <ErrorAlert message={error} />
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <TextField
                name="password"
                label="Contraseña"
                type="password"
                autoComplete="current-password"
                required
              />
              <TextField
                name="code"
                label="Código de verificación"
                hint="El código de tu aplicación o uno de tus códigos de recuperación."
                autoComplete="one-time-code"
                spellCheck={false}
                maxLength={20}
                required
              />
            </fieldset>
            <DialogActions
              label="Desactivar"
              pendingLabel="Desactivando..."
              pending={pending}
              destructive
            />
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
