"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { REGISTER_MESSAGES, fieldErrorMap } from "@/lib/citizens/messages";
import { phoneVerifySchema, type PhoneVerifyInput } from "@/lib/citizens/schema";
import { PhoneCodeField } from "./PhoneCodeField";
import type { FormAction } from "./types";

/** The second step of a registration with a phone: the six-digit code sent to it creates the account. */
export function PhoneCodeForm({
  telefono,
  action,
  destination,
  onBack,
}: {
  telefono: string;
  action: FormAction<PhoneVerifyInput>;
  destination: string;
  onBack: () => void;
}) {
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneVerifyInput>({
    resolver: zodResolver(phoneVerifySchema, undefined, { raw: true }),
    defaultValues: { telefono, codigo: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await action(values).catch(() => null);
    if (!result) return setProblem(REGISTER_MESSAGES.failure);
    if (!result.ok) {
      const codigo = fieldErrorMap(result.errors).codigo;
      if (codigo) setError("codigo", { type: "server", message: codigo }, { shouldFocus: true });
      return setProblem(codigo ? null : result.message || REGISTER_MESSAGES.failure);
    }
    toast.success(REGISTER_MESSAGES.success);
    router.refresh();
    router.replace(destination);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="titulo-codigo"
    >
      <h2 id="titulo-codigo" className="text-lg font-semibold">
        Confirma tu teléfono
      </h2>
      <p className="text-sm">
        Te enviamos un código de 6 dígitos al {telefono}. Escríbelo aquí para crear tu cuenta; vence
        en 10 minutos.
      </p>
      {problem && (
        <Alert variant="destructive" role="alert">
          {problem}
        </Alert>
      )}
      <PhoneCodeField
        id="registro-codigo"
        error={errors.codigo?.message}
        registration={register("codigo")}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Confirmando…" />}
        Confirmar y crear cuenta
      </Button>
      <Button type="button" variant="outline" onClick={onBack}>
        Volver al formulario
      </Button>
    </form>
  );
}
