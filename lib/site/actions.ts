"use server";

import { adminAction } from "@/lib/actions/wrappers";
import { identityInput } from "@/lib/site/identity-schema";
import { updateIdentity } from "@/lib/site/identity-service";
import { siteSettingsInput } from "@/lib/site/schema";
import { updateSiteSettings } from "@/lib/site/service";

/** Saves the landing toggles or the contact configuration (keys left out keep their value). */
export const saveSiteSettingsAction = adminAction(
  { schema: siteSettingsInput, permission: "landing.settings" },
  (input, { actor }) => updateSiteSettings(actor, input),
);

/** Saves the legislator's identity. */
export const saveIdentityAction = adminAction(
  { schema: identityInput, permission: "landing.settings" },
  (input, { actor }) => updateIdentity(actor, input),
);
