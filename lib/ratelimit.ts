import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * Counts a hit of `key` in `bucket` unless `limit` hits were already counted within `windowMs`;
 * answers whether this one was. The counters live in PostgreSQL so that every server instance
 * shares them.
 */
export async function withinBudget(
  bucket: string,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`;
    const count = await tx.rateLimitHit.count({ where: { bucket, key, created_at: { gte: since } } });
    if (count >= limit) return false;
    await tx.rateLimitHit.create({ data: { bucket, key } });
    return true;
  });
}

/** Counts a hit of `key` in `bucket` and refuses (429) past `limit` hits within `windowMs`. */
export async function rateLimit(
  bucket: string,
  key: string,
  { limit, windowMs, message }: { limit: number; windowMs: number; message?: string },
): Promise<void> {
  if (!(await withinBudget(bucket, key, { limit, windowMs }))) {
    throw new AppError("RATE_LIMITED", message);
  }
}
