import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as every authenticator app
// computes them: HMAC-SHA-1, 6 digits, a 30-second step. Pure: no database, no secret storage
// (lib/auth/secret-box.ts seals the secret; lib/admins/two-factor-codes.ts checks codes for an
// account). The end-to-end tests import it to compute the codes a person would read off a phone.

const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift, typing time). */
const TOTP_WINDOW = 1;
/** RFC 4226 §4 recommends a 160-bit shared secret. */
const SECRET_BYTES = 20;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export interface TotpOptions {
  digits?: number;
  stepSeconds?: number;
  algorithm?: "sha1" | "sha256" | "sha512";
}

/** RFC 4648 base32 without padding, the form authenticator apps read. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31];
  return output;
}

/** Reads base32 (case, spaces and padding ignored); null when a character is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A fresh random shared secret, in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The time step a moment falls in (RFC 6238 §4: T = floor((now - T0) / X), T0 = 0). */
export function totpStep(timeMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(timeMs / 1000 / stepSeconds);
}

/** HOTP (RFC 4226 §5.3): HMAC of the 8-byte counter, dynamic truncation, the last `digits` digits. */
export function hotp(
  secret: Uint8Array,
  counter: number,
  { digits = TOTP_DIGITS, algorithm = "sha1" }: TotpOptions = {},
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The TOTP code of `secret` at `timeMs` (RFC 6238). */
export function totp(secret: Uint8Array, timeMs: number, options: TotpOptions = {}): string {
  return hotp(secret, totpStep(timeMs, options.stepSeconds), options);
}

/**
 * The step whose code `code` is, within ±TOTP_WINDOW steps of `timeMs`, or null. Every candidate is
 * compared in constant time. The caller refuses a step it has already accepted once (replay).
 */
export function matchTotpStep(secret: Uint8Array, code: string, timeMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const given = Buffer.from(code);
  const now = totpStep(timeMs);
  let matched: number | null = null;
  for (let offset = -TOTP_WINDOW; offset <= TOTP_WINDOW; offset++) {
    const candidate = Buffer.from(hotp(secret, now + offset));
    if (timingSafeEqual(candidate, given)) matched = now + offset;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps scan (Key Uri Format): issuer, account, secret, parameters. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, "%20")}`;
}
