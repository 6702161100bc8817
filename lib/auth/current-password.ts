import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { verifyPassword } from "@/lib/auth/passwords";
import { CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_MESSAGES } from "@/lib/auth/schema";
import type { Actor } from "@/lib/auth/sessions";
import { accountKey, sessionDevice, throttledLogin } from "@/lib/auth/throttle";
import { AppError } from "@/lib/errors/app-error";

export interface CurrentPasswordCheck {
  actor: Actor;
  passwordHash: string | null;
  /** What the caller typed as their current password. */
  password: string | null | undefined;
  tooManyMessage: string;
  ip: string | null;
}

/**
 * Confirms the caller's current password before a credential changes (password, e-mail, account
 * deletion). The check counts as a login of that account from the caller's session, a device the
 * account knows (lib/auth/throttle.ts): past five wrong passwords from it the delay runs and the
 * answer is 429, so a stolen session cannot be used to guess, while strangers' failed logins never
 * stop the owner here. A missing or wrong password is a field error (422)
 * on `current_password`; a wrong one is audited as `{kind}.current_password_failed`.
 */
export async function confirmCurrentPassword(check: CurrentPasswordCheck): Promise<void> {
  const { actor, password, ip } = check;
  if (!password) throw AppError.field(CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_MESSAGES.missing);
  const { result } = await throttledLogin(
    {
      kind: actor.kind,
      key: accountKey(actor.id),
      ip,
      device: sessionDevice(actor),
      tooManyMessage: check.tooManyMessage,
    },
    async () => ((await verifyPassword(check.passwordHash, password)) ? true : null),
  );
  if (result) return;
  await writeAudit({
    actor,
    action: `${actor.kind}.current_password_failed`,
    entity: actor.kind,
    entityId: actor.id,
    ip,
  });
  throw AppError.field(CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_MESSAGES.wrong);
}
