// A failed call to this app's REST routes: the server's Spanish `message` (DESIGN §3:
// `{ message, errors? }`) and the HTTP status (0 when the request never got an answer).

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

export function messageOf(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : `HTTP ${status}`;
}
