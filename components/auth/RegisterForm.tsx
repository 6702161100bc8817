"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, CircleCheck } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { useForm, useWatch, type FieldPath, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { Spinner } from "@/components/ui/Spinner";
import { REGISTER_MESSAGES, fieldErrorMap } from "@/lib/citizens/messages";
import { DPI_OWNER_HELP, DPI_TAKEN_MESSAGE, OPTIONAL_REGISTER_FIELDS, REGISTER_FIELDS, registerSchema, type RegisterField, type PhoneVerifyInput, type RegisterInput } from "@/lib/citizens/schema";
import { digitsOnly } from "./digits-only";
import { FormField, type ControlProps } from "./FormField";
import { LocationFields } from "./LocationFields";
import { PasswordInput } from "./PasswordInput";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";
import { PhoneCodeForm } from "./PhoneCodeForm";
import type { FormAction } from "./types";
import { useAvailability, type Availability } from "./useAvailability";

const EMPTY: RegisterInput = {
  primer_nombre: "",
  segundo_nombre: "",
  tercer_nombre: "",
  primer_apellido: "",
  segundo_apellido: "",
  dpi: "",
  correo: "",
  telefono: "",
  canal: "whatsapp",
  departamento: "",
  municipio: "",
  password: "",
  password2: "",
};

/** An e-mail or a phone number: neither alone is required. */
const EITHER_CONTACT: ReadonlySet<RegisterField> = new Set(["correo", "telefono"]);

const NAME_FIELDS = [
  "primer_nombre",
  "segundo_nombre",
  "tercer_nombre",
  "primer_apellido",
  "segundo_apellido",
] as const;

function AvailabilityHint({
  availability,
  taken,
  free,
}: {
  availability: Availability;
  taken: string;
  free: string;
}) {
  if (availability.state === "checking")
    return <span className="text-muted-foreground">Verificando…</span>;
  const [tone, text, Icon] =
    availability.state === "taken"
      ? ["text-danger", taken, CircleAlert]
      : availability.state === "free"
        ? ["text-success", free, CircleCheck]
        : availability.state === "invalid"
          ? ["text-danger", availability.message, CircleAlert]
          : [null, null, null];
  if (!text) return null;
  return (
    <span className={`inline-flex items-center gap-1.5 font-medium ${tone}`}>
      <Icon aria-hidden className="size-4" />
      {text}
    </span>
  );
}

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  primer_nombre: "given-name",
  segundo_nombre: "additional-name",
  primer_apellido: "family-name",
};

