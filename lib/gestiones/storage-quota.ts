import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import {
  CITIZEN_STORAGE_FULL,
  CITIZEN_STORAGE_QUOTA_BYTES,
  MESSAGE_FORM_MAX_BYTES,
} from "@/lib/gestiones/limits";
import { MESSAGE_FORM_LIMITS } from "@/lib/gestiones/message-form";
import type { MultipartLimits } from "@/lib/http/multipart";
import type { SavedFile } from "@/lib/storage/service";

// Each citizen may keep CITIZEN_STORAGE_QUOTA_BYTES of files attached to their own messages; a
// request past it is refused with 413, like any other upload too large for where it goes.

/** Room for a message's text fields and the multipart framing around its files. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

async function storageUsed(citizenId: number, client: Tx = db()): Promise<number> {
  const sum = await client.gestionAttachment.aggregate({
    _sum: { size_bytes: true },
    where: { message: { author_type: "citizen", author_citizen_id: citizenId } },
  });
  return sum._sum.size_bytes ?? 0;
}

/**
 * The limits a citizen's next message is read with: the message's own, or less when the citizen's
 * remaining quota is smaller (then a larger request is refused with the quota's text, unread).
 */
export async function attachmentLimitsFor(citizenId: number): Promise<MultipartLimits> {
  const room = CITIZEN_STORAGE_QUOTA_BYTES - (await storageUsed(citizenId)) + FORM_OVERHEAD_BYTES;
  return room >= MESSAGE_FORM_MAX_BYTES
    ? MESSAGE_FORM_LIMITS
    : { ...MESSAGE_FORM_LIMITS, maxBytes: room, tooLargeMessage: CITIZEN_STORAGE_FULL };
}

/**
 * Inside the transaction recording a message: refuses (413) files that would take the citizen
 * past the quota. Concurrent messages of one citizen wait for each other here, so two of them
 * cannot both fit into the same remaining room.
 */
export async function withinStorageQuota(
  tx: Tx,
  citizenId: number,
  saved: SavedFile[],
): Promise<void> {
  if (saved.length === 0) return;
  await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`storage-quota:${citizenId}`}))`;
  const adding = saved.reduce((total, file) => total + file.size_bytes, 0);
  if ((await storageUsed(citizenId, tx)) + adding > CITIZEN_STORAGE_QUOTA_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", CITIZEN_STORAGE_FULL);
  }
}
