"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import type { FormAction } from "@/components/auth/types";
import { CLAIM_MESSAGES, type ClaimInput } from "@/lib/contact/claim-schema";

/**
 * Joins the gestión of a claim link to the signed-in account, then opens it. Opening the link
 * changes nothing by itself (mail scanners open links too): the button does.
 */
export function ClaimGestionForm({
  token,
  action,
}: {
  token: string;
  action: FormAction<ClaimInput, { message: string; gestion: { id: number } }>;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function claim(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    const result = await action({ token }).catch(() => null);
    if (!result?.ok) {
      setPending(false);
      setFailure(result?.message ?? CLAIM_MESSAGES.failed);
      return;
    }
    toast.success(result.data.message);
    router.replace(`/portal/sugerencias/${result.data.gestion.id}`);
  }

  return (
    <form onSubmit={claim} noValidate className="flex flex-col gap-4">
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending && <Spinner label="Agregando…" />}
        Agregar a mi cuenta
      </Button>
    </form>
  );
}
