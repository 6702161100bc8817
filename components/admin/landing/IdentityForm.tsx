"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useTransition } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { applyServerErrors } from "@/components/admin/server-errors";
import { BoundField, TextField, type BoundProps } from "@/components/admin/FormFields";
import { NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { SubmitButton } from "@/components/admin/SubmitButton";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { Input } from "@/components/ui/Input";
import { Textarea } from "@/components/ui/Textarea";
import { saveIdentityAction } from "@/lib/site/actions";
import {
  brandContrast,
  IDENTITY_SAVED,
  identityInput,
  MIN_CONTRAST,
  type Identity,
  type IdentityInput,
} from "@/lib/site/identity-schema";
import { callAction } from "./call-action";
import { CARD_TITLE } from "./styles";

const valuesOf = (identity: Identity): IdentityInput => ({
  nombre: identity.nombre,
  cargo: identity.cargo,
  distrito: identity.distrito,
  partido: identity.partido ?? "",
  descripcion: identity.descripcion ?? "",
  color: identity.color,
});

const ratio = (color: string) =>
  /^#[0-9a-f]{6}$/i.test(color) ? brandContrast(color).toFixed(1).replace(".", ",") : null;

/** Name, title, district, party, description for search engines and the brand colour. */
export function IdentityForm({ initial }: { initial: Identity }) {
  const form = useForm<IdentityInput>({
    resolver: zodResolver(identityInput) as never,
    defaultValues: valuesOf(initial),
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, startTransition] = useTransition();
  const color = useWatch({ control: form.control, name: "color" }) ?? "";
  const contrast = ratio(color);

  const submit = form.handleSubmit(
    (values) => {
      setNotice(null);
      startTransition(async () => {
        const result = await callAction(() => saveIdentityAction(values));
        if (result.ok) {
          form.reset(valuesOf(result.data));
          setNotice({ ok: true, text: IDENTITY_SAVED });
          return;
        }
        applyServerErrors(form.setError, result.errors);
        setNotice({ ok: false, text: result.message || "No se pudo guardar la identidad." });
      });
    },
    () => setNotice({ ok: false, text: "Revisa los campos marcados." }),
  );

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <h2 className={CARD_TITLE}>Identidad del sitio</h2>
        <CardDescription>
          El encabezado, el pie de página, los buscadores, las vistas previas de enlaces, los
          correos y el asistente usan estos datos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="sr-only">Datos de la identidad</legend>
              <TextField
                name="nombre"
                label="Nombre"
                required
                autoComplete="name"
                maxLength={120}
              />
              <TextField
                name="cargo"
                label="Cargo"
                required
                maxLength={160}
                hint="Por ejemplo: Diputado al Congreso de la República de Guatemala."
              />
              <TextField
                name="distrito"
                label="Distrito"
                required
                maxLength={120}
                hint="Un departamento (por ejemplo, Quetzaltenango), «Distrito Central» o «Listado Nacional»: los trámites ofrecen los municipios de ese distrito."
              />
              <TextField name="partido" label="Partido (opcional)" maxLength={120} />
              <BoundField
                field={{
                  name: "descripcion",
                  label: "Descripción para buscadores (opcional)",
                  hint: "Una o dos oraciones; hasta 300 caracteres.",
                }}
                control={(bound: BoundProps) => <Textarea rows={3} maxLength={300} {...bound} />}
              />
              <BoundField
                field={{
                  name: "color",
                  label: "Color principal",
                  required: true,
                  hint: contrast
                    ? `Contraste con los textos del sitio: ${contrast} a 1 (mínimo ${String(MIN_CONTRAST).replace(".", ",")}).`
                    : "Escribe el color en la forma #RRGGBB.",
                }}
                control={(bound: BoundProps) => (
                  <div className="flex items-center gap-3">
                    <Input
                      {...bound}
                      maxLength={7}
                      className="max-w-40 font-mono"
                      spellCheck={false}
                    />
                    <span
                      aria-hidden
                      className="flex h-11 min-w-28 items-center justify-center rounded-md px-3 text-sm font-semibold text-white"
                      style={{ backgroundColor: contrast ? color : "transparent" }}
                    >
                      Muestra
                    </span>
                  </div>
                )}
              />
            </fieldset>
            <NoticeAlert notice={notice} />
            <SubmitButton pending={pending} label="Guardar identidad" />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
