import "server-only";
import type { AuditAction } from "@/lib/audit/labels";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import type { Tx } from "@/lib/db";
import { found } from "@/lib/errors/app-error";
import { discardStoredFiles, type FileRef } from "@/lib/storage/cleanup";
import { VALUES_MESSAGES } from "@/lib/values/schema";

// How the values area changes, shared by its texts' service and its media's: one transaction with
// its audit entry, then the public pages expire; the files of deleted rows go once it is committed.

export type Audit = {
  actor: Actor;
  action: AuditAction;
  entity: string;
  entityId: number;
  details?: Record<string, string | number | null>;
};

/** One change of the values area: written with its audit entry, then the public pages expire. */
export function change<T>(work: (tx: Tx) => Promise<T>, audit: (result: T) => Audit): Promise<T> {
  return commitChange(TAGS.values, work, audit);
}

export async function requireCompromiso(tx: Tx, id: number): Promise<void> {
  found(
    await tx.compromiso.findUnique({ where: { id }, select: { id: true } }),
    VALUES_MESSAGES.compromisoNotFound,
  );
}

/** The columns of an image or visual element that point at its file. */
export const fileColumns = { url: true, public_id: true } as const;
export const imagesOf = { images: { select: fileColumns } } as const;
export const refsOf = (rows: { url: string; public_id: string | null }[]): FileRef[] =>
  rows.flatMap((row) => [row.url, row.public_id]);

/**
 * A deletion that lets files go: `work` deletes rows in the change's transaction and answers the
 * references they held; once committed, the files nobody else uses are discarded.
 */
export async function changeDroppingFiles(
  work: (tx: Tx) => Promise<FileRef[]>,
  audit: () => Audit,
): Promise<void> {
  await discardStoredFiles(await change(work, audit));
}

/** Only the keys that were sent (an update leaves the others alone). */
export const sent = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
