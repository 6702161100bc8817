import "server-only";
import { JSON_BODY_MAX_BYTES, readJsonObject } from "@/lib/http/body";
import { AppError } from "@/lib/errors/app-error";
import {
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_RULES,
  ATTACHMENT_TOO_MANY,
  MESSAGE_FORM_MAX_BYTES,
  MESSAGE_FORM_TOO_LARGE,
} from "@/lib/gestiones/limits";
import { idempotencyKey } from "@/lib/gestiones/schema";
import { readMultipart, type MultipartLimits, type UploadFile } from "@/lib/http/multipart";
import { parseInput } from "@/lib/validation/parse";

/** A message's text fields (as they came, for the service's own schema) and its files. */
export interface MessageForm {
  fields: Record<string, unknown>;
  files: UploadFile[];
}

/**
 * How the service gets a message: already read (scripts, tests), or read from the request only
 * once the service has admitted the caller, within the limits it sets.
 */
export type MessageSource = MessageForm | ((limits: MultipartLimits) => Promise<MessageForm>);

/** A message's limits: 10 files of 25 MB each, 250 MB in all (product.md §C.5). */
export const MESSAGE_FORM_LIMITS: MultipartLimits = {
  maxBytes: MESSAGE_FORM_MAX_BYTES,
  tooLargeMessage: MESSAGE_FORM_TOO_LARGE,
  file: {
    maxBytes: ATTACHMENT_RULES.maxBytes,
    tooLarge: ATTACHMENT_RULES.sizeMessage!,
    maxCount: ATTACHMENT_MAX_FILES,
    tooMany: () => AppError.field("files", ATTACHMENT_TOO_MANY),
  },
};

/** The message of a source, read within `limits` when it still has to be. */
export function readMessage(source: MessageSource, limits: MultipartLimits): Promise<MessageForm> {
  return typeof source === "function" ? source(limits) : Promise.resolve(source);
}

/**
 * A message as a route receives it: multipart (text fields and repeated `files`) when it carries
 * files, JSON otherwise. The reader runs only when the service calls it, after its checks.
 */
export function messageFromRequest(request: Request): MessageSource {
  return async (limits) => {
    const type = request.headers.get("content-type") ?? "";
    if (type.startsWith("multipart/form-data")) {
      const form = await readMultipart(request, limits);
      const files = [
        ...(form.files.files ?? []),
        ...(form.files["files[]"] ?? []),
        ...(form.files.file ?? []),
      ];
      return { fields: form.fields, files };
    }
    return { fields: await readJsonObject(request, JSON_BODY_MAX_BYTES.citizen), files: [] };
  };
}

/** The Idempotency-Key header, when sent (checked: 8 to 200 characters). */
export function idempotencyKeyOf(request: Request): string | undefined {
  const value = request.headers.get("idempotency-key");
  return value === null ? undefined : parseInput(idempotencyKey, value);
}
