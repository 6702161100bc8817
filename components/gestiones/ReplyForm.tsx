"use client";

import { Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { DraftActions } from "@/components/offline/DraftActions";
import { useDraft, type Delivery } from "@/components/offline/use-draft";
import { expireSession } from "@/components/portal/portal-client";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { fileProblem } from "@/components/ui/file-rules";
import { Label } from "@/components/ui/Label";
import { Progress } from "@/components/ui/Progress";
import { postWithProgress } from "@/components/ui/request";
import { RequestError } from "@/components/ui/request-error";
import { Textarea } from "@/components/ui/Textarea";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import {
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_RULES,
  ATTACHMENT_TOO_MANY,
} from "@/lib/gestiones/limits";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { INPUT_PROBLEMS } from "@/lib/errors/app-error";
import { FilePicker } from "./FilePicker";

/** The citizen's message, the office's reply to the citizen, or the office's internal note. */
type MessageKind = "citizen" | "reply" | "note";

interface Props {
  /** Where the message goes (multipart `body`, `files`, and `is_internal` for the office). */
  url: string;
  kind: MessageKind;
}

const TEXTS: Record<
  MessageKind,
  { form: string; field: string; submit: string; done: string; hint?: string }
> = {
  citizen: { form: "Responder", field: "Mensaje", submit: "Enviar", done: GESTION_MESSAGES.sent },
  reply: {
    form: "Responder al ciudadano",
    field: "Respuesta",
    submit: "Enviar respuesta",
    done: GESTION_MESSAGES.replySent,
    hint: "El ciudadano la ve en su portal y la recibe por correo electrónico.",
  },
  note: {
    form: "Nota interna",
    field: "Nota",
    submit: "Guardar nota interna",
    done: GESTION_MESSAGES.noteSaved,
    hint: "Solo la ve la oficina: no se muestra al ciudadano ni se le envía por correo.",
  },
};

/**
 * Why the office's reply or note was not sent (product.md §B.8): no answer ('Error de red.'), the
 * server failing ('Error al enviar') or refusing it ('No se pudo enviar').
 */
function officeSendFailure(error: unknown): string {
  if (!(error instanceof RequestError) || error.status >= 500) return "Error al enviar";
  return error.code === "NETWORK" ? "Error de red." : "No se pudo enviar";
}

/** Each file's share of the bytes sent, from the share of the whole request (files go in order). */
function perFile(files: File[], share: number): number[] {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let before = 0;
  return files.map((file) => {
    const start = before / total;
    before += file.size;
    const end = before / total;
    return Math.round(
      Math.min(1, Math.max(0, (share - start) / Math.max(end - start, 1e-9))) * 100,
    );
  });
}

/**
 * A message (the citizen's, or the office's reply or internal note: two separate forms, never one
 * box with a switch) with text and up to 10 files (images or PDF, 25 MB each — checked here and again on the
 * server), each with its own progress bar. A citizen's message is kept on the device as a draft and
 * carries an Idempotency-Key kept across retries of the same message, so a double tap on a slow
 * network, or its send once the signal returns (components/offline/use-draft.ts), sends it once.
 */
export function ReplyForm({ url, kind }: Props) {
  const texts = TEXTS[kind];
  const fromOffice = kind !== "citizen";
  const router = useRouter();
  const id = useId();
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const sending = progress !== null;

  const choose = (chosen: File[]) => {
    const refused = chosen.map((file) => fileProblem(file, ATTACHMENT_RULES)).find(Boolean);
    if (refused) return setProblem(refused);
    if (files.length + chosen.length > ATTACHMENT_MAX_FILES) return setProblem(ATTACHMENT_TOO_MANY);
    setProblem(null);
    setFiles((current) => [...current, ...chosen]);
  };

  const deliver = async (
    typed: { body: string },
    idempotencyKey: string,
    attached: File[],
  ): Promise<Delivery> => {
    const form = new FormData();
    form.append("body", typed.body.trim());
    if (fromOffice) form.append("is_internal", String(kind === "note"));
    for (const file of attached) form.append("files", file);
    setProgress(attached.map(() => 0));
    try {
      await postWithProgress(url, form, (share) => setProgress(perFile(attached, share)), {
        ...(fromOffice ? {} : { "idempotency-key": idempotencyKey }),
      });
      setBody("");
      setFiles([]);
      toast.success(texts.done);
      router.refresh();
      return null;
    } catch (error) {
      // Never answered: the draft keeps it for when the signal returns.
      if (!(error instanceof RequestError) || error.status === 0) throw error;
      // A 401 on a portal call ends the citizen's session (product.md §C.4).
      if (error.code === "UNAUTHENTICATED" && !fromOffice) return await expireSession();
      if (INPUT_PROBLEMS.includes(error.code)) return error.message;
      return fromOffice ? officeSendFailure(error) : GESTION_MESSAGES.sendFailed;
    } finally {
      setProgress(null);
    }
  };

  const draft = useDraft({
    name: fromOffice ? null : `respuesta:${url}`,
    values: { body },
    restore: (typed, kept) => {
      setBody(typed.body);
      setFiles(kept);
      setProblem(null);
    },
    deliver,
    noun: "mensaje",
    files,
  });

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const text = body.trim();
    if ((fromOffice && !text) || (!text && files.length === 0)) {
      setProblem(fromOffice ? GESTION_MESSAGES.staffMessageEmpty : GESTION_MESSAGES.replyEmpty);
      return focusFirstError();
    }
    setProblem(null);
    try {
      const outcome = await draft.send({ body });
      if (outcome !== "queued") setProblem(outcome);
    } catch (error) {
      setProblem(fromOffice ? officeSendFailure(error) : GESTION_MESSAGES.sendFailed);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={send}
      noValidate
      className="flex flex-col gap-3"
      aria-label={texts.form}
    >
      {problem && (
        <Alert variant="destructive" role="alert">
          {problem}
        </Alert>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-body`}>{texts.field}</Label>
        {texts.hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {texts.hint}
          </p>
        )}
        <Textarea
          id={`${id}-body`}
          aria-describedby={texts.hint ? `${id}-hint` : undefined}
          aria-invalid={problem ? true : undefined}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={5_000}
          rows={4}
          disabled={sending}
        />
      </div>
      <FilePicker
        id={`${id}-adjuntos`}
        files={files}
        onChoose={choose}
        onRemove={(index) => setFiles((current) => current.filter((_, at) => at !== index))}
        disabled={sending}
      />
      {progress && (
        <ul className="flex flex-col gap-2 text-sm" aria-label="Progreso del envío">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Progress value={progress[index] ?? 0} label={`Progreso de ${file.name}`} />
            </li>
          ))}
        </ul>
      )}
      <DraftActions draft={draft}>
        <Button type="submit" disabled={sending}>
          <Send aria-hidden />
          {sending ? "Enviando..." : texts.submit}
        </Button>
      </DraftActions>
    </form>
  );
}
