import { NextResponse } from "next/server";
import { readLimitedBody } from "@/lib/http/body";
import { fetchWhatsappMedia } from "@/lib/channels/whatsapp-media";
import { whatsappChallenge, whatsappEvents, whatsappSignatureValid } from "@/lib/channels/webhooks";
import { AppError } from "@/lib/errors/app-error";
import { receiveChannelEvents } from "@/lib/gestiones/inbound-messages";
import { publicRoute } from "@/lib/http/routes";

const MAX_BYTES = 256 * 1024;
const SIGNATURE_MESSAGE = "Firma del aviso ausente o incorrecta.";

/** GET /api/webhooks/whatsapp: the verification handshake (hub.challenge when hub.verify_token matches). */
export const GET = publicRoute({}, async ({ request }) => {
  const challenge = whatsappChallenge(new URL(request.url).searchParams);
  if (challenge === null) throw new AppError("FORBIDDEN", "Token de verificación incorrecto.");
  return new NextResponse(challenge, { headers: { "content-type": "text/plain" } });
});

/** POST /api/webhooks/whatsapp: messages and statuses, signed by X-Hub-Signature-256 (401 otherwise). */
export const POST = publicRoute({}, async ({ request }) => {
  const raw = await readLimitedBody(request, MAX_BYTES);
  if (!whatsappSignatureValid(raw, request.headers.get("x-hub-signature-256"))) {
    throw new AppError("UNAUTHENTICATED", SIGNATURE_MESSAGE);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw).toString("utf8"));
  } catch {
    throw new AppError("BAD_REQUEST", "El cuerpo del aviso no es JSON válido.");
  }
  await receiveChannelEvents(whatsappEvents(body), fetchWhatsappMedia);
  return { ok: true };
});
