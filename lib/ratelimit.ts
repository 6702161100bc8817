import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * Counts a hit of `key` in `bucket` and refuses (429) past `limit` hits within `windowMs`. The
 * counters live in PostgreSQL so that every server instance shares them.
 */
export async function rateLimit(
  bucket: string,
  key: string,
  { limit, windowMs, message }: { limit: number; windowMs: number; message?: string },
): Promise<void> {
  const since = new Date(Date.now() - windowMs);
  const allowed = await db().$transaction(async (tx) => {
    await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`;
    const count = await tx.rateLimitHit.count({ where: { bucket, key, created_at: { gte: since } } });
    if (count >= limit) return false;
    await tx.rateLimitHit.create({ data: { bucket, key } });
    return true;
  });
  if (!allowed) throw new AppError("RATE_LIMITED", message);
}
