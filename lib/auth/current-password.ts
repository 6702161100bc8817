import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { verifyPassword } from "@/lib/auth/passwords";
import { CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_MESSAGES } from "@/lib/auth/schema";
import type { Actor } from "@/lib/auth/sessions";
import { throttledLogin } from "@/lib/auth/throttle";
import { AppError } from "@/lib/errors";

export interface CurrentPasswordCheck {
  actor: Actor;
  /** The account's login identifier whose counter the check shares (its e-mail). */
  identifier: string;
  passwordHash: string | null;
  /** What the caller typed as their current password. */
  password: string | null | undefined;
  tooManyMessage: string;
  ip: string | null;
}

/**
 * Confirms the caller's current password before a credential changes (password, e-mail, account
 * deletion). The check counts as a login of that account: a wrong password is a failure that
 * feeds the account's delay (lib/auth/throttle.ts), so a stolen session cannot be used to guess,
 * and while the delay runs the answer is 429. A missing or wrong password is a field error (422)
 * on `current_password`; a wrong one is audited as `{kind}.current_password_failed`.
 */
export async function confirmCurrentPassword(check: CurrentPasswordCheck): Promise<void> {
  const { actor, password, ip } = check;
  if (!password) throw AppError.field(CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_MESSAGES.missing);
  const confirmed = await throttledLogin(
    { kind: actor.kind, identifier: check.identifier, ip, tooManyMessage: check.tooManyMessage },
    async () => ((await verifyPassword(check.passwordHash, password)) ? true : null),
  );
  if (confirmed) return;
  await writeAudit({
    actor,
    action: `${actor.kind}.current_password_failed`,
    entity: actor.kind,
    entityId: actor.id,
    ip,
  });
  throw AppError.field(CURRENT_PASSWORD_FIELD, CURRENT_PASSWORD_MESSAGES.wrong);
}
