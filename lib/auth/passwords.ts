import "server-only";
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { AppError } from "@/lib/errors/app-error";

// argon2id with OWASP's recommended minimum cost (19 MiB, 2 iterations).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

const COMMON_PASSWORD_MESSAGE =
  "Esta contraseña es demasiado común y fácil de adivinar. Elige otra.";

/**
 * The hash of a password someone chooses (registration, creation, change, reset): one of the
 * 10,000 most common passwords is refused as a field error on `field` (422).
 */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (isCommonPassword(password)) throw AppError.field(field, COMMON_PASSWORD_MESSAGE);
  return hashPassword(password);
}

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * Checks a sign-in's password against the account's hash, or — for an identifier no account has —
 * against a throw-away hash, so that both answers take the same time.
 */
export async function verifySignInPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  unknownAccountHash ??= hashPassword(randomBytes(16).toString("hex"));
  const valid = await verifyPassword(passwordHash ?? (await unknownAccountHash), password);
  return Boolean(passwordHash) && valid;
}
