import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import type { UploadFile } from "@/lib/http/multipart";
import { getAdminSiteSettings } from "@/lib/site/admin-queries";
import { LOGO_RULES } from "@/lib/site/limits";
import type { AdminSiteSettings, SiteSettingsChange } from "@/lib/site/schema";
import { discardStoredFiles } from "@/lib/storage/cleanup";
import { withSavedUpload } from "@/lib/storage/service";

/**
 * Saves the landing toggles and the contact configuration (keys left out keep their value; `redes`
 * replaces the list). The public site follows on the next request. A logo that is replaced or
 * removed lets its file go.
 */
export async function updateSiteSettings(
  actor: Actor,
  input: Partial<SiteSettingsChange>,
): Promise<AdminSiteSettings> {
  requirePermission(actor, "landing.settings");
  const { redes, ...fields } = input;
  const data = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  const previousLogo = await commitChange(
    TAGS.site,
    async (tx) => {
      // Locked, so that two logo changes at once each let go of the logo they really replaced.
      const [before] = await tx.$queryRaw<{ logo_url: string | null }[]>`
        SELECT logo_url FROM site_settings WHERE id = 1 FOR UPDATE`;
      await tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
      if (redes) {
        await tx.socialLink.deleteMany({});
        await tx.socialLink.createMany({ data: redes.map((red, orden) => ({ ...red, orden })) });
      }
      return data.logo_url !== undefined && data.logo_url !== before?.logo_url
        ? before?.logo_url
        : null;
    },
    () => ({
      actor,
      action: "site.settings.update",
      entity: "site_settings",
      entityId: 1,
      details: { fields: Object.keys(data), redes: redes?.length ?? null },
    }),
  );
  await discardStoredFiles([previousLogo]);
  return getAdminSiteSettings(actor);
}

/** Stores a new logo (an image, checked by content) and makes it the site's logo. */
export async function uploadSiteLogo(actor: Actor, file: UploadFile): Promise<AdminSiteSettings> {
  requirePermission(actor, "landing.settings");
  return withSavedUpload(file, LOGO_RULES, (saved) =>
    updateSiteSettings(actor, { logo_url: saved.url }),
  );
}
