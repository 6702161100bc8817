"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { LOGIN_MESSAGES } from "@/lib/citizens/messages";
import type { FormAction } from "./types";

/**
 * Signs in with an e-mailed sign-in link, then on to where the person was going. Opening the link
 * spends nothing (mail scanners open links too): the button does.
 */
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
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    const result = await action({ token }).catch(() => null);
    if (!result?.ok) {
      setPending(false);
      setFailure(result?.message ?? LOGIN_MESSAGES.network);
      return;
    }
    void import("sonner").then(({ toast }) => toast.success(LOGIN_MESSAGES.success));
    router.refresh();
    router.replace(destination);
  }

  return (
    <form onSubmit={signIn} noValidate className="flex flex-col gap-4">
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {pending && <Spinner label="Ingresando…" />}
        Ingresar
      </Button>
    </form>
  );
}
