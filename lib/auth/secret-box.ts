import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "@/lib/auth/keys";

// AES-256-GCM sealing of small secrets stored in the database (the administrators' TOTP secrets,
// the links of e-mails waiting in the outbox), under a key derived from AUTH_SECRET: a copy of the
// database alone reveals none of them.

const VERSION = "v1";
const key = () => derivedKey("sealed-secrets");
const IV_BYTES = 12;

/** Seals `plain` for storage: "v1.iv.ciphertext.tag" in base64url, authenticated with `context`. */
export function sealSecret(plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/**
 * Opens a value sealed by sealSecret with the same `context`; null when it was altered, sealed for
 * another context, or sealed under another AUTH_SECRET.
 */
export function openSecret(sealed: string, context: string): string | null {
  const [version, iv, data, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(data, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
