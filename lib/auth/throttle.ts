import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db, type Prisma, type Tx } from "@/lib/db";
import { isOfficeAddress } from "@/lib/security/office-networks";
import { paceDelayMs } from "@/lib/security/rate-limit";
import { AppError } from "@/lib/errors/app-error";
import type { AccountKind } from "@/lib/generated/prisma/enums";

const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one address (or one known device) answered without delay. */
const FREE_FAILURES_PER_ACCOUNT = 5;
/**
 * Failures of one account from every address together past which a device the account does not
 * know must also prove the account's e-mail: its right password is answered with a sign-in link
 * sent there, never refused.
 */
const FREE_FAILURES_ACROSS_ADDRESSES = 10;
const MAX_ACCOUNT_DELAY_MS = 15 * 60_000;
/** Failures from one address, whatever the accounts, past which each try from it is slowed. */
const ADDRESS_FAILURES_BEFORE_SLOWING = 20;
/** The most an address-wide count ever delays a try: it slows, it never refuses. */
const MAX_ADDRESS_SLOWDOWN_MS = 3000;

/**
 * What an account's failures are counted under: its id, whichever identifier was typed (a
 * citizen's e-mail and DPI share one count). A typed identifier that names no account is counted
 * as typed: it cannot start with this mark.
 */
export const accountKey = (id: number) => `#${id}`;

/** A signed-in caller's session as the device of a password check it makes (current-password.ts). */
export const sessionDevice = (actor: { sessionId: string }) => `sesion:${actor.sessionId}`;

interface LoginAttempt {
  kind: AccountKind;
  /** accountKey(id) when the identifier names an account, else the identifier as typed. */
  key: string;
  ip: string | null;
  /**
   * The device that vouches for the account: its device cookie's id (lib/auth/device-cookie.ts),
   * or the session of a signed-in caller confirming their password. Null from an unknown device.
   */
  device: string | null;
  tooManyMessage: string;
}

/** A login check's result, and whether the caller must prove the account's e-mail first. */
export interface ThrottledCheck<T> {
  result: T | null;
  emailStep: boolean;
}

/**
 * How long after its latest failure an account with `failures` failures from one address (or one
 * known device) within the window waits before that address's next try: nothing for the first 5,
 * then 1 s, 2 s, 4 s… up to 15 minutes. Only that address (or device) waits: it is the one guessing.
 */
export function accountDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_ACCOUNT) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_ACCOUNT), MAX_ACCOUNT_DELAY_MS);
}

/**
 * How long a try waits when its address has `failures` failures within the window, whatever the
 * accounts: nothing up to 20, then a quarter of a second more per failure, 3 s at most. Many
 * people share one address (carrier-grade NAT, the district office), so this never refuses.
 */
function addressSlowdownMs(failures: number): number {
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

const delayed = (failures: { count: number; latest: number }) =>
  Date.now() < failures.latest + accountDelayMs(failures.count);

/**
 * The rules of one try, counted under the account's key. From a device the account knows: its own
 * failures only, 429 while their delay runs (a stolen device cookie gets five free guesses, like
 * one address). From any other device: 429 while the delay of this address's failures for the
 * account runs, and past 10 failures from everywhere the e-mail step instead of a session.
 */
async function assess(client: Tx, attempt: LoginAttempt, address: string): Promise<boolean> {
  const { kind, key, device } = attempt;
  const refuse = () => new AppError("RATE_LIMITED", attempt.tooManyMessage);
  if (device) {
    if (delayed(await failuresOf(client, { kind, identifier: key, device }))) throw refuse();
    return false;
  }
  const [fromAddress, everywhere] = await Promise.all([
    failuresOf(client, { kind, identifier: key, ip: address }),
    failuresOf(client, { kind, identifier: key }),
  ]);
  if (delayed(fromAddress)) throw refuse();
  return everywhere.count >= FREE_FAILURES_ACROSS_ADDRESSES;
}

/** Waits out the address-wide slowdown; none for an office network (OFFICE_NETWORKS). */
async function slowDownBusyAddress(address: string, ip: string | null) {
  if (isOfficeAddress(ip)) return;
  const { count } = await failuresOf(db(), { ip: address });
  const wait = addressSlowdownMs(count);
  if (wait > 0) await sleep(wait);
}

/**
 * Runs a login check and records its outcome. Failures count per account (accountKey), whichever
 * identifier was typed; nobody else's failures ever refuse a right password:
 * - from a device the account knows (a signed device cookie, or the caller's own session), only
 *   that device's failures count: past 5 within 15 minutes each try waits a delay that doubles
 *   with every failure, and a try too early is answered 429 and not counted;
 * - from an unknown device, the same delay counts this address's failures of the account; and once
 *   the account has 10 failures from everywhere within 15 minutes, the check still runs but
 *   `emailStep` asks the caller to answer with a sign-in link e-mailed to the account instead of a
 *   session, the same answer whether the password was right or not (so guessing from many
 *   addresses learns nothing, and the owner is let in through their mailbox);
 * - failures of one address across accounts only slow its tries, by 3 s at most
 *   (addressSlowdownMs): people behind one address never lock each other out.
 * The counters live in PostgreSQL, so they hold across instances.
 *
 * The check (a password hash, tens of milliseconds) runs outside any transaction, so concurrent
 * logins never hold pool connections while they wait for each other. Its result is revealed only
 * after a short transaction, serialized per account by an advisory lock, has assessed the try again
 * and recorded it: a burst of parallel guesses gets at most the allowed number of answers, and every
 * other one a 429, even a right one.
 */
export async function throttledLogin<T>(
  attempt: LoginAttempt,
  check: () => Promise<T | null>,
): Promise<ThrottledCheck<T>> {
  const { kind, key, device } = attempt;
  const address = attempt.ip ?? "desconocida";
  // Cheap refusal first, so a throttled caller costs no password hash; a refusal answers at once.
  await Promise.all([assess(db(), attempt, address), slowDownBusyAddress(address, attempt.ip)]);
  const result = await check();
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`login:${kind}:${key}`}))`;
      const emailStep = await assess(tx, attempt, address);
      await tx.loginAttempt.create({
        data: { kind, identifier: key, ip: address, device, success: result !== null },
      });
      return { result, emailStep };
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/** Forgets an account's failed logins (a successful password reset proves its owner). */
export async function clearAccountFailures(
  kind: AccountKind,
  accountId: number,
  tx: Tx = db(),
): Promise<void> {
  await tx.loginAttempt.deleteMany({
    where: { kind, identifier: accountKey(accountId), success: false },
  });
}
