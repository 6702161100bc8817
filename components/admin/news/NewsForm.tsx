"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState, useTransition, type ReactNode } from "react";
import { Controller, FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { createNewsAction, updateNewsAction } from "@/app/admin/noticias/actions";
import { RichTextEditor } from "@/components/admin/editor/RichTextEditor";
import { TextField } from "@/components/admin/FormFields";
import { actionFailure, applyServerErrors } from "@/components/admin/server-errors";
import { Alert, AlertTitle } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { DialogClose, DialogFooter } from "@/components/ui/Dialog";
import { Label } from "@/components/ui/Label";
import { Select } from "@/components/ui/Select";
import { Textarea } from "@/components/ui/Textarea";
import { NEWS_MESSAGES, NEWS_STATES, newsCreateInput, type NewsDetail } from "@/lib/news/schema";
import { formValues, newsPayload, type NewsFormValues } from "./news-form-values";
import { NEWS_STATE_LABELS } from "./states";

// The schema validates the raw field values (the server parses them again from the payload).
const resolver = zodResolver(newsCreateInput, undefined, {
  raw: true,
}) as unknown as Resolver<NewsFormValues>;

/** The fields of 'Nueva noticia' / 'Editar #id'; creating keeps the dialog open for the cover. */
export function NewsForm({
  item,
  onSaved,
  children,
}: {
  item: NewsDetail | null;
  onSaved: (item: NewsDetail, created: boolean) => void;
  /** Shown between the fields and the buttons (the cover). */
  children?: ReactNode;
}) {
  const ids = { resumen: useId(), contenido: useId(), estado: useId() };
  const [pending, startTransition] = useTransition();
  const [required, setRequired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewsFormValues>({ resolver, defaultValues: formValues(item) });
  const { register, control, formState } = form;
  const scheduled = useWatch({ control, name: "estado" }) === "programado";

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

  const resumenError = formState.errors.resumen?.message;
  const contenidoError = formState.errors.contenido_html?.message;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {required && (
          <Alert variant="destructive" role="alert">
            {NEWS_MESSAGES.required}
          </Alert>
        )}
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField name="titulo" label="Título" required maxLength={300} />
          </div>
          <div className="sm:col-span-2">
            <TextField name="subtitulo" label="Subtítulo" maxLength={300} />
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor={ids.resumen}>Resumen</Label>
            <Textarea
              id={ids.resumen}
              rows={3}
              maxLength={1000}
              aria-invalid={resumenError ? true : undefined}
              {...register("resumen")}
            />
            {resumenError && <p className="text-sm text-danger">{resumenError}</p>}
          </div>
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label
              id={`${ids.contenido}-label`}
              onClick={() => document.getElementById(ids.contenido)?.focus()}
            >
              Contenido
            </Label>
            <Controller
              control={control}
              name="contenido_html"
              render={({ field }) => (
                <RichTextEditor
                  id={ids.contenido}
                  labelId={`${ids.contenido}-label`}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(contenidoError)}
                  disabled={pending}
                />
              )}
            />
            {contenidoError && <p className="text-sm text-danger">{contenidoError}</p>}
          </div>
          <TextField name="fecha_contenido" label="Fecha de contenido" type="date" required />
          <TextField name="hora_contenido" label="Hora de contenido" type="time" />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.estado}>Estado</Label>
            <Select id={ids.estado} {...register("estado")}>
              {NEWS_STATES.map((state) => (
                <option key={state} value={state}>
                  {NEWS_STATE_LABELS[state]}
                </option>
              ))}
            </Select>
          </div>
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
            label="Slug"
            maxLength={120}
            hint={item ? undefined : "Opcional: se genera a partir del título."}
            spellCheck={false}
          />
          <TextField
            name="categoria_id"
            label="ID de categoría"
            type="number"
            min={1}
            inputMode="numeric"
          />
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium sm:col-span-2">
            <input type="checkbox" className="size-4 accent-primary" {...register("destacado")} />
            Destacada
          </label>
        </fieldset>
        {children}
        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Error guardando</AlertTitle>
            {failure}
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? "Guardando…" : "Guardar"}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
