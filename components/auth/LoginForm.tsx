"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { SIGN_IN_LINK_MESSAGES } from "@/lib/auth/schema";
import { LOGIN_MESSAGES, isNetworkError, loginFailureMessage } from "@/lib/citizens/messages";
import type { LoginInput } from "@/lib/citizens/sign-in-schema";
import { FormField } from "./FormField";
import { PasswordInput } from "./PasswordInput";
import type { FormAction } from "./types";

// The checks (zod and the schema) stay out of the screen's first load: they are fetched when the
// form is first focused, so they are there by the time it is sent.
const loadChecks = () => import("./login-checks");
const resolver: Resolver<LoginInput> = async (values, context, options) =>
  (await loadChecks()).loginResolver(values, context, options);

/**
 * Sign-in with e-mail or DPI (product.md §C.5 and §8), then on to where the person was going.
 * Checked when sent, and again on every change once it has been sent. While the account has many
 * failed logins, a browser it does not know is answered with an e-mailed sign-in link instead,
 * which the screen says.
 */
export function LoginForm({
  action,
  destination,
}: {
  action: FormAction<LoginInput, { step: "signed_in" | "link_sent" }>;
  /** The page the person was going to (already checked by lib/citizens/next-path.ts). */
  destination: string;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver, defaultValues: { identifier: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setLinkSent(false);
    try {
      const result = await action(values);
      if (!result.ok) {
        setFailure(loginFailureMessage(result));
        return;
      }
      if (result.data.step === "link_sent") {
        setLinkSent(true);
        return;
      }
    } catch (error) {
      setFailure(isNetworkError(error) ? LOGIN_MESSAGES.network : LOGIN_MESSAGES.server);
      return;
    }
    // The toast is shown by the destination's toaster (sonner replays it there): this screen
    // loads no toast library.
    void import("sonner").then(({ toast }) => toast.success(LOGIN_MESSAGES.success));
    // Refreshed first: it drops what the router cached while signed out (a portal page prefetched
    // then is a redirect to this screen), so the destination is fetched with the new session.
    router.refresh();
    router.replace(destination);
  });

  return (
    <form
      onSubmit={onSubmit}
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
      {linkSent && (
        <Alert variant="info" role="status">
          {SIGN_IN_LINK_MESSAGES.sent}
        </Alert>
      )}
      <FormField
        id="ingreso-identificador"
        label="Correo, DPI o teléfono"
        error={errors.identifier?.message}
        required
      >
        {(control) => <Input {...control} {...register("identifier")} autoComplete="username" />}
      </FormField>
      <FormField id="ingreso-password" label="Contraseña" error={errors.password?.message} required>
        {(control) => (
          <PasswordInput {...control} {...register("password")} autoComplete="current-password" />
        )}
      </FormField>
      <Link
        href="/forgot-password"
        className="self-start text-sm text-primary underline underline-offset-4 hover:no-underline"
      >
        ¿Olvidaste tu contraseña?
      </Link>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Ingresando…" />}
        Ingresar
      </Button>
    </form>
  );
}
