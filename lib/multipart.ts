import "server-only";
import { readLimitedBody } from "@/lib/body";
import { AppError } from "@/lib/errors";
import { STORED_FILE_SUFFIX } from "@/lib/storage/direct-upload-rules";
import { refuseUnusableInput } from "@/lib/validation";

/**
 * An uploaded file as the storage service takes it: its bytes, or the key of a file the browser
 * already sent straight to the storage service (sent as the text field `{name}:stored`).
 */
export type UploadFile = { bytes: Uint8Array; name: string } | { storedKey: string };

/** The parts of a multipart form: text fields (first value of each name) and files by name. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadFile[]>;
}

const MALFORMED = "El formulario enviado no es válido.";
const STORED_KEY = /^[A-Za-z0-9._-]{1,200}$/;

/** Splits a FormData (from a request or a server action) into text fields and files. */
export async function multipartFromFormData(form: FormData): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadFile[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name.endsWith(STORED_FILE_SUFFIX)) {
      if (!STORED_KEY.test(value)) throw new AppError("BAD_REQUEST", MALFORMED);
      (files[name.slice(0, -STORED_FILE_SUFFIX.length)] ??= []).push({ storedKey: value });
    } else if (typeof value === "string") {
      if (!(name in fields)) fields[name] = value;
    } else if (value.size > 0 || value.name) {
      (files[name] ??= []).push({
        bytes: new Uint8Array(await value.arrayBuffer()),
        name: value.name || "archivo",
      });
    }
  }
  refuseUnusableInput({ fields, files: Object.keys(files) });
  return { fields, files };
}

/**
 * Parses a multipart/form-data request with a size guard: 413 past `maxBytes` (checked on the
 * declared length and while reading), 400 with a Spanish message for anything malformed.
 */
export async function readMultipart(
  request: Request,
  options: { maxBytes: number; tooLargeMessage?: string },
): Promise<MultipartForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;.*boundary=/i.test(type)) {
    throw new AppError("BAD_REQUEST", "Envía los archivos como formulario multipart/form-data.");
  }
  const tooLarge = options.tooLargeMessage ?? "El archivo excede el tamaño permitido.";
  const body = await readLimitedBody(request, options.maxBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", MALFORMED);
  }
  return multipartFromFormData(form);
}

/** The first file of a field, if any. */
export function firstFile(form: MultipartForm, name: string): UploadFile | undefined {
  return form.files[name]?.[0];
}
