"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useId, useState, useTransition, type KeyboardEvent } from "react";
import { FormProvider, useForm } from "react-hook-form";
import {
  createMensajeAction,
  deleteMensajeAction,
  updateMensajeAction,
} from "@/lib/values/actions";
import { ErrorAlert, NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { callAction, showInputErrors } from "@/components/admin/landing/call-action";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { SubmitButton } from "@/components/admin/SubmitButton";
import { Card, CardContent } from "@/components/ui/Card";
import { acceptFor } from "@/components/ui/file-rules";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { formatDateTime } from "@/lib/format/display";
import { mensajeCreateInput, mensajeUpdateInput, type MensajeItem } from "@/lib/values/schema";
import { ImageBatchProgress, useImageBatch } from "./image-batch";
import { ItemCard } from "./ItemCard";
import { IMAGE_RULES } from "./owners";
import { useCommitmentForm, type CommitmentFormProps } from "./use-commitment-form";
import { ValuesTab, type CommitmentTabProps } from "./ValuesTab";

const SAVE_FAILED = "Error guardando el mensaje.";
const SHORTCUT_HINT = "Ctrl + Enter (⌘ + Enter en Mac) guarda el mensaje.";

interface MessageValues {
  texto: string;
}

/** Ctrl+Enter or Cmd+Enter in the textarea submits its form. */
function submitOnShortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

/** The message's text; Ctrl+Enter saves it. */
function MessageField({ rows }: { rows: number }) {
  return (
    <TextareaField
      name="texto"
      label="Mensaje"
      required
      rows={rows}
      maxLength={5000}
      hint={SHORTCUT_HINT}
      onKeyDown={submitOnShortcut}
    />
  );
}

/** The 'Mensajes' tab of the selected commitment. */
export function MensajesTab({
  compromisoId,
  items,
  failed,
  onChanged,
}: CommitmentTabProps<MensajeItem>) {
  return (
    <ValuesTab
      form={
        <CreateMessage key={compromisoId ?? 0} compromisoId={compromisoId} onCreated={onChanged} />
      }
      listId="mensajes-lista"
      heading="Mensajes"
      noCommitment={compromisoId === null}
      items={items}
      failure={failed ? "No se pudo cargar la lista de mensajes." : null}
      emptyText="Sin mensajes."
      renderItem={(item) => <MessageCard item={item} onChanged={onChanged} />}
    />
  );
}

function CreateMessage({ compromisoId, onCreated }: CommitmentFormProps) {
  const filesId = useId();
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<Notice | null>(null);
  const batch = useImageBatch(IMAGE_RULES.mensaje);
  const fileError = batch.problem;
  const { form, compromisoError } = useCommitmentForm<MessageValues>(
    mensajeCreateInput,
    compromisoId,
    { texto: "" },
  );

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    startTransition(async () => {
      const result = await callAction(() => createMensajeAction(values));
      if (!result.ok) {
        showInputErrors(form.setError, result);
        setNotice({ ok: false, text: SAVE_FAILED });
        return;
      }
      const uploadError =
        batch.files.length > 0 ? await batch.send("mensaje", result.data.id) : null;
      form.reset({ texto: "" });
      batch.clear();
      setNotice(
        uploadError ? { ok: false, text: uploadError } : { ok: true, text: "Mensaje guardado." },
      );
      onCreated();
    });
  });

  return (
    <Card>
      <CardContent>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold">Nuevo mensaje</h2>
            <fieldset disabled={pending} className="flex flex-col gap-4">
              <legend className="sr-only">Nuevo mensaje</legend>
              <MessageField rows={5} />
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={filesId}>Imágenes del mensaje (opcional)</Label>
                <Input
                  key={batch.inputKey}
                  id={filesId}
                  type="file"
                  multiple
                  accept={acceptFor(IMAGE_RULES.mensaje)}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={fileError ? `${filesId}-error` : undefined}
                  onChange={(event) => batch.choose(event.target.files)}
                  className="py-1.5"
                />
                {fileError && (
                  <p id={`${filesId}-error`} role="alert" className="text-sm text-danger">
                    {fileError}
                  </p>
                )}
              </div>
            </fieldset>
            <ImageBatchProgress batch={batch} />
            <ErrorAlert message={compromisoError} />
            <NoticeAlert notice={notice} />
            <SubmitButton pending={pending} label="Guardar mensaje" icon={<Send aria-hidden />} />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function MessageCard({ item, onChanged }: { item: MensajeItem; onChanged: () => void }) {
  const label = `«Mensaje #${item.id}»`;
  return (
    <ItemCard
      summary={
        <>
          <h3 className="text-sm font-semibold text-muted-foreground">
            Mensaje #{item.id} ·{" "}
            <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          </h3>
          <p className="break-words whitespace-pre-line">{item.texto}</p>
        </>
      }
      editLabel={`Editar mensaje #${item.id}`}
      remove={{
        label: `Eliminar mensaje #${item.id}`,
        title: "Eliminar mensaje",
        question: "¿Eliminar este mensaje? También se eliminarán sus imágenes.",
        failure: "No se pudo eliminar.",
        run: () => deleteMensajeAction({ id: item.id }),
      }}
      editForm={(onSaved) => <EditMessage item={item} onSaved={onSaved} />}
      images={{ owner: "mensaje", ownerId: item.id, ownerLabel: label, initial: item.images }}
      onChanged={onChanged}
    />
  );
}

function EditMessage({ item, onSaved }: { item: MensajeItem; onSaved: () => void }) {
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MessageValues>({
    defaultValues: { texto: item.texto },
    resolver: zodResolver(mensajeUpdateInput),
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      const result = await callAction(() => updateMensajeAction({ id: item.id, values }));
      if (result.ok) return onSaved();
      showInputErrors(form.setError, result, "values.");
      setFailure(SAVE_FAILED);
    });
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset disabled={pending}>
          <legend className="sr-only">Texto del mensaje</legend>
          <MessageField rows={6} />
        </fieldset>
        <ErrorAlert message={failure} />
        <SubmitButton pending={pending} label="Guardar cambios" />
      </form>
    </FormProvider>
  );
}
