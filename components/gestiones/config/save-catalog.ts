import type { FieldValues, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { callAction, showInputErrors } from "@/components/admin/landing/call-action";
import type { ActionResult } from "@/lib/actions";

/**
 * Saves one catalog entry through its server action: on success a toast and `done()`; on a
 * problem with the input, the server's messages under their fields (`values.` dropped); otherwise
 * the screen's failure text, answered for the form's alert.
 */
export async function saveCatalogEntry<V extends FieldValues>(
  run: () => Promise<ActionResult<unknown>>,
  setError: UseFormSetError<V>,
  texts: { saved: string; failed: string },
  done: () => void,
): Promise<string | null> {
  const result = await callAction(run);
  if (result.ok) {
    toast.success(texts.saved);
    done();
    return null;
  }
  return showInputErrors(setError, result, "values.") ? null : texts.failed;
}
