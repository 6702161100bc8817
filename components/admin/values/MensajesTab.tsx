"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Send } from "lucide-react";
import { useId, useState, useTransition, type KeyboardEvent } from "react";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import {
  createMensajeAction,
  deleteMensajeAction,
  updateMensajeAction,
} from "@/app/admin/landing/valores/actions/mensajes";
import { callAction, isInputProblem } from "@/components/admin/landing/call-action";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { applyServerErrors } from "@/components/admin/server-errors";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Card, CardContent } from "@/components/ui/Card";
import { acceptFor, fileProblem } from "@/components/ui/file-rules";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { UploadProgress } from "@/components/ui/UploadProgress";
import { useRemoteData } from "@/components/ui/use-remote-data";
import { formatDateTime } from "@/lib/format";
import { mensajeCreateInput, mensajeUpdateInput, type MensajeItem } from "@/lib/values/schema";
import { DeleteButton } from "./DeleteButton";
import { FormDialog } from "./FormDialog";
import { ImageManager } from "./ImageManager";
import { uploadValueImages } from "./image-upload";
import { ListState } from "./ListState";
import { IMAGE_RULES } from "./owners";

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

/** The 'Mensajes' tab of the selected commitment. */
export function MensajesTab({ compromisoId }: { compromisoId: number | null }) {
  const url = compromisoId ? `/api/valores/mensajes?compromiso_id=${compromisoId}` : "";
  const { data, error, reload } = useRemoteData<{ data: MensajeItem[] } | null>(url, null, "");
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <CreateMessage key={compromisoId ?? 0} compromisoId={compromisoId} onCreated={reload} />
      <section aria-labelledby="mensajes-lista" className="flex flex-col gap-4">
        <h2 id="mensajes-lista" className="text-lg font-semibold">
          Mensajes
        </h2>
        {compromisoId === null ? (
          <p className="text-muted-foreground">
            Primero crea un compromiso en la pestaña Compromiso.
          </p>
        ) : (
          <ListState
            items={data?.data ?? null}
            error={error}
            errorText="No se pudo cargar la lista de mensajes."
            emptyText="Sin mensajes."
          >
            {(items) => (
              <ul className="flex flex-col gap-4">
                {items.map((item) => (
                  <li key={item.id}>
                    <MessageCard item={item} onChanged={reload} />
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        )}
      </section>
    </div>
  );
}

function CreateMessage({
  compromisoId,
  onCreated,
}: {
  compromisoId: number | null;
  onCreated: () => void;
}) {
  const filesId = useId();
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const schemaResolver = zodResolver(
    mensajeCreateInput as never,
  ) as unknown as Resolver<MessageValues>;
  const form = useForm<MessageValues>({
    defaultValues: { texto: "" },
    resolver: (values, context, options) =>
      schemaResolver(
        { ...values, compromiso_id: compromisoId ?? undefined } as MessageValues,
        context,
        options,
      ),
  });
  const compromisoError = (form.formState.errors as Record<string, { message?: string }>)
    .compromiso_id?.message;

  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const wrong =
      chosen.map((file) => fileProblem(file, IMAGE_RULES.mensaje)).find(Boolean) ?? null;
    setFileError(wrong);
    setFiles(wrong ? [] : chosen);
  };

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    startTransition(async () => {
      const result = await callAction(() => createMensajeAction(values));
      if (!result.ok) {
        if (isInputProblem(result.status) && result.errors?.length)
          applyServerErrors(form.setError, result.errors);
        setNotice({ ok: false, text: SAVE_FAILED });
        return;
      }
      let uploadError: string | null = null;
      if (files.length > 0) {
        setProgress(files.map(() => 0));
        uploadError = await uploadValueImages("mensaje", result.data.id, files, (index, percent) =>
          setProgress((all) => all && all.map((value, at) => (at === index ? percent : value))),
        );
        setProgress(null);
      }
      form.reset({ texto: "" });
      setFiles([]);
      setInputKey((key) => key + 1);
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
              <TextareaField
                name="texto"
                label="Mensaje"
                required
                rows={5}
                maxLength={5000}
                hint={SHORTCUT_HINT}
                onKeyDown={submitOnShortcut}
              />
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={filesId}>Imágenes del mensaje (opcional)</Label>
                <Input
                  key={inputKey}
                  id={filesId}
                  type="file"
                  multiple
                  accept={acceptFor(IMAGE_RULES.mensaje)}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={fileError ? `${filesId}-error` : undefined}
                  onChange={(event) => choose(event.target.files)}
                  className="py-1.5"
                />
                {fileError && (
                  <p id={`${filesId}-error`} role="alert" className="text-sm text-danger">
                    {fileError}
                  </p>
                )}
              </div>
            </fieldset>
            {progress &&
              files.map((file, index) => (
                <UploadProgress
                  key={`${file.name}-${index}`}
                  label={file.name}
                  percent={progress[index] ?? 0}
                />
              ))}
            {compromisoError && (
              <Alert variant="destructive" role="alert">
                {compromisoError}
              </Alert>
            )}
            {notice && (
              <Alert
                variant={notice.ok ? "success" : "destructive"}
                role={notice.ok ? "status" : "alert"}
              >
                {notice.text}
              </Alert>
            )}
            <Button type="submit" disabled={pending} className="self-end">
              <Send aria-hidden />
              {pending ? "Guardando..." : "Guardar mensaje"}
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function MessageCard({ item, onChanged }: { item: MensajeItem; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const label = `«Mensaje #${item.id}»`;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-muted-foreground">
              Mensaje #{item.id} ·{" "}
              <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
            </h3>
            <p className="break-words whitespace-pre-line">{item.texto}</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Editar mensaje #${item.id}`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
              Editar
            </Button>
            <DeleteButton
              label={`Eliminar mensaje #${item.id}`}
              title="Eliminar mensaje"
              question="¿Eliminar este mensaje? También se eliminarán sus imágenes."
              failure="No se pudo eliminar."
              run={() => deleteMensajeAction({ id: item.id })}
              onDeleted={onChanged}
            />
          </div>
        </div>
        <ImageManager
          key={item.images.map((image) => image.id).join(",")}
          owner="mensaje"
          ownerId={item.id}
          ownerLabel={label}
          initial={item.images}
        />
      </CardContent>
      <FormDialog open={editing} onOpenChange={setEditing} title={`Editar mensaje #${item.id}`}>
        <EditMessage
          item={item}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      </FormDialog>
    </Card>
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
      if (isInputProblem(result.status) && result.errors?.length) {
        applyServerErrors(form.setError, result.errors, "values.");
      }
      setFailure(SAVE_FAILED);
    });
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset disabled={pending}>
          <legend className="sr-only">Texto del mensaje</legend>
          <TextareaField
            name="texto"
            label="Mensaje"
            required
            rows={6}
            maxLength={5000}
            hint={SHORTCUT_HINT}
            onKeyDown={submitOnShortcut}
          />
        </fieldset>
        {failure && (
          <Alert variant="destructive" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" disabled={pending} className="self-end">
          {pending ? "Guardando..." : "Guardar cambios"}
        </Button>
      </form>
    </FormProvider>
  );
}
