"use client";

import { Alert } from "@/components/ui/Alert";
import { LinkTokenForm } from "@/components/ui/LinkTokenForm";
import { EMAIL_CHANGE_MESSAGES } from "@/lib/citizens/messages";
import type { FormAction } from "./types";

/** Applies the new e-mail of a confirmation link, and says so in its place. */
export function ConfirmEmailForm({
  token,
  action,
}: {
  token: string;
  action: FormAction<{ token: string }, { correo: string; cambiado: boolean }>;
}) {
  return (
    <LinkTokenForm
      token={token}
      action={action}
      label="Confirmar correo"
      pendingLabel="Confirmando…"
      fallback={EMAIL_CHANGE_MESSAGES.failed}
      onDone={({ correo, cambiado }) => (
        <Alert variant="success" role="status">
          {(cambiado ? EMAIL_CHANGE_MESSAGES.confirmed : EMAIL_CHANGE_MESSAGES.verified)(correo)}
        </Alert>
      )}
    />
  );
}
