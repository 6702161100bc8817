"use client";

import { useState, useTransition, type ReactNode } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { createNewsAction, updateNewsAction } from "@/lib/news/actions";
import {
  CategoryField,
  FeaturedField,
  HeadlineFields,
  RichTextField,
  StateField,
  type Category,
} from "@/components/admin/ContentFields";
import { TextField } from "@/components/admin/FormFields";
import { rawResolver } from "@/components/admin/raw-resolver";
import { actionFailure, applyServerErrors } from "@/components/admin/server-errors";
import { Alert, AlertTitle } from "@/components/ui/Alert";
import { NEWS_MESSAGES, NEWS_STATES, newsCreateInput, type NewsDetail } from "@/lib/news/schema";
import { formValues, newsPayload, type NewsFormValues } from "./news-form-values";
import { NEWS_STATE_LABELS } from "./states";
import { DialogActions } from "@/components/ui/DialogActions";

const resolver = rawResolver<NewsFormValues>(newsCreateInput);

/** The fields of 'Nueva noticia' / 'Editar #id'; creating keeps the dialog open for the cover. */
export function NewsForm({
  item,
  categories,
  onSaved,
  children,
}: {
  item: NewsDetail | null;
  categories: readonly Category[];
  onSaved: (item: NewsDetail, created: boolean) => void;
  /** Shown between the fields and the buttons (the cover). */
  children?: ReactNode;
}) {
  const [pending, startTransition] = useTransition();
  const [required, setRequired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewsFormValues>({ resolver, defaultValues: formValues(item) });
  const scheduled = useWatch({ control: form.control, name: "estado" }) === "programado";

  const submit = form.handleSubmit(
    (values) => {
      setRequired(false);
      setFailure(null);
      startTransition(async () => {
        try {
          const payload = newsPayload(values, item);
          const result = item
            ? await updateNewsAction({ id: item.id, values: payload })
            : await createNewsAction(payload);
          if (!result.ok) {
            applyServerErrors(form.setError, result.errors, "values.");
            setFailure(result.message);
            return;
          }
          toast.success(item ? "Cambios guardados." : "Noticia creada.");
          onSaved(result.data, !item);
        } catch (error) {
          setFailure(actionFailure(error, "Intenta de nuevo."));
        }
      });
    },
    (errors) => {
      setFailure(null);
      setRequired(Boolean(errors.titulo || errors.fecha_contenido));
    },
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {required && (
          <Alert variant="destructive" role="alert">
            {NEWS_MESSAGES.required}
          </Alert>
        )}
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
          <HeadlineFields />
          <RichTextField name="contenido_html" label="Contenido" disabled={pending} />
          <TextField name="fecha_contenido" label="Fecha de contenido" type="date" required />
          <TextField name="hora_contenido" label="Hora de contenido" type="time" />
          <StateField states={NEWS_STATES} labels={NEWS_STATE_LABELS} />
          {scheduled ? (
            <TextField
              name="fecha_programada"
              label="Fecha programada (hora de Guatemala)"
              type="datetime-local"
              step={60}
              required
            />
          ) : (
            <div aria-hidden className="hidden sm:block" />
          )}
          <TextField
            name="slug"
            label="Dirección de la noticia"
            maxLength={120}
            hint={
              item
                ? "La parte final de su dirección en el sitio: /noticias/…"
                : "La parte final de su dirección en el sitio (/noticias/…). Opcional: se genera a partir del título."
            }
            spellCheck={false}
          />
          <CategoryField categories={categories} />
          <FeaturedField className="sm:col-span-2" />
        </fieldset>
        {children}
        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Error guardando</AlertTitle>
            {failure}
          </Alert>
        )}
        <DialogActions label="Guardar" pendingLabel="Guardando…" pending={pending} />
      </form>
    </FormProvider>
  );
}
