import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { refuseUnusableInput } from "@/lib/validation/parse";

/**
 * How large a JSON body may be, by who sends it: anonymous callers send logins, contact messages
 * and questions; citizens their requests and messages; administrators the long texts of the
 * content (a news item's HTML may hold 500,000 characters). Files go as multipart, with their own caps.
 */
export const JSON_BODY_MAX_BYTES = {
  anonymous: 64 * 1024,
  citizen: 256 * 1024,
  admin: 2 * 1024 * 1024,
} as const;

export const BODY_MESSAGES = {
  malformed: "El cuerpo de la solicitud no es JSON válido.",
  notAnObject: "El cuerpo de la solicitud debe ser un objeto JSON.",
  notJson: "El cuerpo de la solicitud debe enviarse como JSON (Content-Type: application/json).",
  tooLarge: "El cuerpo de la solicitud es demasiado grande.",
} as const;

/**
 * `application/json` or a `+json` type, with no parameter but an UTF-8 charset. Anything else is
 * refused before it is read: a page on another site can post `text/plain` (or a form) without
 * asking first, but not JSON, so reading only JSON as JSON keeps such posts out.
 */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

const isJsonType = (type: string | null) => JSON_TYPE.test(type?.trim() ?? "");

/**
 * The next chunk of a body, or a 408 when none arrives for BODY_IDLE_TIMEOUT_SECONDS: a client that
 * stops sending (a stalled connection, or one trickling on purpose) does not keep what it sent so
 * far in memory. Each chunk restarts the count, so a slow but moving upload is never cut.
 */
export async function readChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  const read = reader.read();
  let settled = false;
  read.then(
    () => (settled = true),
    () => (settled = true),
  );
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // A server too busy to run for a while runs its timers before the input that arrived
      // meanwhile: that input is let in first, so only a client that really sent nothing is cut.
      setImmediate(() => {
        if (!settled) reject(new AppError("REQUEST_TIMEOUT"));
      });
    }, env().BODY_IDLE_TIMEOUT_SECONDS * 1000);
  });
  try {
    return await Promise.race([read, idle]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops reading a body, without waiting: the stream under a Next.js request finishes cancelling
 * only once its pending read returns, which for a body that stopped arriving is never.
 */
export function stopReading(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  reader.cancel().catch(() => {});
}

/**
 * Reads a request body into memory, refusing it (413) when it declares more than `maxBytes` or as
 * soon as it grows past them while streaming, so an endless body costs at most `maxBytes`; a body
 * that stops arriving is refused with 408 (readChunk).
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLarge: string = BODY_MESSAGES.tooLarge,
): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
  }
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await readChunk(reader);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
      chunks.push(value);
    }
  } catch (error) {
    stopReading(reader);
    throw error;
  }
  return Buffer.concat(chunks);
}

/** Whether a request carries no body at all, reading at most its first chunk to know. */
async function isEmpty(request: Request): Promise<boolean> {
  if (!request.body || request.headers.get("content-length") === "0") return true;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await readChunk(reader);
      if (done) return true;
      if (value.byteLength > 0) return false;
    }
  } finally {
    stopReading(reader);
  }
}

/**
 * The one reader of JSON bodies: sent as JSON (415 otherwise, unless there is no body at all), at
 * most `maxBytes` (413), valid UTF-8 and JSON (400), an object (400: every body of the API is one),
 * with no NUL character and at most MAX_INPUT_DEPTH levels of nesting (400, lib/validation/parse.ts).
 * An empty body is `{}`.
 */
export async function readJsonObject(
  request: Request,
  maxBytes: number,
): Promise<Record<string, unknown>> {
  if (!isJsonType(request.headers.get("content-type"))) {
    if (await isEmpty(request)) return {};
    throw new AppError("UNSUPPORTED_MEDIA", BODY_MESSAGES.notJson);
  }
  const bytes = await readLimitedBody(request, maxBytes);
  let value: unknown;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // JSON.parse itself takes any depth; what reads the value afterwards may not.
    value = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw new AppError("BAD_REQUEST", BODY_MESSAGES.malformed);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppError("BAD_REQUEST", BODY_MESSAGES.notAnObject);
  }
  refuseUnusableInput(value);
  return value as Record<string, unknown>;
}

/**
 * The request with its body already read within `maxBytes` and the idle limit (413, 408), for code
 * that reads bodies its own way and would read any length (Auth.js, UploadThing's SDK).
 */
export async function withBoundedBody(request: Request, maxBytes: number): Promise<Request> {
  if (!request.body) return request;
  const body = await readLimitedBody(request, maxBytes);
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: body as BodyInit,
    signal: request.signal,
  });
}
