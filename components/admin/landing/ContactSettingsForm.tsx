"use client";

import { useState, useTransition } from "react";
import { Controller, FormProvider, useForm, type Path } from "react-hook-form";
import { saveSiteSettingsAction } from "@/lib/site/actions";
import { TextField } from "@/components/admin/FormFields";
import { NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { SubmitButton } from "@/components/admin/SubmitButton";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import {
  SETTINGS_SAVED,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  siteSettingsInput,
  type AdminSiteSettings,
  type SiteSettingsInput,
  type SocialNetworkName,
} from "@/lib/site/schema";
import { callAction, isInputProblem } from "./call-action";
import { CARD_TITLE } from "./styles";
import { SwitchRow } from "./SwitchRow";

const TEXT_FIELDS = [
  "email_oficial",
  "telefono_oficial",
  "direccion_oficial",
  "horario_atencion",
] as const;

interface ContactValues {
  email_oficial: string;
  telefono_oficial: string;
  direccion_oficial: string;
  horario_atencion: string;
  mostrar_barra_superior: boolean;
  mostrar_barra_inferior: boolean;
  redes: Record<SocialNetworkName, string>;
}

function toValues(settings: AdminSiteSettings): ContactValues {
  const redes = Object.fromEntries(
    SOCIAL_NETWORKS.map((tipo) => [
      tipo,
      settings.redes.find((red) => red.tipo === tipo)?.url ?? "",
    ]),
  ) as Record<SocialNetworkName, string>;
  return {
    email_oficial: settings.email_oficial ?? "",
    telefono_oficial: settings.telefono_oficial ?? "",
    direccion_oficial: settings.direccion_oficial ?? "",
    horario_atencion: settings.horario_atencion ?? "",
    mostrar_barra_superior: settings.mostrar_barra_superior,
    mostrar_barra_inferior: settings.mostrar_barra_inferior,
    redes,
  };
}

/** The call's body: the social links filled in, one per network, in a fixed order. */
function toInput(
  values: ContactValues,
): SiteSettingsInput & { redes: { tipo: SocialNetworkName; url: string }[] } {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])),
    mostrar_barra_superior: values.mostrar_barra_superior,
    mostrar_barra_inferior: values.mostrar_barra_inferior,
    redes: SOCIAL_NETWORKS.filter((tipo) => values.redes[tipo].trim()).map((tipo) => ({
      tipo,
      url: values.redes[tipo].trim(),
    })),
  };
}

/** The form field of an error path of the call ("redes.2.url" is the third link sent). */
function formField(path: string, sent: { tipo: SocialNetworkName }[]): Path<ContactValues> | null {
  const red = /^redes\.(\d+)/.exec(path);
  if (red) {
    const tipo = sent[Number(red[1])]?.tipo;
    return tipo ? `redes.${tipo}` : null;
  }
  return (TEXT_FIELDS as readonly string[]).includes(path) ? (path as Path<ContactValues>) : null;
}

/** Official e-mail, telephone, address and hours, social links and the top and bottom bars. */
export function ContactSettingsForm({ initial }: { initial: AdminSiteSettings }) {
  const form = useForm<ContactValues>({ defaultValues: toValues(initial) });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, startTransition] = useTransition();

  const showErrors = (
    errors: { field: string; msg: string }[],
    sent: { tipo: SocialNetworkName }[],
  ) => {
    let unplaced: string | null = null;
    for (const { field, msg } of errors) {
      const target = formField(field, sent);
      if (target) form.setError(target, { type: "validate", message: msg }, { shouldFocus: true });
      else unplaced ??= msg;
    }
    return unplaced;
  };

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    const input = toInput(values);
    const parsed = siteSettingsInput.safeParse(input);
    if (!parsed.success) {
      const unplaced = showErrors(
        parsed.error.issues.map((issue) => ({ field: issue.path.join("."), msg: issue.message })),
        input.redes,
      );
      if (unplaced) setNotice({ ok: false, text: unplaced });
      return;
    }
    startTransition(async () => {
      const result = await callAction(() => saveSiteSettingsAction(input));
      if (result.ok) {
        form.reset(toValues(result.data));
        setNotice({ ok: true, text: SETTINGS_SAVED });
        return;
      }
      const unplaced = isInputProblem(result.code)
        ? showErrors(result.errors ?? [], input.redes)
        : null;
      setNotice({
        ok: false,
        text: unplaced ?? result.message ?? "No se pudo guardar la configuración.",
      });
    });
  });

  return (
    <Card>
      <CardHeader>
        <h2 className={CARD_TITLE}>Contacto y redes sociales</h2>
        <CardDescription>
          Datos oficiales que muestran el encabezado, el pie de página y la página de contacto.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="sr-only">Datos de contacto</legend>
              <TextField
                name="email_oficial"
                label="Correo oficial"
                type="email"
                autoComplete="email"
                maxLength={254}
              />
              <TextField
                name="telefono_oficial"
                label="Teléfono oficial"
                type="tel"
                autoComplete="tel"
                maxLength={40}
              />
              <TextField
                name="direccion_oficial"
                label="Dirección de la oficina"
                autoComplete="street-address"
                maxLength={300}
              />
              <TextField name="horario_atencion" label="Horario de atención" maxLength={300} />
            </fieldset>
            <fieldset disabled={pending} className="divide-y divide-border border-y border-border">
              <legend className="sr-only">Barras del sitio</legend>
              <Controller
                control={form.control}
                name="mostrar_barra_superior"
                render={({ field }) => (
                  <SwitchRow
                    label="Barra superior"
                    description="Franja de la página de contacto con los íconos de las redes sociales."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="mostrar_barra_inferior"
                render={({ field }) => (
                  <SwitchRow
                    label="Barra inferior"
                    description="Franja al pie de la página de contacto, con el logo."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </fieldset>
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="mb-1 text-base font-semibold">Redes sociales</legend>
              <p className="text-sm text-muted-foreground">
                Dirección completa (https://…) de cada red; deja vacía la que no se use.
              </p>
              {SOCIAL_NETWORKS.map((tipo) => (
                <TextField
                  key={tipo}
                  name={`redes.${tipo}`}
                  label={SOCIAL_NETWORK_LABELS[tipo]}
                  type="url"
                  inputMode="url"
                  maxLength={500}
                  placeholder="https://"
                />
              ))}
            </fieldset>
            <NoticeAlert notice={notice} />
            <SubmitButton pending={pending} label="Guardar contacto" />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
