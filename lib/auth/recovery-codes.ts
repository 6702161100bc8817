import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { derivedKey } from "@/lib/auth/keys";

// Recovery codes of two-factor authentication: random, shown once, stored only as a keyed hash.
//
// Each code is 10 characters from a 32-letter alphabet without look-alikes (50 random bits). A slow
// hash (argon2) protects what people choose, which can be guessed; these are drawn at random, so
// guessing them is hopeless online (the login throttle allows 5 tries in 15 minutes) and a keyed
// HMAC-SHA-256 — its key derived from AUTH_SECRET — keeps a copy of the database alone from
// testing guesses offline. It also lets a code be found by its hash through a unique index, where
// salted argon2 hashes would have to be tried one by one (65 ms each) on every attempt.

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LENGTH = 10;

/** A fresh code, shown as "XXXXX-XXXXX". */
function newRecoveryCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** A code as typed (any case, with or without the dash or spaces) in its stored form; null if it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const clean = input.replace(/[\s-]/g, "").toUpperCase();
  if (clean.length !== LENGTH || [...clean].some((char) => !ALPHABET.includes(char))) return null;
  return clean;
}

/** The stored form of a normalized code. */
export function hashRecoveryCode(normalized: string): string {
  return createHmac("sha256", derivedKey("recovery-codes")).update(normalized).digest("hex");
}
