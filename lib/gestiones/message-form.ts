import "server-only";
import { JSON_BODY_MAX_BYTES, readJsonObject } from "@/lib/body";
import { MESSAGE_FORM_MAX_BYTES, MESSAGE_FORM_TOO_LARGE } from "@/lib/gestiones/limits";
import { idempotencyKey } from "@/lib/gestiones/schema";
import { readMultipart, type UploadFile } from "@/lib/multipart";
import { parseInput } from "@/lib/validation";

/**
 * A message as a route receives it: multipart (text fields and repeated `files`) when it carries
 * files, JSON otherwise. Text fields are returned as they came, for the service's own schema.
 */
export async function readMessageForm(
  request: Request,
): Promise<{ fields: Record<string, unknown>; files: UploadFile[] }> {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await readMultipart(request, {
      maxBytes: MESSAGE_FORM_MAX_BYTES,
      tooLargeMessage: MESSAGE_FORM_TOO_LARGE,
    });
    const files = [
      ...(form.files.files ?? []),
      ...(form.files["files[]"] ?? []),
      ...(form.files.file ?? []),
    ];
    return { fields: form.fields, files };
  }
  return { fields: await readJsonObject(request, JSON_BODY_MAX_BYTES.citizen), files: [] };
}

/** The Idempotency-Key header, when sent (checked: 8 to 200 characters). */
export function idempotencyKeyOf(request: Request): string | undefined {
  const value = request.headers.get("idempotency-key");
  return value === null ? undefined : parseInput(idempotencyKey, value);
}
