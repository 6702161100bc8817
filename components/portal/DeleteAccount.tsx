"use client";

import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/auth/FormField";
import { PasswordInput } from "@/components/auth/PasswordInput";
import type { FormAction } from "@/components/auth/types";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/Dialog";
import { Spinner } from "@/components/ui/Spinner";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { CURRENT_PASSWORD_FIELD } from "@/lib/auth/schema";
import { PROFILE_MESSAGES, fieldErrorMap } from "@/lib/citizens/messages";
import type { DeleteAccountInput } from "@/lib/citizens/schema";
import { portalAction } from "./portal-client";

const AFTER_DELETE_URL = "/login-register?cuenta=eliminada";

/** The delete-account button and its confirmation dialog (product.md §C.8), which asks for the current password. */
export function DeleteAccount({ action }: { action: FormAction<DeleteAccountInput> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<{ field?: string; alert?: string } | null>(null);
  const { ref, focusFirstError } = useFocusFirstError();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    const result = await portalAction(action, { current_password: password }).catch(() => null);
    if (result?.ok) {
      window.location.replace(AFTER_DELETE_URL);
      return;
    }
    const field = fieldErrorMap(result?.errors)[CURRENT_PASSWORD_FIELD];
    const tooMany = result?.code === "RATE_LIMITED" ? result.message : "";
    setPending(false);
    setFailure(field ? { field } : { alert: `${PROFILE_MESSAGES.deleteFailed} ${tooMany}`.trim() });
    if (field) focusFirstError();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          <Trash2 aria-hidden />
          Eliminar mi cuenta
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form ref={ref} onSubmit={confirm} noValidate className="flex flex-col gap-4">
          <DialogTitle>Eliminar cuenta</DialogTitle>
          <DialogDescription className="text-base text-foreground">
            {PROFILE_MESSAGES.deleteConfirm}
          </DialogDescription>
          <FormField
            id="eliminar-password-actual"
            label="Contraseña actual"
            error={failure?.field}
            required
          >
            {(control) => (
              <PasswordInput
                {...control}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                disabled={pending}
              />
            )}
          </FormField>
          {failure?.alert && (
            <Alert variant="destructive" role="alert">
              {failure.alert}
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && <Spinner label="Eliminando…" />}
              Sí, eliminar mi cuenta
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
