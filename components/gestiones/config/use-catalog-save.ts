"use client";

import { useState, useTransition } from "react";
import type { FieldValues, UseFormReturn, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { callAction, showInputErrors } from "@/components/admin/landing/call-action";
import type { ActionResult } from "@/lib/actions/result";

/**
 * The submit of a catalog entry's form: saves through its server action; on success a toast and
 * `onSaved()`; a problem with the input goes under its fields (`values.` dropped, or through
 * `setError` when the form's fields are named otherwise); anything else is the screen's failure.
 */
export function useCatalogSave<V extends FieldValues>({
  form,
  save,
  texts,
  onSaved,
  setError = form.setError,
}: {
  form: UseFormReturn<V>;
  save: (values: V) => Promise<ActionResult<unknown>>;
  texts: { saved: string; failed: string };
  onSaved: () => void;
  setError?: UseFormSetError<V>;
}) {
  const [pending, start] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((values) =>
    start(async () => {
      const result = await callAction(() => save(values));
      if (result.ok) {
        setFailure(null);
        toast.success(texts.saved);
        onSaved();
        return;
      }
      setFailure(showInputErrors(setError, result, "values.") ? null : texts.failed);
    }),
  );
  return { submit, pending, failure };
}
