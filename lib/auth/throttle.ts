import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { AccountKind } from "@/lib/generated/prisma/enums";

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one account within the window that are answered without delay. */
export const FREE_FAILURES_PER_ACCOUNT = 5;
export const MAX_ACCOUNT_DELAY_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ADDRESS = 20;

interface LoginAttempt {
  kind: AccountKind;
  identifier: string;
  ip: string | null;
  tooManyMessage: string;
}

/**
 * How long after its latest failure an account with `failures` failures within the window waits
 * before its next try: nothing for the first five, then 1 s, 2 s, 4 s… up to 15 minutes. A delay,
 * never a lock: nobody can keep an account shut by guessing at it.
 */
export function accountDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_ACCOUNT) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_ACCOUNT), MAX_ACCOUNT_DELAY_MS);
}

async function refuseWhenThrottled(client: Tx, attempt: LoginAttempt, address: string) {
  const { kind, identifier } = attempt;
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [account, addressFailures] = await Promise.all([
    client.loginAttempt.aggregate({
      where: { kind, identifier, success: false, created_at: { gte: since } },
      _count: true,
      _max: { created_at: true },
    }),
    client.loginAttempt.count({
      where: { ip: address, success: false, created_at: { gte: since } },
    }),
  ]);
  const latest = account._max.created_at?.getTime() ?? 0;
  if (
    Date.now() < latest + accountDelayMs(account._count) ||
    addressFailures >= MAX_FAILURES_PER_ADDRESS
  ) {
    throw new AppError("RATE_LIMITED", attempt.tooManyMessage);
  }
}

/**
 * Runs a login check and records its outcome. After 5 failures for one account within 15 minutes
 * each further try must wait a delay that doubles with every failure (accountDelayMs), and after 20
 * from one address every further try is refused; a try too early is answered 429 and not counted.
 * The counters live in PostgreSQL, so they hold across instances.
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
      await tx.loginAttempt.create({
        data: { kind, identifier, ip: address, success: result !== null },
      });
      return result;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/**
 * Forgets an account's failed logins (a successful password reset proves its owner): the account's
 * delay starts again from zero. `identifiers` are the ways it signs in (e-mail, DPI).
 */
export async function clearAccountFailures(
  kind: AccountKind,
  identifiers: (string | null)[],
  tx: Tx = db(),
): Promise<void> {
  const known = identifiers.filter((identifier): identifier is string => Boolean(identifier));
  await tx.loginAttempt.deleteMany({ where: { kind, identifier: { in: known }, success: false } });
}
