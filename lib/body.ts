import "server-only";
import { AppError } from "@/lib/errors";
import { refuseUnusableInput } from "@/lib/validation";

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
  tooLarge: "El cuerpo de la solicitud es demasiado grande.",
} as const;

/**
 * Reads a request body into memory, refusing it (413) when it declares more than `maxBytes` or as
 * soon as it grows past them while streaming, so an endless body costs at most `maxBytes`.
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
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The one reader of JSON bodies: at most `maxBytes` (413), valid UTF-8 and JSON (400), an object
 * (400: every body of the API is one), with no NUL character and at most MAX_INPUT_DEPTH levels of
 * nesting (400, lib/validation.ts). An empty body is `{}`.
 */
export async function readJsonObject(
  request: Request,
  maxBytes: number,
): Promise<Record<string, unknown>> {
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
