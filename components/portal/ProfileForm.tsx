"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { toast } from "sonner";
import { digitsOnly } from "@/components/auth/digits-only";
import { FormField } from "@/components/auth/FormField";
import { LocationFields } from "@/components/auth/LocationFields";
import { PasswordInput } from "@/components/auth/PasswordInput";
import { PasswordStrengthMeter } from "@/components/auth/PasswordStrengthMeter";
import type { FormAction } from "@/components/auth/types";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { EMAIL_CHANGE_MESSAGES, PROFILE_MESSAGES, fieldErrorMap } from "@/lib/citizens/messages";
import { profileFormSchema, type OwnProfile, type ProfileFormInput } from "@/lib/citizens/profile-schema";
import { portalAction } from "./portal-client";

const FIELDS = [
  "correo",
  "telefono",
  "departamento",
  "municipio",
  "new_password",
  "new_password2",
  "current_password",
] as const;

const initialValues = (profile: OwnProfile): ProfileFormInput => ({
  correo: profile.correo ?? "",
  telefono: profile.telefono ?? "",
  departamento: profile.departamento ?? "",
  municipio: profile.municipio ?? "",
  new_password: "",
  new_password2: "",
  current_password: "",
});

/**
 * The editable part of the profile: e-mail, phone, location and an optional new password. A new
 * e-mail or password asks for the current password; a new e-mail shows as pending until the link
 * sent to it is opened.
 */
export function ProfileForm({
  profile,
  action,
}: {
  profile: OwnProfile;
  action: FormAction<ProfileFormInput, OwnProfile>;
}) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<"saved" | "failed" | null>(null);
  // A throttled answer says when to try again; other failures are told by the fields.
  const [tooMany, setTooMany] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState(profile.correo_pendiente);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema, undefined, { raw: true }),
    defaultValues: initialValues(profile),
  });

  const [departamento, newPassword] = useWatch({ control, name: ["departamento", "new_password"] });
  // Registered in the order of the page, so that the first error gets the focus.
  const fields = {
    correo: register("correo"),
    telefono: digitsOnly(register("telefono"), 8),
    departamento: register("departamento", { onChange: () => setValue("municipio", "") }),
    municipio: register("municipio"),
    new_password: register("new_password"),
    new_password2: register("new_password2"),
    current_password: register("current_password"),
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null);
      const result = await portalAction(action, values).catch(() => null);
      if (!result?.ok) {
        setTooMany(result?.code === "RATE_LIMITED" ? result.message : null);
        const fieldErrors = Object.entries(fieldErrorMap(result?.errors)).filter(([name]) =>
          (FIELDS as readonly string[]).includes(name),
        );
        fieldErrors.forEach(([name, message], index) =>
          setError(
            name as FieldPath<ProfileFormInput>,
            { type: "server", message },
            { shouldFocus: index === 0 },
          ),
        );
        setOutcome("failed");
        toast.error(PROFILE_MESSAGES.failed);
        return;
      }
      reset(initialValues(result.data));
      setPendingEmail(result.data.correo_pendiente);
      setOutcome("saved");
      toast.success(PROFILE_MESSAGES.saved);
      router.refresh();
    },
    () => setOutcome("failed"),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="perfil-editable"
    >
      {outcome === "saved" && (
        <Alert variant="success" role="status">
          {PROFILE_MESSAGES.saved}
        </Alert>
      )}
      {outcome === "failed" && (
        <Alert variant="destructive" role="alert">
          {PROFILE_MESSAGES.failed} {tooMany}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="perfil-correo"
          label="Correo electrónico"
          error={errors.correo?.message}
          required={Boolean(profile.correo)}
          description={pendingEmail ? EMAIL_CHANGE_MESSAGES.pending(pendingEmail) : undefined}
        >
          {(control) => <Input {...control} {...fields.correo} type="email" autoComplete="email" />}
        </FormField>
        <FormField
          id="perfil-telefono"
          label="Teléfono"
          error={errors.telefono?.message}
          required
          description="8 dígitos."
        >
          {(control) => (
            <Input
              {...control}
              {...fields.telefono}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
            />
          )}
        </FormField>
        <LocationFields
          idPrefix="perfil"
          required
          department={departamento}
          departmentField={fields.departamento}
          municipalityField={fields.municipio}
          errors={{
            departamento: errors.departamento?.message,
            municipio: errors.municipio?.message,
          }}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold">Cambiar contraseña (opcional)</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Déjalo en blanco para conservar tu contraseña actual. Al cambiarla se cerrarán tus otras
          sesiones.
        </p>
        <FormField
          id="perfil-password"
          label="Nueva contraseña"
          error={errors.new_password?.message}
          description={<PasswordStrengthMeter password={newPassword ?? ""} />}
        >
          {(control) => (
            <PasswordInput {...control} {...fields.new_password} autoComplete="new-password" />
          )}
        </FormField>
        <FormField
          id="perfil-password2"
          label="Confirmar nueva contraseña"
          error={errors.new_password2?.message}
        >
          {(control) => (
            <PasswordInput {...control} {...fields.new_password2} autoComplete="new-password" />
          )}
        </FormField>
      </fieldset>
      <FormField
        id="perfil-password-actual"
        label="Contraseña actual"
        error={errors.current_password?.message}
        description="Necesaria para cambiar tu correo o tu contraseña."
        className="sm:max-w-sm"
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...fields.current_password}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="self-start" disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Guardando…" />}
        Guardar cambios
      </Button>
    </form>
  );
}
