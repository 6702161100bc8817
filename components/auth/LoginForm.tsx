"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { LOGIN_MESSAGES, isNetworkError, loginFailureMessage } from "@/lib/citizens/messages";
import { loginSchema, type LoginInput } from "@/lib/citizens/schema";
import { FormField } from "./FormField";
import { PasswordInput } from "./PasswordInput";
import type { FormAction } from "./types";

/** Sign-in with e-mail or DPI (product.md §C.5 and §8), then on to where the person was going. */
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema, undefined, { raw: true }),
    defaultValues: { identifier: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await action(values);
      if (!result.ok) {
        setFailure(loginFailureMessage(result));
        return;
      }
    } catch (error) {
      setFailure(isNetworkError(error) ? LOGIN_MESSAGES.network : LOGIN_MESSAGES.server);
      return;
    }
    toast.success(LOGIN_MESSAGES.success);
    // Refreshed first: it drops what the router cached while signed out (a portal page prefetched
    // then is a redirect to this screen), so the destination is fetched with the new session.
    router.refresh();
    router.replace(destination);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="titulo-ingreso"
    >
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <FormField
        id="ingreso-identificador"
        label="Correo o DPI"
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
