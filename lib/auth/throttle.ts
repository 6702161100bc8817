import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db, type Prisma, type Tx } from "@/lib/db";
import { isOfficeAddress } from "@/lib/office-networks";
import { paceDelayMs } from "@/lib/ratelimit";
import { AppError } from "@/lib/errors";
import type { AccountKind } from "@/lib/generated/prisma/enums";

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one address within the window answered without delay. */
export const FREE_FAILURES_PER_ACCOUNT = 5;
/**
 * Failures of one account from every address together answered without delay: higher, so that
 * someone guessing from elsewhere delays the owner later than they delay themselves.
 */
export const FREE_FAILURES_ACROSS_ADDRESSES = 10;
export const MAX_ACCOUNT_DELAY_MS = 15 * 60_000;
/** Failures from one address, whatever the accounts, past which each try from it is slowed. */
export const ADDRESS_FAILURES_BEFORE_SLOWING = 20;
/** The most an address-wide count ever delays a try: it slows, it never refuses. */
export const MAX_ADDRESS_SLOWDOWN_MS = 3000;

interface LoginAttempt {
  kind: AccountKind;
  identifier: string;
  ip: string | null;
  tooManyMessage: string;
}

/**
 * How long after its latest failure an account with `failures` failures within the window waits
 * before its next try: nothing for the first `free`, then 1 s, 2 s, 4 s… up to 15 minutes. A
 * delay, never a lock: nobody can keep an account shut by guessing at it.
 */
export function accountDelayMs(failures: number, free = FREE_FAILURES_PER_ACCOUNT): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** (failures - free), MAX_ACCOUNT_DELAY_MS);
}

/**
 * How long a try waits when its address has `failures` failures within the window, whatever the
 * accounts: nothing up to 20, then a quarter of a second more per failure, 3 s at most. Many
 * people share one address (carrier-grade NAT, the district office), so this never refuses.
 */
export function addressSlowdownMs(failures: number): number {
  return paceDelayMs(failures, {
    free: ADDRESS_FAILURES_BEFORE_SLOWING,
    stepMs: 250,
    maxDelayMs: MAX_ADDRESS_SLOWDOWN_MS,
  });
}

/** The failures within the window matching `where`, and when the latest was. */
async function failuresOf(client: Tx, where: Prisma.LoginAttemptWhereInput) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const found = await client.loginAttempt.aggregate({
    where: { ...where, success: false, created_at: { gte: since } },
    _count: true,
    _max: { created_at: true },
  });
  return { count: found._count, latest: found._max.created_at?.getTime() ?? 0 };
}

/** 429 while the account's delay runs, counted per (address, account) and per account. */
async function refuseWhileDelayed(client: Tx, attempt: LoginAttempt, address: string) {
  const { kind, identifier } = attempt;
  const [fromAddress, everywhere] = await Promise.all([
    failuresOf(client, { kind, identifier, ip: address }),
    failuresOf(client, { kind, identifier }),
  ]);
  const now = Date.now();
  if (
    now < fromAddress.latest + accountDelayMs(fromAddress.count) ||
    now < everywhere.latest + accountDelayMs(everywhere.count, FREE_FAILURES_ACROSS_ADDRESSES)
  ) {
    throw new AppError("RATE_LIMITED", attempt.tooManyMessage);
  }
}

/** Waits out the address-wide slowdown; none for an office network (OFFICE_NETWORKS). */
async function slowDownBusyAddress(address: string, ip: string | null) {
  if (isOfficeAddress(ip)) return;
  const { count } = await failuresOf(db(), { ip: address });
  const wait = addressSlowdownMs(count);
  if (wait > 0) await sleep(wait);
}

/**
 * Runs a login check and records its outcome. Failures count per account: past 5 failures of one
 * account from one address within 15 minutes, or 10 from all addresses together, each further try
 * must wait a delay that doubles with every failure (accountDelayMs); a try too early is answered
 * 429 and not counted. Failures of one address across accounts only slow its tries, by 3 s at most
 * (addressSlowdownMs): people behind one address never lock each other out. The counters live in
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
  // Cheap refusal first, so a throttled caller costs no password hash; a refusal answers at once.
  await Promise.all([
    refuseWhileDelayed(db(), attempt, address),
    slowDownBusyAddress(address, attempt.ip),
  ]);
  const result = await check();
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`login:${kind}:${identifier}`}))`;
      await refuseWhileDelayed(tx, attempt, address);
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
