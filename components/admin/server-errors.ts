import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldError } from "@/lib/errors/app-error";

/** Shows the server's field errors under their fields (dropping a wrapper prefix such as "values."). */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: FieldError[] | undefined,
  prefix = "",
): void {
  for (const error of errors ?? []) {
    const field = error.field.startsWith(prefix) ? error.field.slice(prefix.length) : error.field;
    setError(field as Path<T>, { type: "server", message: error.msg });
  }
}

/**
 * A server action that never reached the server rejects with the browser's fetch TypeError; one
 * whose server answered with something other than a result rejects with a plain Error.
 */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** What to show when a server action call itself failed (no answer, or not a result). */
export function actionFailure(error: unknown, fallback: string): string {
  return isConnectionFailure(error) ? "Error de conexión. Intenta de nuevo." : fallback;
}
