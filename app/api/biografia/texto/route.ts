import { BIOGRAPHY_MESSAGES, biographyTextInput } from "@/lib/biography/schema";
import { createBiographyVersion } from "@/lib/biography/service";
import { adminRoute, json } from "@/lib/http/routes";

/** Creates a new version that becomes the active one; the answer carries its id. */
export const PUT = adminRoute(
  { permission: "biography.write", body: biographyTextInput },
  async ({ actor, body }) => {
    const item = await createBiographyVersion(actor, body);
    return json({ ok: true, message: BIOGRAPHY_MESSAGES.created, id: item.id, item }, 201);
  },
);
