import type { FieldValues, UseFormSetError } from "react-hook-form";
import { RequestError } from "@/components/ui/request-error";
import { applyServerErrors, isConnectionFailure } from "@/components/admin/server-errors";
import type { ActionResult } from "@/lib/actions/result";
import { INPUT_PROBLEMS, type FieldError, type ResultCode } from "@/lib/errors/app-error";

/**
 * Runs a server action and always gets a result: a call that never reached the server, or whose
 * answer was not a result, becomes a failure (status 0, NETWORK or INTERNAL) with a Spanish message.
 */
export async function callAction<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch (error) {
    return isConnectionFailure(error)
      ? { ok: false, status: 0, code: "NETWORK", message: "No se pudo conectar con el servidor." }
      : { ok: false, status: 0, code: "INTERNAL", message: "Ocurrió un error inesperado." };
  }
}

/** Whether a failure is the user's input (its field messages are worth showing as they are). */
export const isInputProblem = (code: ResultCode) => INPUT_PROBLEMS.includes(code);

/**
 * Shows a failed result's field messages under their fields when the failure is the user's input;
 * answers whether it did.
 */
export function showInputErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  result: { code: ResultCode; errors?: FieldError[] },
  prefix = "",
): boolean {
  if (!isInputProblem(result.code) || !result.errors?.length) return false;
  applyServerErrors(setError, result.errors, prefix);
  return true;
}

/**
 * The text for a failed upload or read through the REST routes: the server's own message for the
 * user's input (wrong type, too large, invalid field), else the screen's text for the operation.
 */
export function uploadFailure(error: unknown, fallback: string): string {
  return error instanceof RequestError && isInputProblem(error.code) ? error.message : fallback;
}
