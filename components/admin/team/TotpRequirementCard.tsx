"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { SwitchRow } from "@/components/admin/landing/SwitchRow";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Card, CardContent } from "@/components/ui/Card";
import { setTotpRequirementAction } from "@/lib/admins/actions";
import { TWO_FACTOR_MESSAGES } from "@/lib/admins/two-factor-schema";

const FAILURE = "No se pudo guardar el cambio. Intenta de nuevo.";

/** AdminNivel1's switch: two-factor authentication required of every administrator. */
export function TotpRequirementCard({ required }: { required: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [checked, setChecked] = useState(required);

  const change = (next: boolean) => {
    setChecked(next);
    startTransition(async () => {
      const result = await runAction(() => setTotpRequirementAction({ required: next }), FAILURE);
      if (!result.ok) {
        setChecked(!next);
        toast.error(result.message);
        return;
      }
      toast.success(next ? TWO_FACTOR_MESSAGES.requirementOn : TWO_FACTOR_MESSAGES.requirementOff);
      router.refresh();
    });
  };

  return (
    <Card className="mb-4">
      <CardContent className="py-2">
        <SwitchRow
          label="Exigir verificación en dos pasos a todos los administradores"
          description="Quien aún no la tenga deberá activarla al ingresar, justo después de su contraseña. Las sesiones abiertas siguen hasta que terminen."
          checked={checked}
          onCheckedChange={change}
          disabled={pending}
        />
      </CardContent>
    </Card>
  );
}
