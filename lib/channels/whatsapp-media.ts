import "server-only";
import { env } from "@/lib/env";
import type { UploadFile } from "@/lib/http/multipart";

// A photo or document a citizen sent on WhatsApp: GET {base}/{media-id} answers its short-lived
// URL, which is fetched with the same bearer token. Without the API configured there is nothing
// to fetch from.

const MAX_BYTES = 25 * 1024 * 1024;

export async function fetchWhatsappMedia(id: string): Promise<UploadFile | null> {
  const { WHATSAPP_TOKEN, WHATSAPP_API_BASE } = env();
  if (!WHATSAPP_TOKEN || !/^[\w.-]+$/.test(id)) return null;
  const headers = { authorization: `Bearer ${WHATSAPP_TOKEN}` };
  const meta = await fetch(`${WHATSAPP_API_BASE.replace(/\/+$/, "")}/${id}`, {
    headers,
    signal: AbortSignal.timeout(15_000),
  });
  if (!meta.ok) return null;
  const { url, file_size } = (await meta.json()) as { url?: string; file_size?: number };
  if (!url || (file_size ?? 0) > MAX_BYTES) return null;
  const file = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  if (!file.ok) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return bytes.byteLength > MAX_BYTES ? null : { bytes, name: `whatsapp-${id}` };
}
