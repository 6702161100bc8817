import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

interface Window {
  limit: number;
  windowMs: number;
}

/**
 * Counts a hit of `key` in `bucket` unless `limit` hits were already counted within `windowMs`;
 * answers whether this one was. The counters live in PostgreSQL so that every server instance
 * shares them. Inside a caller's transaction (`tx`) the hit is counted only if that transaction
 * commits, and the key's other hits wait for it.
 */
export async function withinBudget(
  bucket: string,
  key: string,
  { limit, windowMs }: Window,
  tx?: Tx,
): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  const count = async (client: Tx) => {
    await client.$executeRaw`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`;
    const hits = await client.rateLimitHit.count({
      where: { bucket, key, created_at: { gte: since } },
    });
    if (hits >= limit) return false;
    await client.rateLimitHit.create({ data: { bucket, key } });
    return true;
  };
  return tx ? count(tx) : db().$transaction(count);
}

/** Counts a hit of `key` in `bucket` and refuses (429) past `limit` hits within `windowMs`. */
export async function rateLimit(
  bucket: string,
  key: string,
  { limit, windowMs, message }: Window & { message?: string },
): Promise<void> {
  if (!(await withinBudget(bucket, key, { limit, windowMs }))) {
    throw new AppError("RATE_LIMITED", message);
  }
}

/**
 * Counts a hit of `key` in each window of `bucket` (a short one against bursts, a long one against
 * a steady script) and refuses (429) with `message` past any of them; in `tx`, as withinBudget.
 */
export async function rateLimitWindows(
  bucket: string,
  key: string,
  windows: readonly Window[],
  message: string,
  tx?: Tx,
): Promise<void> {
  for (const window of windows) {
    if (!(await withinBudget(`${bucket}/${window.windowMs}`, key, window, tx))) {
      throw new AppError("RATE_LIMITED", message);
    }
  }
}
