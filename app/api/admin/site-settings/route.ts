import { adminRoute } from "@/lib/http/routes";
import { getAdminSiteSettings } from "@/lib/site/admin-queries";
import { SETTINGS_SAVED, siteSettingsInput } from "@/lib/site/schema";
import { updateSiteSettings } from "@/lib/site/service";

export const GET = adminRoute({ permission: "landing.settings" }, async ({ actor }) => ({
  settings: await getAdminSiteSettings(actor),
}));

export const PUT = adminRoute(
  { permission: "landing.settings", body: siteSettingsInput },
  async ({ actor, body }) => ({
    ok: true,
    message: SETTINGS_SAVED,
    settings: await updateSiteSettings(actor, body),
  }),
);
