// A failed call to this app's REST routes: the server's Spanish `message` and `code` (docs/architecture.md §5:
// `{ code, message, errors? }`) and the HTTP status (0 when the request never got an answer).
import type { ResultCode } from "@/lib/errors/app-error";

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ResultCode,
  ) {
    super(message);
    this.name = "RequestError";
  }

  /** The error an answer stands for; one that is not the app's own `{ code, message }` is INTERNAL. */
  static from(body: unknown, status: number): RequestError {
    const code = (body as { code?: unknown } | null)?.code;
    return new RequestError(
      messageOf(body, status),
      status,
      typeof code === "string" ? (code as ResultCode) : "INTERNAL",
    );
  }
}

export function messageOf(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : `HTTP ${status}`;
}
