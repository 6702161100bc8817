"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { DraftActions } from "@/components/offline/DraftActions";
import { useDraft, type Delivery } from "@/components/offline/use-draft";
import { expireSession } from "@/components/portal/portal-client";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { fileProblem } from "@/components/ui/file-rules";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { Progress } from "@/components/ui/Progress";
import { postWithProgress } from "@/components/ui/request";
import { retryOnceWhenUnavailable } from "@/components/ui/retry-unavailable";
import { DynamicField } from "./DynamicField";
import { ProcedureSelects } from "./ProcedureSelects";
import { useProcedureChoice } from "./use-procedure-choice";
import { FilePicker } from "./FilePicker";
import { LocationPicker } from "./LocationPicker";
import { Textarea } from "@/components/ui/Textarea";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { trackEvent } from "@/components/analytics/events";
import { createGestionAction } from "@/lib/gestiones/actions";
import {
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_RULES,
  ATTACHMENT_TOO_MANY,
} from "@/lib/gestiones/limits";
import type { GestionMeta } from "@/lib/gestiones/dto";
import { templateDataSchema } from "@/lib/gestiones/catalog-schema";
import { GESTION_MESSAGES, type GestionLocation } from "@/lib/gestiones/schema";

type Errors = Record<string, string>;

/** What the draft keeps of the form besides its files. */
interface Typed {
  categoria: string;
  template: string;
  answers: Record<string, string>;
  titulo: string;
  message: string;
  location: GestionLocation | null;
}

/** The procedure's answers that were filled in. */
const filled = (answers: Record<string, string>) =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim() !== ""));

/**
 * Product.md §C.4–§5: category, then procedure (a single category comes chosen; changing the category
 * clears the procedure, changing the procedure clears the answers), the procedure's own fields
 * checked with the same schema as the server, an optional title, and an optional first message
 * with files, sent right after the gestión exists. `initialTemplateId` comes chosen, with its
 * category. What is typed is kept on the device as a draft, and a gestión sent without a connection
 * is sent when the signal returns (components/offline/use-draft.ts).
 */
export function NewGestionForm({
  meta,
  initialTemplateId,
}: {
  meta: GestionMeta;
  initialTemplateId?: number;
}) {
  const router = useRouter();
  const id = useId();
  const procedure = useProcedureChoice(meta, initialTemplateId);
  const { categoria, template, answers, fields, procedure: chosen } = procedure;
  const [titulo, setTitulo] = useState("");
  const [message, setMessage] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [location, setLocation] = useState<GestionLocation | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { ref: formRef, focusFirstError } = useFocusFirstError();

  const chooseFiles = (picked: File[]) => {
    const refused = picked.map((file) => fileProblem(file, ATTACHMENT_RULES)).find(Boolean);
    if (refused) return setErrors((all) => ({ ...all, files: refused }));
    if (files.length + picked.length > ATTACHMENT_MAX_FILES) {
      return setErrors((all) => ({ ...all, files: ATTACHMENT_TOO_MANY }));
    }
    setErrors((all) =>
      Object.fromEntries(Object.entries(all).filter(([name]) => name !== "files")),
    );
    setFiles((current) => [...current, ...picked]);
  };

  const deliver = async (
    typed: Typed,
    idempotencyKey: string,
    attached: File[],
  ): Promise<Delivery> => {
    setBusy(true);
    try {
      const result = await retryOnceWhenUnavailable(() =>
        createGestionAction({
          categoria_id: Number(typed.categoria),
          template_id: Number(typed.template),
          titulo: typed.titulo,
          data: filled(typed.answers),
          ubicacion: typed.location,
          idempotency_key: idempotencyKey,
        }),
      );
      if (!result.ok) {
        if (result.code === "UNAUTHENTICATED") return await expireSession();
        const fieldErrors = Object.fromEntries(
          (result.errors ?? []).map((item) => [
            item.field.replace(/^data\./, "").replace(/^ubicacion\..*/, "ubicacion"),
            item.msg,
          ]),
        );
        setErrors(fieldErrors);
        return result.message;
      }
      trackEvent("gestion_creada");
      const { id: gestionId, folio } = result.data;
      if (typed.message.trim() || attached.length) {
        const form = new FormData();
        form.append("body", typed.message.trim());
        for (const file of attached) form.append("files", file);
        setProgress(0);
        try {
          await postWithProgress(
            `/api/portal/gestiones/${gestionId}/mensajes`,
            form,
            (share) => setProgress(share * 100),
            { "idempotency-key": `${idempotencyKey}-primer-mensaje` },
          );
        } catch {
          toast.error(GESTION_MESSAGES.sendFailed);
        }
      }
      toast.success(`${GESTION_MESSAGES.created} Tu folio es ${folio}.`);
      router.push(`/portal/sugerencias/${gestionId}`);
      return null;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const draft = useDraft<Typed>({
    name: "gestion-nueva",
    values: { categoria, template, answers, titulo, message, location },
    restore: (typed, kept) => {
      procedure.restore({
        categoria: typed.categoria,
        template: typed.template,
        answers: typed.answers,
      });
      setTitulo(typed.titulo);
      setMessage(typed.message);
      setLocation(typed.location);
      setFiles(kept);
      setErrors({});
    },
    deliver,
    noun: "gestión",
    files,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found: Errors = {};
    if (!categoria) found.categoria_id = GESTION_MESSAGES.categoryRequired;
    if (!template) found.template_id = GESTION_MESSAGES.templateRequired;
    const checked = templateDataSchema(fields).safeParse(filled(answers));
    if (!checked.success) {
      for (const issue of checked.error.issues)
        found[String(issue.path[0] ?? "data")] ??= issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError();

    try {
      const outcome = await draft.send({ categoria, template, answers, titulo, message, location });
      if (outcome === null || outcome === "queued") return;
    } catch {
      // An unexpected failure: the draft stays, as after a refusal.
    }
    setFailure(GESTION_MESSAGES.createFailed);
    focusFirstError();
  };

  const errorOf = (name: string) => errors[name];

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Nueva gestión"
    >
      {failure && (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      )}
      <ProcedureSelects id={id} errors={errors} {...procedure.selects} />

      {chosen?.descripcion && <p className="text-sm text-muted-foreground">{chosen.descripcion}</p>}

      {chosen && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Datos del trámite</legend>
          {fields.map((field) => (
            <DynamicField
              key={field.key}
              idPrefix={id}
              field={field}
              value={answers[field.key] ?? ""}
              error={errorOf(field.key)}
              onChange={(value) => procedure.answer(field.key, value)}
            />
          ))}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-titulo`}>Título (opcional)</Label>
            <Input
              id={`${id}-titulo`}
              value={titulo}
              maxLength={200}
              placeholder={chosen.nombre}
              onChange={(event) => setTitulo(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-mensaje`}>Mensaje para la oficina (opcional)</Label>
            <Textarea
              id={`${id}-mensaje`}
              value={message}
              maxLength={5_000}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <FilePicker
            id={`${id}-adjuntos`}
            files={files}
            onChoose={chooseFiles}
            onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
            error={errorOf("files")}
            disabled={busy}
          />
          <LocationPicker
            id={`${id}-ubicacion`}
            value={location}
            onChange={setLocation}
            error={errorOf("ubicacion")}
            disabled={busy}
          />
        </fieldset>
      )}

      {progress !== null && <Progress value={progress} label="Enviando archivos" />}
      <DraftActions draft={draft}>
        <Button type="submit" disabled={busy}>
          {busy ? "Enviando..." : "Crear gestión"}
        </Button>
      </DraftActions>
    </form>
  );
}
