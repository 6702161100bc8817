"use client";

import { useRouter } from "next/navigation";
import { LinkTokenForm } from "@/components/ui/LinkTokenForm";
import { LOGIN_MESSAGES } from "@/lib/citizens/messages";
import type { FormAction } from "./types";

/** Signs in with an e-mailed sign-in link, then on to where the person was going. */
export function SignInLinkForm({
  token,
  action,
  destination,
}: {
  token: string;
  action: FormAction<{ token: string }>;
  destination: string;
}) {
  const router = useRouter();
  return (
    <LinkTokenForm
      token={token}
      action={action}
      label="Ingresar"
      pendingLabel="Ingresando…"
      fallback={LOGIN_MESSAGES.network}
      onDone={() => {
        void import("sonner").then(({ toast }) => toast.success(LOGIN_MESSAGES.success));
        router.refresh();
        router.replace(destination);
        return null;
      }}
    />
  );
}
