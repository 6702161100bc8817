import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { rateLimitWindows } from "@/lib/security/rate-limit";

// What the platform sends to an address nobody has proven to own — the contact form's
// acknowledgement, an invitation to register, a link to claim a gestión, a link to confirm an
// address — is limited per address, whoever asks for it: a stranger who types someone else's
// address cannot make the office mail that person over and over. Those messages quote nothing
// the sender typed, either.

const HOUR = 60 * 60_000;
const WINDOWS = [
  { limit: 3, windowMs: HOUR },
  { limit: 10, windowMs: 24 * HOUR },
] as const;

const RECIPIENT_LIMIT_MESSAGE =
  "Ya se enviaron varios correos a esa dirección. Intenta de nuevo más tarde.";

/** Counts a message to `address` and refuses (429) past 3 an hour or 10 a day; in `tx`, counted only if it commits. */
export async function limitUnconfirmedRecipient(address: string, tx?: Tx): Promise<void> {
  await rateLimitWindows(
    "unconfirmed-recipient",
    address.trim().toLowerCase(),
    WINDOWS,
    RECIPIENT_LIMIT_MESSAGE,
    tx,
  );
}

/** As limitUnconfirmedRecipient, answering whether the message may go instead of refusing. */
export async function mayMailUnconfirmed(address: string, tx?: Tx): Promise<boolean> {
  try {
    await limitUnconfirmedRecipient(address, tx);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") return false;
    throw error;
  }
}
