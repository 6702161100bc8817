"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import type { FormAction } from "@/components/auth/types";
import { EMAIL_CHANGE_MESSAGES } from "@/lib/citizens/messages";

/** An e-mail not yet confirmed: why it matters, and the button that sends the link again. */
export function EmailConfirmation({
  action,
}: {
  action: FormAction<unknown, { message: string }>;
}) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function send() {
    setPending(true);
    const result = await action(undefined).catch(() => null);
    setPending(false);
    setOutcome(
      result?.ok
        ? { ok: true, text: result.data.message }
        : { ok: false, text: result?.message ?? EMAIL_CHANGE_MESSAGES.sendFailed },
    );
  }

  return (
    <Alert variant="warning" className="flex flex-col items-start gap-3">
      <p>{EMAIL_CHANGE_MESSAGES.unconfirmed}</p>
      {outcome && (
        <p role={outcome.ok ? "status" : "alert"} className="font-medium">
          {outcome.text}
        </p>
      )}
      {!outcome?.ok && (
        <Button type="button" variant="outline" size="sm" disabled={pending} onClick={send}>
          {pending && <Spinner label="Enviando…" />}
          Enviarme el enlace de confirmación
        </Button>
      )}
    </Alert>
  );
}
