"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import type { ActionResult } from "@/lib/actions/result";

/**
 * The one button of a page opened from a link. Opening the link spends nothing by itself (mail
 * scanners open links too): this button does. A refusal shows above it; on success `onDone` gets
 * the action's data and answers what replaces the form, or nothing while it goes on elsewhere.
 */
export function LinkTokenForm<T>({
  token,
  action,
  label,
  pendingLabel,
  fallback,
  onDone,
  buttonClassName,
}: {
  token: string;
  action: (input: { token: string }) => Promise<ActionResult<T>>;
  label: string;
  pendingLabel: string;
  /** The refusal when the action gave no answer (the connection dropped). */
  fallback: string;
  onDone: (data: T) => ReactNode;
  buttonClassName?: string;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ReactNode>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    const result = await action({ token }).catch(() => null);
    if (!result?.ok) {
      setPending(false);
      setFailure(result?.message ?? fallback);
      return;
    }
    setDone(onDone(result.data));
  }

  if (done) return done;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={pending} className={buttonClassName}>
        {pending && <Spinner label={pendingLabel} />}
        {label}
      </Button>
    </form>
  );
}
