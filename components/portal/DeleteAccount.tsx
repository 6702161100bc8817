"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
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
import { PROFILE_MESSAGES } from "@/lib/citizens/messages";
import { portalAction } from "./portal-client";

const AFTER_DELETE_URL = "/login-register?cuenta=eliminada";

/** The delete-account button and its confirmation dialog (spec 03 §8). */
export function DeleteAccount({ action }: { action: FormAction<Record<string, never>> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setPending(true);
    setFailed(false);
    const result = await portalAction(action, {}).catch(() => null);
    if (result?.ok) {
      window.location.replace(AFTER_DELETE_URL);
      return;
    }
    setPending(false);
    setFailed(true);
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
        <DialogTitle>Eliminar cuenta</DialogTitle>
        <DialogDescription className="text-base text-foreground">
          {PROFILE_MESSAGES.deleteConfirm}
        </DialogDescription>
        {failed && (
          <Alert variant="destructive" role="alert">
            {PROFILE_MESSAGES.deleteFailed}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending && <Spinner label="Eliminando…" />}
            Sí, eliminar mi cuenta
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
