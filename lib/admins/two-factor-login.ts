import "server-only";
import { openAdminSession } from "@/lib/admins/admin-session";
import { secondStepFailuresEmail } from "@/lib/admins/emails";
import {
  countCodeAttempt,
  findLoginChallenge,
  spendLoginChallenge,
  voidSpentChallenge,
  type LoginChallenge,
} from "@/lib/admins/login-challenges";
import type { AdminDto } from "@/lib/admins/schema";
import {
  activatePendingSecret,
  auditRecoveryCodeUse,
  beginEnrolment,
  spendSecondFactor,
  type CodeCheckContext,
} from "@/lib/admins/two-factor-credentials";
import { TWO_FACTOR_MESSAGES, type EnrolmentSecret } from "@/lib/admins/two-factor-schema";
import { writeAudit } from "@/lib/audit/service";
import type { LoginContext } from "@/lib/auth/device-cookie";
import { revokeAllSessions, type AdminActor } from "@/lib/auth/sessions";
import { db, type Tx } from "@/lib/db";
import { enqueueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/errors/app-error";
import type { LoginChallengeStep } from "@/lib/generated/prisma/enums";

// The login's second step, after loginAdmin accepted the password and answered a challenge:
// the code of an account with two-factor authentication, or the enrolment the office requires.

const expired = () => new AppError("UNAUTHENTICATED", TWO_FACTOR_MESSAGES.challengeExpired);

/** The live challenge of an active account, of the step asked for when given; 401 otherwise. */
async function liveChallenge(
  token: string,
  step?: LoginChallengeStep,
): Promise<LoginChallenge & { email: string; nombre: string }> {
  const challenge = await findLoginChallenge(token);
  if (!challenge || (step && challenge.step !== step)) throw expired();
  const admin = await db().admin.findUnique({
    where: { id: challenge.adminId },
    select: { email: true, nombre1: true, estado: true },
  });
  if (!admin?.estado) throw expired();
  return { ...challenge, email: admin.email, nombre: admin.nombre1 };
}

/**
 * The second step's own cap, apart from the password's: wrong codes of one account within 24
 * hours (three voided challenges), past which every code is refused (429) until the day has
 * passed.
 */
const WRONG_CODES_PER_DAY = 15;
const WRONG_CODES = { bucket: "admin-totp-wrong-code", windowMs: 24 * 60 * 60_000 };

async function auditCodeFailure(
  adminId: number,
  context: CodeCheckContext,
  reason: "invalid" | "throttled" | "voided",
  tx?: Tx,
) {
  await writeAudit(
    {
      actor: null,
      action: "admin.totp_failed",
      entity: "admin",
      entityId: adminId,
      details: { operation: context.operation, reason },
      ip: context.ip,
    },
    tx,
  );
}

async function refusePastDailyCap(adminId: number, context: CodeCheckContext): Promise<void> {
  const since = new Date(Date.now() - WRONG_CODES.windowMs);
  const wrong = await db().rateLimitHit.count({
    where: { bucket: WRONG_CODES.bucket, key: String(adminId), created_at: { gte: since } },
  });
  if (wrong < WRONG_CODES_PER_DAY) return;
  await auditCodeFailure(adminId, context, "throttled");
  throw new AppError("RATE_LIMITED", TWO_FACTOR_MESSAGES.tooManyCodesToday);
}

/**
 * Records a wrong code (audit, the account's daily count) and answers the refusal: the fifth
 * wrong code of a challenge voids it, tells the account by e-mail (its password is known to
 * whoever typed it) and sends the person back to the password.
 */
async function refuseWrongCode(
  challenge: LoginChallenge & { email: string; nombre: string },
  context: CodeCheckContext,
): Promise<AppError> {
  await db().rateLimitHit.create({
    data: { bucket: WRONG_CODES.bucket, key: String(challenge.adminId) },
  });
  if (!(await voidSpentChallenge(challenge.id))) {
    await auditCodeFailure(challenge.adminId, context, "invalid");
    return new AppError("UNAUTHENTICATED", TWO_FACTOR_MESSAGES.invalidCode);
  }
  await db().$transaction(async (tx) => {
    await enqueueEmail(secondStepFailuresEmail(challenge.email, challenge.nombre), tx);
    await auditCodeFailure(challenge.adminId, context, "voided", tx);
  });
  return new AppError("UNAUTHENTICATED", TWO_FACTOR_MESSAGES.challengeVoided);
}

/** A code that is not the account's: the transaction that checked it rolls back. */
class WrongCode extends Error {}

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
  /** The device cookie that now remembers this browser for the account. */
  device: string;
}

/**
 * Completes a login: for a "totp" challenge, a code of the app or a recovery code (spent); for an
 * "enrolment" challenge, the first code of the secret just shown, which enables two-factor
 * authentication and closes every earlier session of the account. The second step has its own
 * caps, apart from the password's: five codes per challenge (the fifth wrong one voids it and the
 * password is asked again; the account is e-mailed) and 15 wrong codes per account a day (429).
 * The challenge and the code are spent in one transaction, so a code is never spent by a login
 * that is then refused. Wrong codes answer 401 and are audited.
 */
export async function completeLoginWithCode(
  input: { challenge: string; code: string },
  context: LoginContext = {},
): Promise<SecondStepResult> {
  const challenge = await liveChallenge(input.challenge);
  const admin = { id: challenge.adminId, email: challenge.email };
  const enrolling = challenge.step === "enrolment";
  const checkContext: CodeCheckContext = {
    actor: null,
    ip: context.ip ?? null,
    operation: enrolling ? "enrolment" : "login",
  };
  await refusePastDailyCap(admin.id, checkContext);
  if (!(await countCodeAttempt(challenge.id))) throw expired();
  let outcome: Awaited<ReturnType<typeof spendSecondFactor>> | { codes: string[] };
  try {
    outcome = await db().$transaction(async (tx) => {
      if (!(await spendLoginChallenge(challenge.id, tx))) throw expired();
      const spent = enrolling
        ? await activatePendingSecret(admin.id, input.code, tx).then((codes) => codes && { codes })
        : await spendSecondFactor(admin.id, input.code, tx);
      if (!spent) throw new WrongCode();
      return spent;
    });
  } catch (error) {
    if (error instanceof WrongCode) throw await refuseWrongCode(challenge, checkContext);
    throw error;
  }
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
