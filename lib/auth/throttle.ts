import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { AccountKind } from "@/lib/generated/prisma/enums";

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

interface LoginAttempt {
  kind: AccountKind;
  identifier: string;
  ip: string | null;
  tooManyMessage: string;
}

async function refuseWhenThrottled(client: Tx, attempt: LoginAttempt, address: string) {
  const { kind, identifier } = attempt;
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [accountFailures, addressFailures] = await Promise.all([
    client.loginAttempt.count({ where: { kind, identifier, success: false, created_at: { gte: since } } }),
    client.loginAttempt.count({ where: { ip: address, success: false, created_at: { gte: since } } }),
  ]);
  if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError("RATE_LIMITED", attempt.tooManyMessage);
  }
}

/**
 * Runs a login check and records its outcome. After 5 failures for one account or 20 from one
 * address within 15 minutes every further try is refused with 429. The counters live in
 * PostgreSQL, so they hold across instances.
 *
 * The check (an account lookup and a password hash, tens of milliseconds) runs outside any
 * transaction, so concurrent logins never hold pool connections while they wait for each other.
 * Its result is revealed only after a short transaction, serialized per account by an advisory
 * lock, has counted the failures again and recorded this attempt: a burst of parallel guesses gets
 * at most the allowed number of answers, and every other one a 429, even a right one.
 */
export async function throttledLogin<T>(
  attempt: LoginAttempt,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const { kind, identifier } = attempt;
  const address = attempt.ip ?? "desconocida";
  // Cheap refusal first, so a throttled caller costs no password hash.
  await refuseWhenThrottled(db(), attempt, address);
  const result = await check();
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`login:${kind}:${identifier}`}))`;
      await refuseWhenThrottled(tx, attempt, address);
      await tx.loginAttempt.create({ data: { kind, identifier, ip: address, success: result !== null } });
      return result;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}
