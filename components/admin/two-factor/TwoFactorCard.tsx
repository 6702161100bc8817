"use client";

import { ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ErrorAlert } from "@/components/admin/FormAlerts";
import { EnrolmentPanel } from "@/components/admin/two-factor/EnrolmentPanel";
import { RecoveryCodes } from "@/components/admin/two-factor/RecoveryCodes";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { confirmTotpEnrolmentAction, startTotpEnrolmentAction } from "@/lib/admins/actions";
import { TWO_FACTOR_MESSAGES, type EnrolmentView } from "@/lib/admins/two-factor-schema";
import { DisableTwoFactorDialog } from "./DisableTwoFactorDialog";
import { RegenerateCodesDialog } from "./RegenerateCodesDialog";

const START_FAILURE = "No se pudo iniciar la activación. Intenta de nuevo.";

export interface TwoFactorSummary {
  enabled: boolean;
  /** The day it was enabled, already written out. */
  enabledOn: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

/**
 * /admin/perfil's 'Verificación en dos pasos': enable it (secret, QR code, first code, recovery
 * codes shown once), or — when on — regenerate the recovery codes or disable it.
 */
export function TwoFactorCard({ summary }: { summary: TwoFactorSummary }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [view, setView] = useState<EnrolmentView | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = () => {
    setError(null);
    startTransition(async () => {
      const result = await runAction(() => startTotpEnrolmentAction(undefined), START_FAILURE);
      if (result.ok) setView(result.data);
      else setError(result.message);
    });
  };

  const confirm = async (code: string) => {
    const result = await runAction(
      () => confirmTotpEnrolmentAction({ code }),
      TWO_FACTOR_MESSAGES.invalidCode,
    );
    if (!result.ok) return result.message;
    setView(null);
    setCodes(result.data.recoveryCodes);
    return null;
  };

  const done = () => {
    setCodes(null);
    router.refresh();
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-snug font-semibold">
          <ShieldCheck aria-hidden className="size-5 text-primary" />
          Verificación en dos pasos
        </h2>
        <CardDescription>
          Además de la contraseña, el ingreso pide un código de una aplicación de autenticación de
          tu teléfono.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ErrorAlert message={error} />
        {codes ? (
          <>
            <Alert variant="success" role="status">
              {TWO_FACTOR_MESSAGES.enabled}
            </Alert>
            <RecoveryCodes codes={codes} />
            <Button onClick={done} className="self-start">
              Ya los guardé
            </Button>
          </>
        ) : view ? (
          <EnrolmentPanel view={view} onConfirm={confirm}>
            <Button variant="ghost" onClick={() => setView(null)} className="self-start">
              Cancelar
            </Button>
          </EnrolmentPanel>
        ) : summary.enabled ? (
          <>
            <p>
              <strong>Activada</strong> desde el {summary.enabledOn}. Códigos de recuperación sin
              usar: <strong>{summary.recoveryCodesLeft}</strong>.
            </p>
            {summary.recoveryCodesLeft <= 2 && (
              <Alert variant="warning">
                Te quedan pocos códigos de recuperación: genera nuevos y guárdalos.
              </Alert>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <RegenerateCodesDialog />
              <DisableTwoFactorDialog required={summary.required} />
            </div>
          </>
        ) : (
          <>
            <p>
              <strong>Desactivada.</strong>
              {summary.required && " La oficina la exige para todas las cuentas de administración."}
            </p>
            <Button onClick={start} disabled={pending} className="self-start">
              {pending ? "Preparando..." : "Activar verificación en dos pasos"}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
