"use client";

import { Link2 } from "lucide-react";
import { useId, useState, useTransition } from "react";
import { addNewsMediaUrlAction } from "@/lib/news/actions";
import { OptionalTitleField } from "@/components/admin/OptionalTitleField";
import { Alert, AlertTitle } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { Label } from "@/components/ui/Label";
import { Textarea } from "@/components/ui/Textarea";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { actionFailure } from "@/components/admin/server-errors";
import { batchResult } from "./media";

/** Adds media by URL, one per line (product.md §B.2), then reports 'Listo. Exitosas: n, Fallidas: m'. */
export function MediaUrlForm({ newsId, onAdded }: { newsId: number; onAdded: () => void }) {
  const ids = { urls: useId(), heading: useId() };
  const [urls, setUrls] = useState("");
  const [titulo, setTitulo] = useState("");
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<string | null>(null);
  const [failures, setFailures] = useState<{ url: string; message: string }[]>([]);
  const [missing, setMissing] = useState(false);
  const { ref, focusFirstError } = useFocusFirstError<HTMLElement>();

  const add = () => {
    const list = urls
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    setResult(null);
    setFailures([]);
    setMissing(list.length === 0);
    if (!list.length) return focusFirstError();
    startTransition(async () => {
      const failed: { url: string; message: string }[] = [];
      for (const url of list) {
        try {
          const answer = await addNewsMediaUrlAction({
            id: newsId,
            media: { url, titulo: titulo.trim() || null },
          });
          if (!answer.ok) failed.push({ url, message: answer.message });
        } catch (error) {
          failed.push({ url, message: actionFailure(error, "No se pudo agregar.") });
        }
      }
      setResult(batchResult(list.length - failed.length, failed.length));
      setFailures(failed);
      setUrls(failed.map((failure) => failure.url).join("\n"));
      if (failed.length < list.length) onAdded();
    });
  };

  return (
    <section
      ref={ref}
      aria-labelledby={ids.heading}
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <h3 id={ids.heading} className="font-semibold">
        Agregar por URL
      </h3>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.urls}>URLs (una por línea)</Label>
        <Textarea
          id={ids.urls}
          rows={3}
          value={urls}
          disabled={pending}
          spellCheck={false}
          placeholder="https://"
          aria-invalid={missing || undefined}
          onChange={(event) => setUrls(event.target.value)}
        />
      </div>
      <OptionalTitleField value={titulo} disabled={pending} onChange={setTitulo} />
      {missing && (
        <p role="alert" className="text-sm text-danger">
          Escribe al menos una URL.
        </p>
      )}
      {result && (
        <Alert variant={failures.length ? "warning" : "success"} role="status">
          {result}
        </Alert>
      )}
      {failures.length > 0 && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Error agregando media por URL</AlertTitle>
          <ul className="flex flex-col gap-1">
            {failures.map((failure) => (
              <li key={failure.url} className="break-all">
                {failure.url}: {failure.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <Button variant="secondary" className="self-start" disabled={pending} onClick={add}>
        <Link2 aria-hidden />
        {pending ? "Agregando…" : "Agregar URLs"}
      </Button>
    </section>
  );
}
