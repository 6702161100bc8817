import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";

// The 10,000 most common passwords, from zxcvbn-ts's list (ordered by frequency in leaked
// password sets). Server-side only: the list never reaches a browser bundle.

export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/** Whether `password`, ignoring case, is one of the 10,000 most common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary["passwords-common"]
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
