"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { runAction } from "@/components/admin/two-factor/action-error";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { resendInvitationAction, revokeInvitationAction } from "@/lib/admins/actions";
import { fullName, type AdminListItem } from "@/lib/admins/schema";

const FAILURE = "No se pudo completar la acción. Intenta de nuevo.";

/** 'Reenviar' and 'Anular' of an account whose invitation is still pending. */
export function InvitationButtons({ admin }: { admin: AdminListItem }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(admin);

  const run = (call: () => ReturnType<typeof revokeInvitationAction>, after?: () => void) =>
    startTransition(async () => {
      const result = await runAction(call, FAILURE);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      after?.();
      toast.success(result.data.message);
      router.refresh();
    });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={`Reenviar la invitación a ${name}`}
        onClick={() => run(() => resendInvitationAction({ id: admin.id }))}
      >
        Reenviar
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="border-danger text-danger hover:bg-danger-soft"
        disabled={pending}
        aria-label={`Anular la invitación a ${name}`}
        onClick={() => setConfirming(true)}
      >
        Anular
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Anular invitación"
        description={`¿Seguro que deseas anular la invitación a ${name}? El enlace dejará de funcionar y la cuenta se quitará del equipo.`}
        confirmLabel="Anular"
        pendingLabel="Anulando..."
        destructive
        pending={pending}
        onConfirm={() =>
          run(
            () => revokeInvitationAction({ id: admin.id }),
            () => setConfirming(false),
          )
        }
      />
    </>
  );
}
