"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { FormAction } from "@/components/auth/types";
import { LinkTokenForm } from "@/components/ui/LinkTokenForm";
import { CLAIM_MESSAGES, type ClaimInput } from "@/lib/contact/claim-schema";

/** Joins the gestión of a claim link to the signed-in account, then opens it. */
export function ClaimGestionForm({
  token,
  action,
}: {
  token: string;
  action: FormAction<ClaimInput, { message: string; gestion: { id: number } }>;
}) {
  const router = useRouter();
  return (
    <LinkTokenForm
      token={token}
      action={action}
      label="Agregar a mi cuenta"
      pendingLabel="Agregando…"
      fallback={CLAIM_MESSAGES.failed}
      buttonClassName="self-start"
      onDone={({ message, gestion }) => {
        toast.success(message);
        router.replace(`/portal/sugerencias/${gestion.id}`);
        return null;
      }}
    />
  );
}
