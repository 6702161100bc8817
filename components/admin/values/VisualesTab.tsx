"use client";

import { ExternalLink, Plus } from "lucide-react";
import { useId, useState } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { deleteVisualAction } from "@/lib/values/actions";
import { ErrorAlert, NoticeAlert, type Notice } from "@/components/admin/FormAlerts";
import { SelectField, TextField } from "@/components/admin/FormFields";
import { uploadFailure } from "@/components/admin/landing/call-action";
import { TextareaField } from "@/components/admin/landing/TextareaField";
import { SubmitButton } from "@/components/admin/SubmitButton";
import { Badge } from "@/components/ui/Badge";
import { Card, CardContent } from "@/components/ui/Card";
import { acceptFor, fileProblem } from "@/components/ui/file-rules";
import { ImageLightbox } from "@/components/ui/ImageLightbox";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { uploadWithProgress } from "@/components/ui/request";
import { UploadProgress } from "@/components/ui/UploadProgress";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { VISUAL_FILE_RULES } from "@/lib/values/limits";
import {
  VALUES_MESSAGES,
  VISUAL_KINDS,
  visualFields,
  type VisualFields,
  type VisualItem,
  type VisualKind,
} from "@/lib/values/schema";
import { DeleteButton } from "./DeleteButton";
import { useCommitmentForm, type CommitmentFormProps } from "./use-commitment-form";
import { ValuesTab, type CommitmentTabProps } from "./ValuesTab";

const KIND_LABELS: Record<VisualKind, string> = { foto: "Foto", icono: "Ícono", video: "Video" };
const rulesFor = (tipo: VisualKind) => VISUAL_FILE_RULES[tipo === "video" ? "video" : "image"];

interface VisualValues {
  tipo: VisualKind;
  descripcion: string;
  url: string;
}

/** The 'Elementos Visuales' tab: photos, icons and videos (a file, or a URL: YouTube, Vimeo, MP4). */
export function VisualesTab({
  compromisoId,
  items,
  failed,
  onChanged,
}: CommitmentTabProps<VisualItem>) {
  const [shown, setShown] = useState<number | null>(null);
  const images = (items ?? []).filter((item) => item.tipo !== "video");
  const lightbox = images.map((item) => ({
    src: item.url,
    alt: item.descripcion || `${KIND_LABELS[item.tipo]} #${item.id}`,
  }));

  return (
    <ValuesTab
      form={
        <CreateVisual key={compromisoId ?? 0} compromisoId={compromisoId} onCreated={onChanged} />
      }
      listId="visuales-lista"
      heading="Elementos visuales"
      noCommitment={compromisoId === null}
      items={items}
      failure={failed ? "No se pudieron cargar los elementos visuales." : null}
      emptyText="No hay elementos visuales aún."
      listClassName="grid gap-4 sm:grid-cols-2"
      renderItem={(item) => (
        <Card className="h-full">
          <CardContent className="flex h-full flex-col gap-3">
            {item.tipo === "video" ? (
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 font-medium break-all text-primary underline underline-offset-4"
              >
                <ExternalLink aria-hidden className="size-4 shrink-0" />
                Ver video #{item.id}
                <span className="sr-only"> (se abre en otra pestaña)</span>
              </a>
            ) : (
              <button
                type="button"
                onClick={() => setShown(images.indexOf(item))}
                aria-label={`Ampliar ${KIND_LABELS[item.tipo].toLowerCase()} #${item.id}`}
                className="aspect-video overflow-hidden rounded-md border border-border bg-muted"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads or external images */}
                <img src={item.url} alt="" loading="lazy" className="size-full object-contain" />
              </button>
            )}
            <div className="flex items-center gap-2">
              <Badge variant="secondary">{KIND_LABELS[item.tipo]}</Badge>
              <span className="text-sm text-muted-foreground">#{item.id}</span>
            </div>
            {item.descripcion && <p className="text-sm break-words">{item.descripcion}</p>}
            <div className="mt-auto flex justify-end">
              <DeleteButton
                label={`Eliminar elemento visual #${item.id}`}
                title="Eliminar elemento visual"
                question="¿Eliminar este elemento visual?"
                failure="No se pudo eliminar."
                run={() => deleteVisualAction({ id: item.id })}
                onDeleted={onChanged}
              />
            </div>
          </CardContent>
        </Card>
      )}
    >
      <ImageLightbox
        images={lightbox}
        index={shown}
        onIndexChange={setShown}
        label="Elementos visuales"
      />
    </ValuesTab>
  );
}

