"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";

const INVALID = "Usa una dirección que empiece con https://, mailto:, tel: o /.";

/** The editor's link form: a URL for the selected text; blank removes the link. */
export function LinkForm({
  initialUrl,
  onApply,
  onCancel,
}: {
  initialUrl: string;
  /** Links the editor's selection to the address; answers whether the address was accepted. */
  onApply: (url: string) => boolean;
  onCancel: () => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const { ref, focusFirstError } = useFocusFirstError<HTMLDivElement>();
  const submit = () => {
    if (onApply(url)) return;
    setError(INVALID);
    focusFirstError();
  };
  return (
    <div
      ref={ref}
      data-editor-escape
      className="flex flex-col gap-2 border-b border-border bg-muted p-2 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor={id}>URL del enlace</Label>
        <Input
          id={id}
          type="url"
          value={url}
          autoFocus
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              submit();
            } else if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={submit}>
          Aplicar
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
