"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { RecoveryCodes } from "@/components/admin/two-factor/RecoveryCodes";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Button } from "@/components/ui/Button";
import { loginCodeAction } from "@/lib/admins/actions";
import { TWO_FACTOR_MESSAGES } from "@/lib/admins/two-factor-schema";
import { CodeStep } from "./CodeStep";
import { EnrolmentStep } from "./EnrolmentStep";
import { PasswordStep, type PasswordOutcome } from "./PasswordStep";
import { StepHeading } from "./StepHeading";

type Step =
  | { kind: "password" }
  | { kind: "totp" | "enrolment"; challenge: string }
  | { kind: "codes"; codes: string[] };

/**
 * The login screen's steps: the password (product.md §A.2.2), then — for an account with two-factor
 * authentication — its code, or — when the office requires it and the account has none — its
 * enrolment and the recovery codes, shown once before going on. A challenge that expired sends the
 * person back to the password with the reason.
 */
export function LoginForm({ next }: { next: string }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: "password" });
  const [error, setError] = useState<string | null>(null);

  const finish = () => {
    router.replace(next);
    router.refresh();
  };
  const restart = useCallback((message: string | null) => {
    setError(message);
    setStep({ kind: "password" });
  }, []);

  const accepted = (outcome: PasswordOutcome) => {
    if (outcome.step === "signed_in") finish();
    else setStep({ kind: outcome.step, challenge: outcome.challenge });
  };

  /** The second step's code: on success the browser is signed in; answers the error to show. */
  const submitCode = (challenge: string) => async (code: string) => {
    const result = await runAction(
      () => loginCodeAction({ challenge, code }),
      TWO_FACTOR_MESSAGES.invalidCode,
    );
    if (!result.ok) {
      if (
        result.message === TWO_FACTOR_MESSAGES.challengeExpired ||
        result.message === TWO_FACTOR_MESSAGES.challengeVoided
      )
        restart(result.message);
      return result.message;
    }
    if (result.data.recoveryCodes) setStep({ kind: "codes", codes: result.data.recoveryCodes });
    else finish();
    return null;
  };

  switch (step.kind) {
    case "totp":
      return <CodeStep onSubmit={submitCode(step.challenge)} onBack={() => restart(null)} />;
    case "enrolment":
      return (
        <EnrolmentStep
          challenge={step.challenge}
          onSubmit={submitCode(step.challenge)}
          onExpired={restart}
          onBack={() => restart(null)}
        />
      );
    case "codes":
      return (
        <div className="flex flex-col gap-4">
          <StepHeading title={TWO_FACTOR_MESSAGES.enabled} focus />
          <RecoveryCodes codes={step.codes} />
          <Button size="lg" onClick={finish}>
            Continuar al panel
          </Button>
        </div>
      );
    default:
      return <PasswordStep error={error} onError={setError} onAccepted={accepted} />;
  }
}
