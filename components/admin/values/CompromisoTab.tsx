"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState, useTransition } from "react";
import { FormProvider, useForm } from "react-hook-form";
import {
  createCompromisoAction,
  deleteCompromisoAction,
  updateCompromisoAction,
} from "@/lib/values/actions";
import { ErrorAlert, NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { TextField } from "@/components/admin/FormFields";
import { callAction, showInputErrors } from "@/components/admin/landing/call-action";
import { formLevelError, TextareaField } from "@/components/admin/landing/TextareaField";
import { SubmitButton } from "@/components/admin/SubmitButton";
import { Card, CardContent } from "@/components/ui/Card";
import type { ActionResult } from "@/lib/actions/result";
import {
  compromisoInput,
  type CompromisoFields,
  type CompromisoInput,
  type CompromisoItem,
} from "@/lib/values/schema";
import { compromisoOption } from "./compromiso-option";
import { ItemCard } from "./ItemCard";
import { ValuesTab } from "./ValuesTab";

const EMPTY = { introduccion_titulo: "", introduccion_subtitulo: "", introduccion_parrafo: "" };

/**
 * The 'Compromiso' tab: the commitments (their introduction), created, edited and deleted here;
 * `items` is null when the server could not read them.
 */
export function CompromisoTab({
  items,
  onChanged,
}: {
  items: CompromisoItem[] | null;
  onChanged: () => void;
}) {
  return (
    <ValuesTab
      form={
        <Card>
          <CardContent>
            <CompromisoForm
              heading="Nuevo compromiso"
              initial={EMPTY}
              submitLabel="Crear compromiso"
              failure="No se pudo crear el compromiso."
              save={(values) => createCompromisoAction(values)}
              onSaved={onChanged}
            />
          </CardContent>
        </Card>
      }
      listId="compromisos-lista"
      heading="Compromisos"
      items={items}
      failure={items ? null : "No se pudo cargar la lista de compromisos."}
      emptyText="No hay compromisos creados aún."
      renderItem={(item) => <CompromisoCard item={item} onChanged={onChanged} />}
    />
  );
}

function CompromisoCard({ item, onChanged }: { item: CompromisoItem; onChanged: () => void }) {
  const name = compromisoOption(item);
  return (
    <ItemCard
      summary={
        <>
          <h3 className="font-semibold break-words">{name}</h3>
          {item.introduccion_subtitulo && (
            <p className="text-sm font-medium break-words">{item.introduccion_subtitulo}</p>
          )}
          {item.introduccion_parrafo && (
            <p className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-line text-muted-foreground">
              {item.introduccion_parrafo}
            </p>
          )}
        </>
      }
      editLabel={`Editar compromiso #${item.id}`}
      remove={{
        label: `Eliminar compromiso #${item.id}`,
        title: "Eliminar compromiso",
        question: `¿Eliminar el compromiso ${name}? También se eliminarán sus valores éticos, compromisos formales, mensajes y elementos visuales. Esta acción es irreversible.`,
        failure: "No se pudo eliminar.",
        run: () => deleteCompromisoAction({ id: item.id }),
      }}
      editForm={(onSaved) => (
        <CompromisoForm
          initial={{
            introduccion_titulo: item.introduccion_titulo ?? "",
            introduccion_subtitulo: item.introduccion_subtitulo ?? "",
            introduccion_parrafo: item.introduccion_parrafo ?? "",
          }}
          submitLabel="Guardar cambios"
          failure="No se pudo actualizar."
          errorPrefix="values."
          save={(values) => updateCompromisoAction({ id: item.id, values })}
          onSaved={onSaved}
        />
      )}
      onChanged={onChanged}
    />
  );
}

/** The three introduction fields; at least one is required. */
function CompromisoForm({
  heading,
  initial,
  submitLabel,
  failure,
  errorPrefix = "",
  save,
  onSaved,
}: {
  heading?: string;
  initial: typeof EMPTY;
  submitLabel: string;
  failure: string;
  errorPrefix?: string;
  save: (values: CompromisoFields) => Promise<ActionResult<unknown>>;
  onSaved: () => void;
}) {
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<CompromisoInput, unknown, CompromisoFields>({
    defaultValues: initial,
    resolver: zodResolver(compromisoInput),
  });
  const wholeFormError = formLevelError(form.formState.errors);

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    startTransition(async () => {
      const result = await callAction(() => save(values));
      if (result.ok) {
        form.reset(initial);
        if (heading) setNotice({ ok: true, text: "Compromiso creado." });
        onSaved();
        return;
      }
      showInputErrors(form.setError, result, errorPrefix);
      setNotice({ ok: false, text: failure });
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {heading && <h2 className="text-lg font-semibold">{heading}</h2>}
        <fieldset disabled={pending} className="flex flex-col gap-4">
          <legend className="sr-only">Introducción del compromiso</legend>
          <TextField name="introduccion_titulo" label="Título de la introducción" maxLength={300} />
          <TextField
            name="introduccion_subtitulo"
            label="Subtítulo de la introducción"
            maxLength={300}
          />
          <TextareaField
            name="introduccion_parrafo"
            label="Párrafo de la introducción"
            rows={5}
            maxLength={10000}
          />
        </fieldset>
        <ErrorAlert message={wholeFormError} />
        <NoticeAlert notice={notice} />
        <SubmitButton
          pending={pending}
          label={submitLabel}
          icon={heading ? <Plus aria-hidden /> : undefined}
        />
      </form>
    </FormProvider>
  );
}
