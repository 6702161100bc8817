"use client";

import { useState, useTransition } from "react";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Button } from "@/components/ui/Button";
import { loginLinkAction } from "@/lib/admins/actions";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/schema";
import type { PasswordOutcome } from "./PasswordStep";
import { StepHeading } from "./StepHeading";

/**
 * The first step of a login opened from an e-mailed sign-in link. Opening the link spends nothing
 * (mail scanners open links too): the button does, and leads where a right password would.
 */
export function LinkStep({
  token,
  onAccepted,
  onBack,
}: {
  token: string;
  onAccepted: (outcome: PasswordOutcome) => void;
  onBack: () => void;
}) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    startTransition(async () => {
      const result = await runAction(() => loginLinkAction({ token }), SIGN_IN_LINK_MESSAGES.invalid);
      if (result.ok) onAccepted(result.data);
      else setError(result.message);
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <StepHeading title="Ingresar con el enlace" intro={SIGN_IN_LINK_MESSAGES.intro} />
      <ErrorAlert message={error} />
      <Button size="lg" onClick={submit} disabled={pending}>
        {pending ? "Ingresando..." : "Ingresar"}
      </Button>
      {error && (
        <Button variant="link" onClick={onBack}>
          Volver a iniciar sesión
        </Button>
      )}
    </div>
  );
}
