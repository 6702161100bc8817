// Where browsers reach UploadThing, worked out from the configuration its SDK (uploadthing 7) reads:
// the ingest host that direct uploads are sent to and the host that serves the stored files. Pure and
// free of Node APIs: the middleware and next.config.ts build the Content-Security-Policy from it.

type Env = Readonly<Record<string, string | undefined>>;

export interface UploadThingOrigins {
  /** Origins that serve stored files (images, videos, documents shown in pages). */
  files: string[];
  /** Origins that browsers send direct uploads to. */
  uploads: string[];
}

// The SDK's defaults when neither the token nor the environment names another host.
const DEFAULT_INGEST_HOST = "ingest.uploadthing.com";
const DEFAULT_FILE_HOST = "ufs.sh";

const text = (value: unknown): value is string => typeof value === "string" && value !== "";

/** The token's payload: base64 of `{ apiKey, appId, regions, ingestHost? }`. */
function tokenPayload(token: string): Record<string, unknown> {
  try {
    const payload: unknown = JSON.parse(atob(token));
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** No origins when uploads stay on this server's disk (no UPLOADTHING_TOKEN). */
export function uploadThingOrigins(env: Env): UploadThingOrigins {
  const token = env.UPLOADTHING_TOKEN?.trim();
  if (!token) return { files: [], uploads: [] };
  const { appId, regions, ingestHost } = tokenPayload(token);
  const fileHost = env.UPLOADTHING_UFS_HOST?.trim() || DEFAULT_FILE_HOST;
  const files = !text(appId)
    ? []
    : env.UPLOADTHING_UFS_APP_ID_LOCATION === "path"
      ? [`https://${fileHost}`]
      : [`https://${appId}.${fileHost}`];
  const uploads = (Array.isArray(regions) ? regions.filter(text) : []).map(
    (region) => `https://${region}.${text(ingestHost) ? ingestHost : DEFAULT_INGEST_HOST}`,
  );
  // UPLOADTHING_INGEST_URL puts another service in UploadThing's place (a proxy, the tests' fake):
  // uploads go there, and the file addresses it answers point there too.
  const replacement = originOf(env.UPLOADTHING_INGEST_URL);
  return replacement
    ? { files: [...files, replacement], uploads: [replacement] }
    : { files, uploads };
}
