import { NextResponse } from "next/server";
import { readLimitedBody } from "@/lib/http/body";
import { twilioEvents, twilioSignatureValid } from "@/lib/channels/webhooks";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { receiveChannelEvents } from "@/lib/gestiones/inbound-messages";
import { publicRoute } from "@/lib/http/routes";

const MAX_BYTES = 64 * 1024;

/**
 * POST /api/webhooks/twilio: incoming SMS and status callbacks, form-encoded and signed by
 * X-Twilio-Signature over the public URL Twilio called (SITE_URL, not the address a proxy
 * forwarded to); 401 when the signature is missing or wrong. Answers an empty TwiML document:
 * replies leave through the outbox.
 */
export const POST = publicRoute({}, async ({ request }) => {
  const raw = await readLimitedBody(request, MAX_BYTES);
  const params = new URLSearchParams(Buffer.from(raw).toString("utf8"));
  const url = new URL(request.url);
  const called = `${env().SITE_URL}${url.pathname}${url.search}`;
  if (!twilioSignatureValid(called, params, request.headers.get("x-twilio-signature"))) {
    throw new AppError("UNAUTHENTICATED", "Firma del aviso ausente o incorrecta.");
  }
  await receiveChannelEvents(twilioEvents(params), async () => null);
  return new NextResponse("<Response/>", { headers: { "content-type": "text/xml" } });
});
