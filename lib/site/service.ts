import "server-only";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/cache";
import { commitChange } from "@/lib/content-change";
import type { UploadFile } from "@/lib/multipart";
import { getAdminSiteSettings } from "@/lib/site/admin-queries";
import { LOGO_RULES } from "@/lib/site/limits";
import type { AdminSiteSettings, SiteSettingsChange } from "@/lib/site/schema";
import { saveUpload } from "@/lib/storage/service";

/**
 * Saves the landing toggles and the contact configuration (keys left out keep their value; `redes`
 * replaces the list). The public site follows on the next request.
 */
export async function updateSiteSettings(
  actor: Actor,
  input: Partial<SiteSettingsChange>,
): Promise<AdminSiteSettings> {
  const { redes, ...fields } = input;
  const data = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  await commitChange(
    TAGS.site,
    async (tx) => {
      await tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
      if (redes) {
        await tx.socialLink.deleteMany({});
        await tx.socialLink.createMany({ data: redes.map((red, orden) => ({ ...red, orden })) });
      }
    },
    () => ({
      actor,
      action: "site.settings.update",
      entity: "site_settings",
      entityId: 1,
      details: { fields: Object.keys(data), redes: redes?.length ?? null },
    }),
  );
  return getAdminSiteSettings();
}

/** Stores a new logo (an image, checked by content) and makes it the site's logo. */
export async function uploadSiteLogo(actor: Actor, file: UploadFile): Promise<AdminSiteSettings> {
  const saved = await saveUpload(file, LOGO_RULES);
  return updateSiteSettings(actor, { logo_url: saved.url });
}
