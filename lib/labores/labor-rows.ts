import "server-only";
import type { db, Tx } from "@/lib/db";
import { found } from "@/lib/errors/app-error";
import { LABOR_MESSAGES } from "@/lib/labores/schema";
import type { FileRef } from "@/lib/storage/cleanup";

// What the labor writes and the media writes both look up: the labor itself, and the columns of a
// medium that point at a stored file (to discard once the row is gone).

/** The labor, or the spec's 404. */
export async function requireLabor(
  tx: Tx | ReturnType<typeof db>,
  id: number,
): Promise<{ id: number; titulo: string }> {
  return found(
    await tx.labor.findUnique({ where: { id }, select: { id: true, titulo: true } }),
    LABOR_MESSAGES.notFound,
  );
}

/** The columns of a medium that can point at a stored file. */
export const mediaFileColumns = {
  url: true,
  secure_url: true,
  thumbnail_url: true,
  public_id: true,
} as const;

export const mediaRefs = (media: Record<keyof typeof mediaFileColumns, FileRef>): FileRef[] => [
  media.url,
  media.secure_url,
  media.thumbnail_url,
  media.public_id,
];
