import "server-only";
import { openAdminSession } from "@/lib/admins/admin-session";
import {
  findLoginChallenge,
  spendLoginChallenge,
  type LoginChallenge,
} from "@/lib/admins/login-challenges";
import type { AdminDto } from "@/lib/admins/schema";
import {
  activatePendingSecret,
  auditRecoveryCodeUse,
  beginEnrolment,
  throttledCodeCheck,
  spendSecondFactor,
  type CodeCheckContext,
} from "@/lib/admins/two-factor-credentials";
import { TWO_FACTOR_MESSAGES, type EnrolmentSecret } from "@/lib/admins/two-factor-schema";
import { writeAudit } from "@/lib/audit/service";
import { revokeAllSessions, type AdminActor, type SessionContext } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { LoginChallengeStep } from "@/lib/generated/prisma/enums";

// The login's second step, after loginAdmin accepted the password and answered a challenge:
// the code of an account with two-factor authentication, or the enrolment the office requires.

const expired = () => new AppError("UNAUTHENTICATED", TWO_FACTOR_MESSAGES.challengeExpired);

/** The live challenge of an active account, of the step asked for when given; 401 otherwise. */
async function liveChallenge(
  token: string,
  step?: LoginChallengeStep,
): Promise<LoginChallenge & { email: string }> {
  const challenge = await findLoginChallenge(token);
  if (!challenge || (step && challenge.step !== step)) throw expired();
  const admin = await db().admin.findUnique({
    where: { id: challenge.adminId },
    select: { email: true, estado: true },
  });
  if (!admin?.estado) throw expired();
  return { ...challenge, email: admin.email };
}

/**
 * The secret of an enrolment the office requires, for a challenge of that kind (a new one each
 * call: only the last one shown is confirmed by the next step).
 */
export async function startLoginEnrolment(token: string): Promise<EnrolmentSecret> {
  const challenge = await liveChallenge(token, "enrolment");
  return beginEnrolment({ id: challenge.adminId, email: challenge.email });
}

/** A signed-in administrator, plus the recovery codes of an enrolment done at this login. */
export interface SecondStepResult {
  actor: AdminActor;
  admin: AdminDto;
  recoveryCodes: string[] | null;
}

/**
 * Completes a login: for a "totp" challenge, a code of the app or a recovery code (spent); for an
 * "enrolment" challenge, the first code of the secret just shown, which enables two-factor
 * authentication and closes every earlier session of the account. Throttled with the password's
 * counters; wrong codes answer 401 and are audited; the challenge then stays usable until it
 * expires, and a right code spends it.
 */
export async function completeLoginWithCode(
  input: { challenge: string; code: string },
  context: SessionContext = {},
): Promise<SecondStepResult> {
  const challenge = await liveChallenge(input.challenge);
  const admin = { id: challenge.adminId, email: challenge.email };
  const enrolling = challenge.step === "enrolment";
  const checkContext: CodeCheckContext = {
    actor: null,
    ip: context.ip ?? null,
    operation: enrolling ? "enrolment" : "login",
  };
  const outcome = await throttledCodeCheck(admin, checkContext, async () => {
    if (!enrolling) return spendSecondFactor(admin.id, input.code);
    const codes = await db().$transaction((tx) => activatePendingSecret(admin.id, input.code, tx));
    return codes && { codes };
  });
  if (!outcome) throw new AppError("UNAUTHENTICATED", TWO_FACTOR_MESSAGES.invalidCode);
  if (!(await spendLoginChallenge(challenge.id))) throw expired();
  if (outcome === "recovery_code") await auditRecoveryCodeUse(admin.id, checkContext);
  if (typeof outcome === "object") {
    await revokeAllSessions({ adminId: admin.id });
    await writeAudit({
      actor: null,
      action: "admin.totp_enable",
      entity: "admin",
      entityId: admin.id,
      details: { during: "login" },
      ip: context.ip,
    });
  }
  const session = await openAdminSession(admin.id, context, {
    second_factor: typeof outcome === "object" ? "enrolment" : outcome,
  });
  return { ...session, recoveryCodes: typeof outcome === "object" ? outcome.codes : null };
}
