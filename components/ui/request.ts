// Client-side calls to this app's REST routes with the session cookie. Errors carry the server's
// Spanish `message` (DESIGN §3: `{ message, errors? }`) and the HTTP status.

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

function messageOf(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : `HTTP ${status}`;
}

/** GET a JSON resource of this site; rejects with a RequestError on a non-2xx answer. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: "same-origin", cache: "no-store", signal });
  const body: unknown = await response.json().catch(() => null);
  signal?.throwIfAborted();
  if (!response.ok) throw new RequestError(messageOf(body, response.status), response.status);
  if (body === null)
    throw new RequestError("La respuesta del servidor no es válida.", response.status);
  return body as T;
}

/**
 * POSTs a multipart form with XMLHttpRequest, reporting the share of bytes sent (0–100) as it goes,
 * and resolves with the JSON answer; rejects with a RequestError (status 0 for a network failure).
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(xhr.response as T);
      } else {
        reject(new RequestError(messageOf(xhr.response, xhr.status), xhr.status));
      }
    };
    xhr.onerror = () => reject(new RequestError("Error de conexión.", 0));
    xhr.send(form);
  });
}
