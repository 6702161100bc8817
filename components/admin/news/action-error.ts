import { isConnectionFailure } from "@/components/admin/server-errors";

/** What to show when a server action call itself failed (no answer, or not a result). */
export function actionFailure(error: unknown, fallback: string): string {
  return isConnectionFailure(error) ? "Error de conexión. Intenta de nuevo." : fallback;
}
