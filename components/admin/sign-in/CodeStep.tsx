"use client";

import { useState } from "react";
import { CodeForm } from "@/components/admin/two-factor/CodeForm";
import { Button } from "@/components/ui/Button";
import { StepHeading } from "./StepHeading";

const MODES = {
  app: {
    hint: "Escribe el código de 6 dígitos que muestra tu aplicación de autenticación.",
    label: "Código de verificación",
    switchTo: "Usar un código de recuperación",
  },
  recovery: {
    hint: "Escribe uno de los códigos de recuperación que guardaste al activarla; cada uno sirve una sola vez.",
    label: "Código de recuperación",
    switchTo: "Usar el código de la aplicación",
  },
} as const;

/** The login's second step for an account with two-factor authentication: a code, or a recovery code. */
export function CodeStep({
  onSubmit,
  onBack,
}: {
  onSubmit: (code: string) => Promise<string | null>;
  onBack: () => void;
}) {
  const [mode, setMode] = useState<keyof typeof MODES>("app");
  const texts = MODES[mode];
  return (
    <div className="flex flex-col gap-4">
      <StepHeading title="Verificación en dos pasos" />
      <CodeForm
        kind={mode}
        label={texts.label}
        hint={texts.hint}
        submitLabel="Verificar"
        pendingLabel="Verificando..."
        onSubmit={onSubmit}
      >
        <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
          <Button variant="link" onClick={() => setMode(mode === "app" ? "recovery" : "app")}>
            {texts.switchTo}
          </Button>
          <Button variant="link" onClick={onBack}>
            Volver
          </Button>
        </div>
      </CodeForm>
    </div>
  );
}
