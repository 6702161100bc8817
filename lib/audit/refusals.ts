import "server-only";
import { writeRepeatableAudit } from "@/lib/audit/service";
import type { Actor } from "@/lib/auth/sessions";
import { AppError } from "@/lib/errors/app-error";
import { withinBudget } from "@/lib/security/rate-limit";
import { log } from "@/lib/log";

/** The audit action of every refused call. */
export const ACCESS_DENIED = "access.denied";

/**
 * Anonymous refusals take up to this many rows per address and window: enough to see who probes
 * what, while a scanner trying path after path writes a bounded number of rows (repeats of one
 * refusal are counted on its row anyway). Refusals of a signed-in account all have their rows
 * (repeats counted): they name someone.
 */
export const ANONYMOUS_REFUSALS_RECORDED = { limit: 20, windowMs: 10 * 60_000 };

/**
 * A refusal its operation has recorded in its own words (a failed login is `*.login_failed`): the
 * route and action wrappers do not record it a second time as `access.denied`.
 */
export class AuditedRefusal extends AppError {}

export interface Refusal {
  actor: Actor | null;
  /** What was refused: a route, a server action, a page, a password-reset token. */
  kind: "route" | "action" | "page" | "reset_token";
  /** Which one: "POST /api/admin/labores/7", the permission an action or page asks for… */
  operation: string;
  /** The answer given: 401, 403 (400 for a bad reset token). */
  status: number;
  /** The message the caller got. */
  reason: string;
  ip: string | null;
  details?: Record<string, string>;
}

/**
 * Records a refused call as one `access.denied` entry (who, what, why, from where), repeats of it
 * counted on one row. It never fails the answer it describes: a refusal stays a refusal when the
 * entry cannot be written.
 */
export async function auditRefusal(refusal: Refusal): Promise<void> {
  const { actor, kind, operation, status, reason, ip, details } = refusal;
  const admitsNewRow = async () =>
    actor !== null ||
    withinBudget("audit-anonymous-refusal", ip ?? "desconocida", ANONYMOUS_REFUSALS_RECORDED);
  try {
    await writeRepeatableAudit(
      {
        actor,
        action: ACCESS_DENIED,
        entity: kind,
        entityId: operation.slice(0, 200),
        details: { status, reason, ...details },
        ip,
      },
      admitsNewRow,
    );
  } catch (error) {
    log().error({ err: error }, "a refused call was not recorded in the audit log");
  }
}

/**
 * A link token (password reset or sign-in) that opens nothing (unknown, used, expired, of the other
 * kind of account), thrown inside the reset's transaction and recorded by `recordRefusedResetToken` once
 * that transaction has rolled back (an entry written inside it would roll back too).
 */
export class RefusedResetToken extends AppError {
  constructor(message: string) {
    super("BAD_REQUEST", message);
  }
}

/**
 * Passes on what a password reset (or the use of a sign-in link) threw, recording a refused token
 * first (`.catch(…)`).
 */
export function recordRefusedResetToken(
  account: "admin" | "citizen",
  ip: string | null,
  operation: "password_reset" | "sign_in_link" | "invitation" = "password_reset",
) {
  return async (error: unknown): Promise<never> => {
    if (error instanceof RefusedResetToken) {
      await auditRefusal({
        actor: null,
        kind: "reset_token",
        operation: `${account}.${operation}`,
        status: error.status,
        reason: error.message,
        ip,
      });
    }
    throw error;
  };
}
