import "server-only";
import { vouchedDevice, type LoginContext } from "@/lib/auth/device-cookie";
import { verifySignInPassword } from "@/lib/auth/passwords";
import { accountKey, throttledLogin, type ThrottledCheck } from "@/lib/auth/throttle";
import { AppError } from "@/lib/errors/app-error";
import type { AccountKind } from "@/lib/generated/prisma/enums";

/** An account as a password sign-in reads it: its id and hash (none: it never set a password). */
interface SignInAccount {
  id: number;
  password_hash: string | null;
}

interface PasswordSignIn<Account extends SignInAccount> {
  kind: AccountKind;
  /** The account the typed identifier names, or null when none has it. */
  account: Account | null;
  /** The identifier as typed: the throttle counts by it when no account has it. */
  typed: string;
  password: string;
  context: LoginContext;
  tooManyMessage: string;
  /** Records a try the throttle refused, before its 429 goes on. */
  onThrottled: () => Promise<void>;
}

/**
 * A password checked under the login throttle (lib/auth/throttle.ts), with the same work whether
 * the identifier named an account or not; the device counts as known when its cookie vouches for
 * the account. `accept` turns a right password into the result, or null when the account may not
 * sign in (deactivated, deleted), which the caller answers as a wrong password.
 */
export async function checkPassword<Account extends SignInAccount, T>(
  { kind, account, typed, password, context, tooManyMessage, onThrottled }: PasswordSignIn<Account>,
  accept: (account: Account) => T | null,
): Promise<ThrottledCheck<T>> {
  const known = account && { id: account.id, passwordHash: account.password_hash };
  try {
    return await throttledLogin(
      {
        kind,
        key: account ? accountKey(account.id) : typed,
        ip: context.ip ?? null,
        device: known ? vouchedDevice(kind, context.device, known) : null,
        tooManyMessage,
      },
      async () => {
        const valid = await verifySignInPassword(account?.password_hash, password);
        return account && valid ? accept(account) : null;
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") await onThrottled();
    throw error;
  }
}
