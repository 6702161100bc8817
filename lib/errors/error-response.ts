import "server-only";
import { connectionFailure } from "@/lib/errors/connection-failure";
import {
  AppError,
  INTERNAL_ERROR_MESSAGE,
  RETRY_AFTER_SECONDS,
  type ErrorBody,
} from "@/lib/errors/app-error";
import { log } from "@/lib/log";

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** `Retry-After` on a 503. */
  headers?: Record<string, string>;
}

/**
 * Translates any thrown value into a status and a body that leaks nothing internal. A lost or
 * unobtainable database connection (lib/errors/connection-failure.ts) is a 503 UNAVAILABLE with
 * `Retry-After`, logged in one line: the database is restarting or out of connections.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  const failure = connectionFailure(error);
  if (failure) log().warn({ failure }, "database connection unavailable");
  const known = failure ? new AppError("UNAVAILABLE") : error;
  if (known instanceof AppError) {
    const { code, message, errors } = known;
    const body: ErrorBody = errors ? { code, message, errors } : { code, message };
    return code === "UNAVAILABLE"
      ? { status: known.status, body, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } }
      : { status: known.status, body };
  }
  log().error({ err: error }, "unexpected error");
  return { status: 500, body: { code: "INTERNAL", message: INTERNAL_ERROR_MESSAGE } };
}
