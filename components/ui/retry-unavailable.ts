// Requests that carry an Idempotency-Key (a gestión, a message of one) may be sent twice with the
// same effect, so when the server answers 503 UNAVAILABLE (its database was restarting) the client
// sends them once more, after the wait the server asked for.
import type { ActionResult } from "@/lib/actions/result";
import { RETRY_AFTER_SECONDS } from "@/lib/errors/app-error";

const LONGEST_WAIT_SECONDS = 10;

/**
 * Milliseconds to wait before the one retry: the answer's `Retry-After` in seconds, else the
 * server's usual wait; never more than 10 seconds.
 */
export function retryDelayMs(retryAfter: string | null): number {
  const seconds =
    retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : RETRY_AFTER_SECONDS;
  return Math.min(seconds, LONGEST_WAIT_SECONDS) * 1000;
}

/** Runs an idempotent server action, and once more after the wait if it answered UNAVAILABLE. */
export async function retryOnceWhenUnavailable<T>(
  run: () => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const first = await run();
  if (first.ok || first.code !== "UNAVAILABLE") return first;
  await new Promise((resolve) => setTimeout(resolve, retryDelayMs(null)));
  return run();
}
