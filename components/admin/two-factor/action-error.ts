import { isConnectionFailure } from "@/components/admin/server-errors";
import type { ActionResult } from "@/lib/actions/result";

const CONNECTION_ERROR = "Error de conexión. Intenta más tarde.";

/**
 * Runs a server action of the login or two-factor screens: its data, or the Spanish message to
 * show (the server's own; the connection text when no answer came back; `fallback` when the
 * answer was not a result).
 */
export async function runAction<T>(
  call: () => Promise<ActionResult<T>>,
  fallback: string,
): Promise<{ ok: true; data: T } | { ok: false; code: string; message: string }> {
  try {
    const result = await call();
    return result.ok
      ? result
      : { ok: false, code: result.code, message: result.message || fallback };
  } catch (error) {
    return isConnectionFailure(error)
      ? { ok: false, code: "NETWORK", message: CONNECTION_ERROR }
      : { ok: false, code: "INTERNAL", message: fallback };
  }
}
