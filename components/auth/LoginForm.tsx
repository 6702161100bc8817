"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { LOGIN_MESSAGES, isNetworkError, loginFailureMessage } from "@/lib/citizens/messages";
import type { LoginInput } from "@/lib/citizens/schema";
import { FormField } from "./FormField";
import type { LoginProblems } from "./login-checks";
import { PasswordInput } from "./PasswordInput";
import type { FormAction } from "./types";

// The checks (zod and the schema) stay out of the screen's first load: they are fetched when the
// form is first focused, so they are there by the time it is sent.
const loadChecks = () => import("./login-checks");

function valuesOf(form: HTMLFormElement): LoginInput {
  const data = new FormData(form);
  return {
    identifier: String(data.get("identifier") ?? ""),
    password: String(data.get("password") ?? ""),
  };
}

/**
 * Sign-in with e-mail or DPI (product.md §C.5 and §8), then on to where the person was going.
 * Checked when sent, and again on every change once it has been sent.
 */
export function LoginForm({
  action,
  destination,
}: {
  action: FormAction<LoginInput>;
  /** The page the person was going to (already checked by lib/citizens/next-path.ts). */
  destination: string;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<LoginProblems>({});
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { ref, focusFirstError } = useFocusFirstError();

  const recheck = async (event: FormEvent<HTMLFormElement>) => {
    if (!sent) return;
    const field = (event.target as HTMLInputElement).name as keyof LoginInput;
    const values = valuesOf(event.currentTarget);
    const problems = (await loadChecks()).loginProblems(values);
    setErrors((current) => ({ ...current, [field]: problems[field] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = valuesOf(event.currentTarget);
    setSent(true);
    const problems = (await loadChecks()).loginProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length) return focusFirstError();
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await action(values);
      if (!result.ok) {
        setFailure(loginFailureMessage(result));
        return;
      }
    } catch (error) {
      setFailure(isNetworkError(error) ? LOGIN_MESSAGES.network : LOGIN_MESSAGES.server);
      return;
    } finally {
      setSubmitting(false);
    }
    // The toast is shown by the destination's toaster (sonner replays it there): this screen
    // loads no toast library.
    void import("sonner").then(({ toast }) => toast.success(LOGIN_MESSAGES.success));
    // Refreshed first: it drops what the router cached while signed out (a portal page prefetched
    // then is a redirect to this screen), so the destination is fetched with the new session.
    router.refresh();
    router.replace(destination);
  };

  return (
    <form
      ref={ref}
      onSubmit={onSubmit}
      onChange={recheck}
      onFocus={() => void loadChecks()}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="titulo-ingreso"
    >
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <FormField id="ingreso-identificador" label="Correo o DPI" error={errors.identifier} required>
        {(control) => <Input {...control} name="identifier" autoComplete="username" />}
      </FormField>
      <FormField id="ingreso-password" label="Contraseña" error={errors.password} required>
        {(control) => (
          <PasswordInput {...control} name="password" autoComplete="current-password" />
        )}
      </FormField>
      <Link
        href="/forgot-password"
        className="self-start text-sm text-primary underline underline-offset-4 hover:no-underline"
      >
        ¿Olvidaste tu contraseña?
      </Link>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting && <Spinner label="Ingresando…" />}
        Ingresar
      </Button>
    </form>
  );
}
