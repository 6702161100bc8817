// Large files go from the browser straight to UploadThing when the server stores uploads there
// (lib/storage/direct-upload-rules.ts says why); the form then carries each file's key instead.
import type { DirectUploadResult, DirectUploadRouter } from "@/lib/storage/direct-upload";
import {
  DIRECT_UPLOAD_MIN_BYTES,
  DIRECT_UPLOAD_ROUTE,
  DIRECT_UPLOAD_URL,
  STORED_FILE_SUFFIX,
} from "@/lib/storage/direct-upload-rules";
import { RequestError } from "@/components/ui/request-error";

const SEND_FAILED = "No se pudo enviar el archivo. Intenta de nuevo.";

let available: Promise<boolean> | undefined;

/** Asked once per page: the route answers 404 where uploads are kept on the server's own disk. */
function directUploadsAvailable(): Promise<boolean> {
  available ??= fetch(DIRECT_UPLOAD_URL, { credentials: "same-origin" }).then(
    (response) => response.ok,
    () => false,
  );
  return available;
}

/** The bytes of the files a form carries. */
export function fileBytes(form: FormData): number {
  let total = 0;
  for (const value of form.values()) if (value instanceof File) total += value.size;
  return total;
}

/**
 * Sends the form's large files straight to UploadThing, reporting the bytes sent so far, and
 * returns the form to post: the same one when nothing went directly, else a copy in which each
 * such file is replaced by the text field `{name}:stored` with its key. Rejects with a
 * RequestError carrying the server's Spanish reason when a file is refused.
 */
export async function sendLargeFilesDirectly(
  form: FormData,
  onBytesSent: (bytes: number) => void,
): Promise<FormData> {
  const large = [...form.values()].filter(
    (value): value is File => value instanceof File && value.size > DIRECT_UPLOAD_MIN_BYTES,
  );
  if (!large.length || !(await directUploadsAvailable())) return form;
  const { genUploader } = await import("uploadthing/client");
  const { uploadFiles } = genUploader<DirectUploadRouter>({
    url: DIRECT_UPLOAD_URL,
    package: "uploadthing/client",
  });
  let uploaded;
  try {
    uploaded = await uploadFiles(DIRECT_UPLOAD_ROUTE, {
      files: large,
      onUploadProgress: ({ totalLoaded }) => onBytesSent(totalLoaded),
    });
  } catch {
    throw new RequestError(SEND_FAILED, 0, "NETWORK");
  }
  const results = new Map<File, DirectUploadResult | null>(
    large.map((file, index) => [file, uploaded[index]?.serverData ?? null]),
  );
  const sent = new FormData();
  for (const [name, value] of form.entries()) {
    const result = value instanceof File ? results.get(value) : undefined;
    if (result === undefined) sent.append(name, value);
    else if (result && "key" in result) sent.append(`${name}${STORED_FILE_SUFFIX}`, result.key);
    else if (result) throw new RequestError(result.error ?? SEND_FAILED, 415, "UNSUPPORTED_MEDIA");
    else throw new RequestError(SEND_FAILED, 0, "NETWORK");
  }
  return sent;
}
