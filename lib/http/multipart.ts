import "server-only";
import busboy from "busboy";
import { readChunk, stopReading } from "@/lib/http/body";
import { AppError } from "@/lib/errors/app-error";
import { STORED_FILE_SUFFIX } from "@/lib/storage/direct-upload-rules";
import { refuseUnusableInput } from "@/lib/validation/parse";

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

/**
 * What a route accepts in one multipart request. `maxBytes` bounds the whole body; `file` bounds
 * each file and their number, each with the screen's own refusal.
 */
export interface MultipartLimits {
  maxBytes: number;
  tooLargeMessage?: string;
  file?: {
    maxBytes: number;
    tooLarge: string;
    maxCount: number;
    tooMany: () => AppError;
  };
}

const MALFORMED = "El formulario enviado no es válido.";
const NOT_MULTIPART = "Envía los archivos como formulario multipart/form-data.";
const STORED_KEY = /^[A-Za-z0-9._-]{1,200}$/;
/** Text fields are short (a message is at most 5,000 characters); nothing needs more than this. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 100;

/**
 * Parses a multipart/form-data request while it arrives (busboy), never holding more than the
 * files themselves: refused with 413 when `Content-Length` announces more than `maxBytes` (before
 * a byte is read), and otherwise at the first chunk past the body's, a file's or the file count's
 * limit, while the rest of the body is still on its way (the reader is cancelled). A body that
 * stops arriving is refused with 408 (lib/http/body.ts, readChunk), anything but multipart/form-data
 * with 415, malformed forms with 400, each with a Spanish message.
 */
export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;.*boundary=/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA", NOT_MULTIPART);
  }
  const tooLarge = new AppError(
    "PAYLOAD_TOO_LARGE",
    limits.tooLargeMessage ?? "El archivo excede el tamaño permitido.",
  );
  if (Number(request.headers.get("content-length") ?? 0) > limits.maxBytes) throw tooLarge;
  const form: MultipartForm = { fields: {}, files: {} };
  if (!request.body) return form;
  await parseStream(request.body, type, limits, tooLarge, form);
  refuseUnusableInput({ fields: form.fields, files: Object.keys(form.files) });
  return form;
}

function parseStream(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: MultipartLimits,
  tooLarge: AppError,
  form: MultipartForm,
): Promise<void> {
  const reader = body.getReader();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS },
    });
  } catch {
    return Promise.reject(new AppError("BAD_REQUEST", MALFORMED));
  }
  const fileLimits = limits.file;
  let fileCount = 0;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopReading(reader);
      parser.destroy();
      reject(error instanceof AppError ? error : new AppError("BAD_REQUEST", MALFORMED));
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(tooLarge);
      try {
        addField(form, name, value);
      } catch (error) {
        fail(error);
      }
    });
    parser.on("fieldsLimit", () => fail(new AppError("BAD_REQUEST", MALFORMED)));
    parser.on("file", (name, stream, info) => {
      // A refused request destroys the parser, which ends the open file with an error: the
      // refusal is already being answered.
      stream.on("error", () => {});
      fileCount += 1;
      if (fileLimits && fileCount > fileLimits.maxCount) return fail(fileLimits.tooMany());
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (fileLimits && size > fileLimits.maxBytes) {
          return fail(new AppError("PAYLOAD_TOO_LARGE", fileLimits.tooLarge));
        }
        chunks.push(chunk);
      });
      stream.on("end", () => {
        // A browser sends an empty, nameless part for a file input left blank.
        if (size === 0 && !info.filename) return;
        (form.files[name] ??= []).push({
          bytes: new Uint8Array(Buffer.concat(chunks)),
          name: info.filename || "archivo",
        });
      });
    });
    parser.on("error", fail);
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve();
    });

    void (async () => {
      let total = 0;
      for (;;) {
        const { done, value } = await readChunk(reader);
        if (settled) return;
        if (done) return void parser.end();
        total += value.byteLength;
        if (total > limits.maxBytes) return fail(tooLarge);
        if (!parser.write(value)) await writable(parser);
      }
    })().catch(fail);
  });
}

/** Resolves when the parser takes more input, or when it stopped (then the loop sees `settled`). */
function writable(parser: busboy.Busboy): Promise<void> {
  return new Promise((ready) => {
    parser.once("drain", ready);
    parser.once("close", ready);
  });
}

/** A text field, or the key of a file sent straight to the storage service (`{name}:stored`). */
function addField(form: MultipartForm, name: string, value: string): void {
  if (name.endsWith(STORED_FILE_SUFFIX)) {
    if (!STORED_KEY.test(value)) throw new AppError("BAD_REQUEST", MALFORMED);
    (form.files[name.slice(0, -STORED_FILE_SUFFIX.length)] ??= []).push({ storedKey: value });
  } else if (!(name in form.fields)) {
    form.fields[name] = value;
  }
}

/** The first file of a field, if any. */
export function firstFile(form: MultipartForm, name: string): UploadFile | undefined {
  return form.files[name]?.[0];
}
