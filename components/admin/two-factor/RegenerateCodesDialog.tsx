"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CodeForm } from "@/components/admin/two-factor/CodeForm";
import { RecoveryCodes } from "@/components/admin/two-factor/RecoveryCodes";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/Dialog";
import { regenerateRecoveryCodesAction } from "@/lib/admins/actions";
import { TWO_FACTOR_MESSAGES } from "@/lib/admins/two-factor-schema";

/** New recovery codes for a code of the app; the old ones stop working, the new ones show once. */
export function RegenerateCodesDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next && codes) {
      setCodes(null);
      router.refresh();
    }
  };

  const submit = async (code: string) => {
    const result = await runAction(
      () => regenerateRecoveryCodesAction({ code }),
      TWO_FACTOR_MESSAGES.invalidCode,
    );
    if (!result.ok) return result.message;
    setCodes(result.data.recoveryCodes);
    return null;
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="outline">Generar nuevos códigos de recuperación</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Generar nuevos códigos de recuperación</DialogTitle>
        {codes ? (
          <>
            <DialogDescription>{TWO_FACTOR_MESSAGES.regenerated}</DialogDescription>
            <RecoveryCodes codes={codes} />
            <Button onClick={() => change(false)} className="self-end">
              Ya los guardé
            </Button>
          </>
        ) : (
          <>
            <DialogDescription>
              Los códigos anteriores dejarán de servir. Para confirmar, escribe un código de tu
              aplicación de autenticación.
            </DialogDescription>
            <CodeForm
              kind="app"
              label="Código de verificación"
              submitLabel="Generar códigos"
              pendingLabel="Generando..."
              onSubmit={submit}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
