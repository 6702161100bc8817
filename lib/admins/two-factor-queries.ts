import "server-only";
import type { TwoFactorStatus } from "@/lib/admins/two-factor-schema";
import { db } from "@/lib/db";

/** Whether the office requires two-factor authentication of every administrator (AdminNivel1's switch). */
export async function isTotpRequired(): Promise<boolean> {
  const settings = await db().securitySettings.findUnique({
    where: { id: 1 },
    select: { require_admin_totp: true },
  });
  return settings?.require_admin_totp ?? false;
}

/** An administrator's two-factor state, for their own profile. */
export async function twoFactorStatus(adminId: number): Promise<TwoFactorStatus> {
  const [admin, recoveryCodesLeft, required] = await Promise.all([
    db().admin.findUnique({ where: { id: adminId }, select: { totp_enabled_at: true } }),
    db().adminRecoveryCode.count({ where: { admin_id: adminId, used_at: null } }),
    isTotpRequired(),
  ]);
  const enabledAt = admin?.totp_enabled_at ?? null;
  return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft, required };
}
