// Client-side calls to this app's REST routes with the session cookie. Errors are RequestErrors.
import { fileBytes, sendLargeFilesDirectly } from "@/components/ui/direct-upload";
import { RequestError } from "@/components/ui/request-error";
import { retryDelayMs } from "@/components/ui/retry-unavailable";

/** GET a JSON resource of this site; rejects with a RequestError on a non-2xx answer. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: "same-origin", cache: "no-store", signal });
  const body: unknown = await response.json().catch(() => null);
  signal?.throwIfAborted();
  if (!response.ok) throw RequestError.from(body, response.status);
  if (body === null)
    throw new RequestError("La respuesta del servidor no es válida.", response.status, "INTERNAL");
  return body as T;
}

/**
 * POSTs a multipart form with XMLHttpRequest, reporting the share of bytes sent (0–1) as it goes,
 * and resolves with the JSON answer; rejects with a RequestError (status 0 for a network failure).
 * Every byte goes to this site: the way for private files, which never go to the storage service
 * from the browser. A request with an Idempotency-Key answered 503 is sent once more after the
 * server's Retry-After (components/ui/retry-unavailable.ts).
 */
export function postWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (share: number) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  const idempotent = Object.keys(headers).some((name) => name.toLowerCase() === "idempotency-key");
  return new Promise((resolve, reject) => {
    const send = (mayRetry: boolean) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.responseType = "json";
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress(1);
          resolve(xhr.response as T);
        } else if (xhr.status === 503 && mayRetry) {
          setTimeout(() => send(false), retryDelayMs(xhr.getResponseHeader("retry-after")));
        } else {
          reject(RequestError.from(xhr.response, xhr.status));
        }
      };
      xhr.onerror = () => reject(new RequestError("Error de conexión.", 0, "NETWORK"));
      xhr.send(form);
    };
    send(idempotent);
  });
}

/**
 * Uploads a form's files to one of this site's routes, reporting the percentage sent (0–100), and
 * resolves with the JSON answer. Large files may first go straight to the storage service
 * (components/ui/direct-upload.ts); the percentage counts them too.
 */
export async function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  const total = fileBytes(form);
  const percentOf = (bytes: number) => (total ? Math.min(100, (bytes / total) * 100) : 0);
  const prepared = await sendLargeFilesDirectly(form, (bytes) => onProgress(percentOf(bytes)));
  const sentDirectly = total - fileBytes(prepared);
  const result = await postWithProgress<T>(url, prepared, (share) =>
    onProgress(percentOf(sentDirectly + share * (total - sentDirectly))),
  );
  onProgress(100);
  return result;
}
