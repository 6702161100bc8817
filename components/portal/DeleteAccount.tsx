"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
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
import { CURRENT_PASSWORD_FIELD } from "@/lib/auth/schema";
import { PROFILE_MESSAGES, fieldErrorMap } from "@/lib/citizens/messages";
import { deleteAccountSchema, type DeleteAccountInput } from "@/lib/citizens/profile-schema";
import { forgetOnSignOut } from "@/components/offline/forget-on-sign-out";
import { portalAction } from "./portal-client";

const AFTER_DELETE_URL = "/login-register?cuenta=eliminada";

/** The delete-account button and its confirmation dialog (product.md §C.8), which asks for the current password. */
export function DeleteAccount({ action }: { action: FormAction<DeleteAccountInput> }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Set once the account is gone: the dialog stays held until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema, undefined, { raw: true }),
    defaultValues: { current_password: "" },
  });

  const pending = isSubmitting || leaving;

  const confirm = handleSubmit(async (values) => {
    setFailure(null);
    const result = await portalAction(action, values).catch(() => null);
    if (result?.ok) {
      setLeaving(true);
      // The account is gone: so are its drafts and any page of it kept on the device.
      await forgetOnSignOut();
      window.location.replace(AFTER_DELETE_URL);
      return;
    }
    const field = fieldErrorMap(result?.errors)[CURRENT_PASSWORD_FIELD];
    if (field) {
      setError("current_password", { type: "server", message: field }, { shouldFocus: true });
      return;
    }
    const tooMany = result?.code === "RATE_LIMITED" ? result.message : "";
    setFailure(`${PROFILE_MESSAGES.deleteFailed} ${tooMany}`.trim());
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          <Trash2 aria-hidden />
          Eliminar mi cuenta
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={confirm} noValidate className="flex flex-col gap-4">
          <DialogTitle>Eliminar cuenta</DialogTitle>
          <DialogDescription className="text-base text-foreground">
            {PROFILE_MESSAGES.deleteConfirm}
          </DialogDescription>
          <FormField
            id="eliminar-password-actual"
            label="Contraseña actual"
            error={errors.current_password?.message}
            required
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...register("current_password")}
                autoComplete="current-password"
                readOnly={pending}
              />
            )}
          </FormField>
          {failure && (
            <Alert variant="destructive" role="alert">
              {failure}
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
