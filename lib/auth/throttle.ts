import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { AccountKind } from "@/lib/generated/prisma/enums";

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Runs a login check under a per-account lock and records its outcome. After 5 failures for one
 * account or 20 from one address within 15 minutes every further try is refused with 429, before
 * the password is even checked. The counters live in PostgreSQL, so they hold across instances.
 */
export async function throttledLogin<T>(
  attempt: { kind: AccountKind; identifier: string; ip: string | null; tooManyMessage: string },
  check: () => Promise<T | null>,
): Promise<T | null> {
  const { kind, identifier, ip } = attempt;
  const address = ip ?? "desconocida";
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`login:${kind}:${identifier}`}))`;
      const since = new Date(Date.now() - LOGIN_WINDOW_MS);
      const [accountFailures, addressFailures] = await Promise.all([
        tx.loginAttempt.count({ where: { kind, identifier, success: false, created_at: { gte: since } } }),
        tx.loginAttempt.count({ where: { ip: address, success: false, created_at: { gte: since } } }),
      ]);
      if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_ADDRESS) {
        throw new AppError("RATE_LIMITED", attempt.tooManyMessage);
      }
      const result = await check();
      await tx.loginAttempt.create({ data: { kind, identifier, ip: address, success: result !== null } });
      return result;
    },
    { timeout: 15_000 },
  );
}
