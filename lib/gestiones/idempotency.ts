import "server-only";
import { createHash } from "node:crypto";
import { db, isUniqueViolation, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

export const IDEMPOTENCY_KEY_REUSED =
  "Esta clave Idempotency-Key ya se usó con otros datos. Usa una clave nueva para un envío distinto.";

/** JSON with the keys of every object sorted, so equal values give equal text whatever the order. */
function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return createHash("sha256").update(value).digest("hex");
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** What identifies a request's content (file bytes by their digest): SHA-256, hex. */
export function requestHash(value: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex");
}

/** Whose keys they are: a citizen's own requests, or an administrator's at the office's desk. */
export type KeyOwner = { citizenId: number } | { adminId: number };

function ownerColumns(owner: KeyOwner) {
  return "citizenId" in owner
    ? { citizen_id: owner.citizenId, admin_id: null }
    : { citizen_id: null, admin_id: owner.adminId };
}

function ownerKey(owner: KeyOwner, scope: string, key: string) {
  return "citizenId" in owner
    ? { citizen_id_scope_key: { citizen_id: owner.citizenId, scope, key } }
    : { admin_id_scope_key: { admin_id: owner.adminId, scope, key } };
}

/**
 * Honours an Idempotency-Key: `work` runs the creating transaction and calls `claim(tx)` inside it,
 * which records the key (unique per owner, scope and key) with the request's hash and gives back
 * `settle(resourceId)`. A key already used with the same request answers `replay` of the first
 * result, with another request 422; a concurrent request with the same key waits on the unique
 * index, fails, and is answered the same way.
 */
export async function onceFor<T extends { id: number }>(
  owner: KeyOwner,
  scope: string,
  idempotency: { key?: string; hash: string },
  work: (claim: (tx: Tx) => Promise<(resourceId: number) => Promise<void>>) => Promise<T>,
  replay: (resourceId: number) => Promise<T>,
): Promise<T> {
  const { key, hash } = idempotency;
  if (!key) return work(async () => async () => undefined);
  const used = async () => {
    const row = await db().idempotencyKey.findUnique({
      where: ownerKey(owner, scope, key),
      select: { resource_id: true, request_hash: true },
    });
    // Keys recorded before hashes were kept match any request.
    if (row?.request_hash && row.request_hash !== hash) {
      throw new AppError("VALIDATION", IDEMPOTENCY_KEY_REUSED);
    }
    return row;
  };
  const earlier = await used();
  if (earlier?.resource_id) return replay(earlier.resource_id);
  try {
    return await work(async (tx) => {
      const row = await tx.idempotencyKey.create({
        data: { ...ownerColumns(owner), scope, key, request_hash: hash },
        select: { id: true },
      });
      return async (resourceId) => {
        await tx.idempotencyKey.update({
          where: { id: row.id },
          data: { resource_id: resourceId },
        });
      };
    });
  } catch (error) {
    // A concurrent request with the same key committed first: answer what it created.
    if (!isUniqueViolation(error)) throw error;
    const first = await used();
    if (!first?.resource_id) throw error;
    return replay(first.resource_id);
  }
}
