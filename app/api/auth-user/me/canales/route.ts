import { getOwnChannels, updateOwnChannels } from "@/lib/citizens/channel-preferences";
import { channelPreferencesSchema } from "@/lib/citizens/channels-schema";
import { citizenRoute } from "@/lib/http/routes";

/** GET /api/auth-user/me/canales → { canales }: the confirmed channels, the choice, the one in use. */
export const GET = citizenRoute({}, async ({ actor }) => ({
  canales: await getOwnChannels(actor),
}));

/**
 * PUT /api/auth-user/me/canales { canal_preferido, whatsapp, sms } → { canales }: the channel the
 * office writes on (one of the confirmed, not stopped) and whether WhatsApp and SMS may carry
 * messages.
 */
export const PUT = citizenRoute(
  { body: channelPreferencesSchema },
  async ({ actor, body, ip }) => ({ canales: await updateOwnChannels(actor, body, ip) }),
);
