import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { isOfficeAddress } from "@/lib/security/office-networks";

interface Budget {
  limit: number;
  windowMs: number;
}

/**
 * Counts a hit of `key` in `bucket` unless `limit` hits were already counted within `windowMs`;
 * answers how many came before it, or null when it was not counted. The counters live in
 * PostgreSQL so that every server instance shares them. Inside a caller's transaction (`tx`) the
 * hit is counted only if that transaction commits, and the key's other hits wait for it.
 */
async function countHit(
  bucket: string,
  key: string,
  { limit, windowMs }: Budget,
  tx?: Tx,
): Promise<number | null> {
  const since = new Date(Date.now() - windowMs);
  // One statement (the migration's rate_limit_hit): the key's lock, its count and the hit.
  const [row] = await (tx ?? db()).$queryRaw<{ hits: number | null }[]>`
    SELECT rate_limit_hit(${bucket}, ${key}, ${limit}::int, ${since}::timestamptz) AS hits`;
  return row?.hits ?? null;
}

/** Counts a hit of `key` in `bucket` unless `limit` were counted within `windowMs`; answers whether it was. */
export async function withinBudget(
  bucket: string,
  key: string,
  budget: Budget,
  tx?: Tx,
): Promise<boolean> {
  return (await countHit(bucket, key, budget, tx)) !== null;
}

/** Counts a hit of `key` in `bucket` and refuses (429) past `limit` hits within `windowMs`. */
export async function rateLimit(
  bucket: string,
  key: string,
  { message, ...budget }: Budget & { message?: string },
): Promise<void> {
  if (!(await withinBudget(bucket, key, budget))) throw new AppError("RATE_LIMITED", message);
}

/**
 * A per-address limit (`ip` as lib/security/client-address.ts gives it; unknown addresses share one
 * budget): none for the office's own networks (OFFICE_NETWORKS).
 */
export async function rateLimitAddress(
  bucket: string,
  ip: string | null | undefined,
  limits: Budget & { message?: string },
): Promise<void> {
  if (isOfficeAddress(ip)) return;
  await rateLimit(bucket, ip ?? "desconocida", limits);
}

/**
 * A per-address pace: past `free` hits within `windowMs` each further one waits `stepMs` more
 * than the one before (`maxDelayMs` at most), and past `limit` it is refused (429). Many honest
 * people can share an address, so the pace lets a busy day through and makes a script crawl.
 * None for the office's own networks.
 */
export async function paceAddress(
  bucket: string,
  ip: string | null | undefined,
  pace: Budget & { free: number; stepMs: number; maxDelayMs: number; message?: string },
): Promise<void> {
  if (isOfficeAddress(ip)) return;
  const earlier = await countHit(bucket, ip ?? "desconocida", pace);
  if (earlier === null) throw new AppError("RATE_LIMITED", pace.message);
  const wait = paceDelayMs(earlier, pace);
  if (wait > 0) await sleep(wait);
}

/** The wait of a hit with `earlier` hits before it in the window (paceAddress). */
export function paceDelayMs(
  earlier: number,
  { free, stepMs, maxDelayMs }: { free: number; stepMs: number; maxDelayMs: number },
): number {
  return earlier < free ? 0 : Math.min(stepMs * (earlier - free + 1), maxDelayMs);
}

/**
 * Counts a hit of `key` in each window of `bucket` (a short one against bursts, a long one against
 * a steady script) and refuses (429) with `message` past any of them; in `tx`, as withinBudget.
 */
export async function rateLimitWindows(
  bucket: string,
  key: string,
  windows: readonly Budget[],
  message: string,
  tx?: Tx,
): Promise<void> {
  for (const window of windows) {
    if (!(await withinBudget(`${bucket}/${window.windowMs}`, key, window, tx))) {
      throw new AppError("RATE_LIMITED", message);
    }
  }
}