function CreateVisual({ compromisoId, onCreated }: CommitmentFormProps) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { ref, focusFirstError } = useFocusFirstError();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { form, compromisoError } = useCommitmentForm<VisualValues, VisualFields>(
    visualFields,
    compromisoId,
    { tipo: "foto", descripcion: "", url: "" },
  );
  const tipo = useWatch({ control: form.control, name: "tipo" });
  const busy = progress !== null;

  const choose = (chosen: File | undefined, kind: VisualKind) => {
    const problem = chosen ? fileProblem(chosen, rulesFor(kind)) : null;
    setFileError(problem);
    setFile(chosen && !problem ? chosen : null);
  };

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    // A refused file was never kept: without a good file the URL is used.
    if (!file && !values.url) {
      setFileError(VALUES_MESSAGES.visualSource);
      return focusFirstError();
    }
    setFileError(null);
    const body = new FormData();
    body.append("compromiso_id", String(compromisoId));
    body.append("tipo", values.tipo);
    body.append("descripcion", values.descripcion ?? "");
    body.append("url", file ? "" : (values.url ?? ""));
    if (file) body.append("file", file);
    setProgress(0);
    try {
      await uploadWithProgress("/api/valores/visuales", body, setProgress);
      form.reset({ tipo: values.tipo, descripcion: "", url: "" });
      setFile(null);
      setInputKey((key) => key + 1);
      setNotice({ ok: true, text: "Elemento visual agregado." });
      onCreated();
    } catch (error) {
      setNotice({ ok: false, text: uploadFailure(error, "No se pudo crear el elemento visual.") });
    } finally {
      setProgress(null);
    }
  });

  return (
    <Card>
      <CardContent>
        <FormProvider {...form}>
          <form ref={ref} onSubmit={submit} noValidate className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold">Nuevo elemento visual</h2>
            <fieldset disabled={busy} className="flex flex-col gap-4">
              <legend className="sr-only">Nuevo elemento visual</legend>
              <SelectField
                name="tipo"
                label="Tipo"
                required
                options={VISUAL_KINDS}
                onChange={(event) => {
                  setInputKey((key) => key + 1);
                  choose(undefined, event.target.value as VisualKind);
                }}
              />
              <TextareaField name="descripcion" label="Descripción" rows={3} maxLength={1000} />
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={fileId}>
                  {tipo === "video" ? "Archivo de video (MP4)" : "Archivo de imagen"}
                </Label>
                <Input
                  key={inputKey}
                  id={fileId}
                  type="file"
                  accept={tipo === "video" ? "video/mp4" : acceptFor(rulesFor(tipo))}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
                  onChange={(event) => {
                    setNotice(null);
                    choose(event.target.files?.[0], tipo);
                  }}
                  className="py-1.5"
                />
                <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
                  Sube un archivo o escribe una URL abajo.
                </p>
                {fileError && (
                  <p id={`${fileId}-error`} role="alert" className="text-sm text-danger">
                    {fileError}
                  </p>
                )}
              </div>
              <TextField
                name="url"
                label="URL"
                type="url"
                inputMode="url"
                maxLength={2000}
                hint={
                  tipo === "video"
                    ? "YouTube, Vimeo o un enlace directo a un .mp4."
                    : "Dirección de la imagen (https://…)."
                }
              />
            </fieldset>
            {progress !== null && file && <UploadProgress label={file.name} percent={progress} />}
            <ErrorAlert message={compromisoError} />
            <NoticeAlert notice={notice} />
            <SubmitButton pending={busy} label="Agregar elemento" icon={<Plus aria-hidden />} />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
