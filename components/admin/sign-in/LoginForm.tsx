"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { RecoveryCodes } from "@/components/admin/two-factor/RecoveryCodes";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Button } from "@/components/ui/Button";
import { loginCodeAction } from "@/lib/admins/actions";
import { TWO_FACTOR_MESSAGES } from "@/lib/admins/two-factor-schema";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/schema";
import { CodeStep } from "./CodeStep";
import { EnrolmentStep } from "./EnrolmentStep";
import { LinkStep } from "./LinkStep";
import { PasswordStep, type PasswordOutcome } from "./PasswordStep";
import { StepHeading } from "./StepHeading";

type Step =
  | { kind: "password" }
  | { kind: "link"; token: string }
  | { kind: "totp" | "enrolment"; challenge: string }
  | { kind: "codes"; codes: string[] };

/**
 * The login screen's steps: the password (product.md §A.2.2), then — for an account with two-factor
 * authentication — its code, or — when the office requires it and the account has none — its
 * enrolment and the recovery codes, shown once before going on. A challenge that expired sends the
 * person back to the password with the reason. Opened from an e-mailed sign-in link (`link`), its
 * first step is that link instead of the password; while the account has many failed logins, a
 * password typed on a browser it does not know is answered with that link, which the screen says.
 */
export function LoginForm({ next, link }: { next: string; link?: string }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>(link ? { kind: "link", token: link } : { kind: "password" });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const finish = () => {
    router.replace(next);
    router.refresh();
  };
  const restart = useCallback((message: string | null) => {
    setError(message);
    setStep({ kind: "password" });
  }, []);

  const accepted = (outcome: PasswordOutcome) => {
    setNotice(null);
    if (outcome.step === "signed_in") finish();
    else if (outcome.step === "link_sent") setNotice(SIGN_IN_LINK_MESSAGES.sent);
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
    case "link":
      return <LinkStep token={step.token} onAccepted={accepted} onBack={() => restart(null)} />;
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
      return (
        <PasswordStep error={error} notice={notice} onError={setError} onAccepted={accepted} />
      );
  }
}
