import { adminRoute } from "@/lib/http/routes";
import { identityInput, IDENTITY_SAVED } from "@/lib/site/identity-schema";
import { getIdentityForOffice, updateIdentity } from "@/lib/site/identity-service";

export const GET = adminRoute({ permission: "landing.settings" }, async ({ actor }) => ({
  identidad: await getIdentityForOffice(actor),
}));

export const PUT = adminRoute(
  { permission: "landing.settings", body: identityInput },
  async ({ actor, body }) => ({
    ok: true,
    message: IDENTITY_SAVED,
    identidad: await updateIdentity(actor, body),
  }),
);