/** "Completa tu perfil": the registration form with live availability hints (product.md §C.5), then on to where the person was going. */
export function RegisterForm({
  action,
  verifyAction,
  destination,
}: {
  action: FormAction<RegisterInput, { verificar: "telefono" } | null>;
  verifyAction: FormAction<PhoneVerifyInput>;
  /** The page the person was going to (already checked by lib/citizens/next-path.ts). */
  destination: string;
}) {
  const router = useRouter();
  const [summary, setSummary] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const [dpi, correo, password, departamento] = useWatch({
    control,
    name: ["dpi", "correo", "password", "departamento"],
  });
  const dpiAvailability = useAvailability("dpi", dpi);
  const emailAvailability = useAvailability("email", typeof correo === "string" ? correo : "");
  // A registration with a phone and no e-mail: the number the code went to, then the code's step.
  const [verifying, setVerifying] = useState<string | null>(null);

  const errorOf = (field: RegisterField) => errors[field]?.message;
  // Fields are registered here, in the order of the page, so that the first error gets the focus.
  const field = (
    name: RegisterField,
    render: (control: ControlProps, registration: UseFormRegisterReturn) => ReactNode,
    extra: { liveHint?: ReactNode; description?: ReactNode } = {},
  ) => {
    const registration = register(name);
    return (
      <FormField
        id={`registro-${name}`}
        label={REGISTER_FIELDS[name].label}
        error={errorOf(name)}
        required={!OPTIONAL_REGISTER_FIELDS.has(name) && !EITHER_CONTACT.has(name)}
        {...extra}
      >
        {(control) => render(control, registration)}
      </FormField>
    );
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setSummary(null);
      let result;
      try {
        result = await action(values);
      } catch {
        setSummary(REGISTER_MESSAGES.failure);
        return;
      }
      if (!result.ok) {
        const fieldErrors = Object.entries(fieldErrorMap(result.errors)).filter(
          ([name]) => name in REGISTER_FIELDS,
        );
        fieldErrors.forEach(([name, message], index) =>
          setError(
            name as FieldPath<RegisterInput>,
            { type: "server", message },
            { shouldFocus: index === 0 },
          ),
        );
        setSummary(
          fieldErrors.length
            ? REGISTER_MESSAGES.summary
            : result.message || REGISTER_MESSAGES.failure,
        );
        return;
      }
      if (result.data?.verificar === "telefono") {
        setVerifying(String(values.telefono));
        return;
      }
      toast.success(REGISTER_MESSAGES.success);
      // Refreshed first: it drops what the router cached while signed out (a portal page prefetched
      // then is a redirect to this screen), so the destination is fetched with the new session.
      router.refresh();
      router.replace(destination);
    },
    () => setSummary(REGISTER_MESSAGES.summary),
  );

  if (verifying) {
    return (
      <PhoneCodeForm
        telefono={verifying}
        action={verifyAction}
        destination={destination}
        onBack={() => setVerifying(null)}
      />
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="titulo-registro"
    >
      <p className="text-sm text-muted-foreground">
        Los campos marcados con <span className="text-danger">*</span> son obligatorios.
      </p>
      {summary && (
        <Alert variant="destructive" role="alert">
          {summary}
        </Alert>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Datos personales</legend>
        {NAME_FIELDS.map((name) =>
          field(name, (control, registration) => (
            <Input {...control} {...registration} autoComplete={AUTOCOMPLETE[name] ?? "off"} />
          )),
        )}
        {field(
          "dpi",
          (control, registration) => (
            <Input
              {...control}
              {...digitsOnly(registration, 13)}
              inputMode="numeric"
              autoComplete="off"
            />
          ),
          {
            description: (
              <>
                13 dígitos, sin espacios. Lo usamos solo para identificarte ante la oficina; nunca
                se publica. Lee nuestra{" "}
                <Link
                  href="/politicas"
                  className="text-primary underline underline-offset-4 hover:no-underline"
                >
                  política de privacidad
                </Link>
                .
              </>
            ),
            liveHint: errorOf("dpi") ? null : (
              <>
                <AvailabilityHint
                  availability={dpiAvailability}
                  taken={DPI_TAKEN_MESSAGE}
                  free="DPI disponible"
                />
                {dpiAvailability.state === "taken" && (
                  <span className="mt-1 block text-muted-foreground">
                    {DPI_OWNER_HELP}{" "}
                    <Link
                      href="/contacto"
                      className="text-primary underline underline-offset-4 hover:no-underline"
                    >
                      Dirección y contacto de la oficina
                    </Link>
                  </span>
                )}
              </>
            ),
          },
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Contacto y ubicación</legend>
        {field(
          "correo",
          (control, registration) => (
            <Input {...control} {...registration} type="email" autoComplete="email" />
          ),
          {
            description: "Si no tienes, déjalo vacío y escribe tu teléfono.",
            liveHint: errorOf("correo") ? null : (
              <AvailabilityHint
                availability={emailAvailability}
                taken="Correo ya registrado"
                free="Correo disponible"
              />
            ),
          },
        )}
        {field(
          "telefono",
          (control, registration) => (
            <Input
              {...control}
              {...digitsOnly(registration, 8)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
            />
          ),
          {
            description:
              "8 dígitos. Si no tienes correo electrónico, deja ese campo vacío: te enviaremos un código a este número para confirmarlo.",
          },
        )}
        <div className="flex flex-col gap-2 sm:col-span-2">
          <label htmlFor="registro-canal" className="text-sm font-medium">
            Si no tienes correo, recibir el código por
          </label>
          <Select id="registro-canal" {...register("canal")}>
            <option value="whatsapp">WhatsApp</option>
            <option value="sms">Mensaje de texto (SMS)</option>
          </Select>
        </div>
        <LocationFields
          idPrefix="registro"
          required
          department={departamento}
          departmentField={register("departamento", { onChange: () => setValue("municipio", "") })}
          municipalityField={register("municipio")}
          errors={{ departamento: errorOf("departamento"), municipio: errorOf("municipio") }}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Contraseña</legend>
        {field(
          "password",
          (control, registration) => (
            <PasswordInput {...control} {...registration} autoComplete="new-password" />
          ),
          {
            description: <PasswordStrengthMeter password={password} />,
          },
        )}
        {field("password2", (control, registration) => (
          <PasswordInput {...control} {...registration} autoComplete="new-password" />
        ))}
      </fieldset>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && <Spinner label="Creando cuenta…" />}
        Crear cuenta
      </Button>
    </form>
  );
}
