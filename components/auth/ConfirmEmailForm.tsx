"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { EMAIL_CHANGE_MESSAGES } from "@/lib/citizens/messages";
import type { FormAction } from "./types";

/**
 * Applies the new e-mail of a confirmation link. Opening the link changes nothing by itself (mail
 * scanners open links too): the button does.
 */
export function ConfirmEmailForm({
  token,
  action,
}: {
  token: string;
  action: FormAction<{ token: string }, { correo: string; cambiado: boolean }>;
}) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const result = await action({ token }).catch(() => null);
    setPending(false);
    setOutcome(
      result?.ok
        ? {
            ok: true,
            text: (result.data.cambiado
              ? EMAIL_CHANGE_MESSAGES.confirmed
              : EMAIL_CHANGE_MESSAGES.verified)(result.data.correo),
          }
        : { ok: false, text: result?.message ?? EMAIL_CHANGE_MESSAGES.failed },
    );
  }

  if (outcome?.ok) {
    return (
      <Alert variant="success" role="status">
        {outcome.text}
      </Alert>
    );
  }
  return (
    <form onSubmit={confirm} noValidate className="flex flex-col gap-4">
      {outcome && (
        <Alert variant="destructive" role="alert">
          {outcome.text}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {pending && <Spinner label="Confirmando…" />}
        Confirmar correo
      </Button>
    </form>
  );
}
