import { adminPassword, PASSWORD_ALPHABET } from "@/lib/auth/schema";

export const SUGGESTED_PASSWORD_LENGTH = 10;

/** Uniform random indexes into the alphabet (bytes past the last whole multiple are discarded). */
function randomIndexes(count: number, size: number): number[] {
  const limit = 256 - (256 % size);
  const out: number[] = [];
  while (out.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count * 2))) {
      if (byte < limit && out.length < count) out.push(byte % size);
    }
  }
  return out;
}

/**
 * The suggested password of /admin/nuevoadmin (product.md §A.5): 10 characters drawn uniformly from
 * uppercase, lowercase, digits and !@#$%^&*, redrawn until it has an uppercase letter, a digit and
 * a symbol, so that it passes the administrator password rule.
 */
export function suggestPassword(): string {
  for (;;) {
    const candidate = randomIndexes(SUGGESTED_PASSWORD_LENGTH, PASSWORD_ALPHABET.length)
      .map((index) => PASSWORD_ALPHABET[index])
      .join("");
    if (adminPassword.safeParse(candidate).success) return candidate;
  }
}
