"use client";

import { Upload } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { UploadProgressList } from "@/components/ui/UploadProgressList";
import { useUploadQueue } from "@/components/ui/use-upload-queue";

type Outcome = { succeeded: number; failed: number };

/** The body of one file's upload: the file under `field`, and each text that is not blank, trimmed. */
export function uploadBody(field: string, file: File, texts: Record<string, string>): FormData {
  const form = new FormData();
  form.append(field, file);
  for (const [name, text] of Object.entries(texts)) if (text.trim()) form.append(name, text.trim());
  return form;
}

/**
 * 'Subir archivos': several images, MP4 videos or PDFs sent one request each (`send`), with byte
 * progress per file and 'n de m archivos'. The caller lays out the picker with its own fields.
 */
export function FileBatchUpload({
  missingText,
  buttonLabel,
  send,
  onFinished,
  summary,
  children,
}: {
  /** Said when the button is pressed with no file chosen. */
  missingText: string;
  buttonLabel: string;
  send: (file: File, onProgress: (percent: number) => void) => Promise<void>;
  onFinished: (outcome: Outcome) => void;
  /** Shown under the progress once a batch is done. */
  summary?: (outcome: Outcome) => ReactNode;
  children: (parts: { picker: ReactNode; busy: boolean }) => ReactNode;
}) {
  const ids = { files: useId(), heading: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const queue = useUploadQueue();

  const upload = async () => {
    const files = [...(input.current?.files ?? [])];
    setOutcome(null);
    setMissing(files.length === 0);
    if (!files.length) return input.current?.focus();
    const done = await queue.run(files, send);
    setOutcome(done);
    if (input.current) input.current.value = "";
    onFinished(done);
  };

  const picker = (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={ids.files}>Archivos (imágenes, video MP4 o PDF)</Label>
      <Input
        ref={input}
        id={ids.files}
        type="file"
        multiple
        accept="image/*,video/mp4,application/pdf"
        disabled={queue.busy}
        aria-invalid={missing || undefined}
        className="py-1.5"
      />
    </div>
  );

  return (
    <section
      aria-labelledby={ids.heading}
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <h3 id={ids.heading} className="font-semibold">
        Subir archivos
      </h3>
      {children({ picker, busy: queue.busy })}
      {missing && (
        <p role="alert" className="text-sm text-danger">
          {missingText}
        </p>
      )}
      <UploadProgressList states={queue.states} busy={queue.busy} />
      {outcome && summary?.(outcome)}
      <Button
        variant="secondary"
        className="self-start"
        disabled={queue.busy}
        onClick={() => void upload()}
      >
        <Upload aria-hidden />
        {queue.busy ? "Subiendo…" : buttonLabel}
      </Button>
    </section>
  );
}
