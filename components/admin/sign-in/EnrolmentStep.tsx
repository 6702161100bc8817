"use client";

import { useEffect, useState } from "react";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { EnrolmentPanel } from "@/components/admin/two-factor/EnrolmentPanel";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { loginEnrolmentAction } from "@/lib/admins/actions";
import { TWO_FACTOR_MESSAGES, type EnrolmentView } from "@/lib/admins/two-factor-schema";
import { StepHeading } from "./StepHeading";

const LOAD_FAILURE = "No se pudo preparar la activación. Intenta de nuevo.";

/**
 * The login's second step when the office requires two-factor authentication and the account has
 * none: a new secret to add to an app, confirmed by its first code (`onSubmit`).
 */
export function EnrolmentStep({
  challenge,
  onSubmit,
  onExpired,
  onBack,
}: {
  challenge: string;
  onSubmit: (code: string) => Promise<string | null>;
  onExpired: (message: string) => void;
  onBack: () => void;
}) {
  const [view, setView] = useState<EnrolmentView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void runAction(() => loginEnrolmentAction({ challenge }), LOAD_FAILURE).then((result) => {
      if (!current) return;
      if (result.ok) setView(result.data);
      else if (result.code === "UNAUTHENTICATED") onExpired(result.message);
      else setError(result.message);
    });
    return () => {
      current = false;
    };
  }, [challenge, onExpired]);

  return (
    <div className="flex flex-col gap-4">
      <StepHeading
        title="Activa la verificación en dos pasos"
        intro={TWO_FACTOR_MESSAGES.enrolmentRequired}
        focus
      />
      <ErrorAlert message={error} />
      {view ? (
        <EnrolmentPanel view={view} onConfirm={onSubmit}>
          <Button variant="link" onClick={onBack} className="self-center">
            Volver
          </Button>
        </EnrolmentPanel>
      ) : error ? (
        <Button variant="link" onClick={onBack} className="self-center">
          Volver
        </Button>
      ) : (
        <div className="flex justify-center py-6" aria-busy="true">
          <Spinner label="Preparando la activación..." />
        </div>
      )}
    </div>
  );
}
