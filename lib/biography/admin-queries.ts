import "server-only";
import {
  blockOrder,
  detailSelect,
  summarySelect,
  textSelect,
  toDetail,
  toSummary,
} from "@/lib/biography/mappers";
import type {
  BiographyDetail,
  BiographyDraft,
  BiographyVersionSummary,
} from "@/lib/biography/schema";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";

// The office's reads of the biography versions; each checks `biography.write` itself.
const PERMISSION = "biography.write";

/** Every version, newest first (`{ items, total, page, pageSize }`). */
export async function listBiographyVersions(
  actor: Actor | null,
  { page = 1, pageSize = 50 }: { page?: number; pageSize?: number } = {},
): Promise<{
  items: BiographyVersionSummary[];
  total: number;
  page: number;
  pageSize: number;
}> {
  requirePermission(actor, PERMISSION);
  const [rows, total] = await Promise.all([
    db().biographyVersion.findMany({
      select: summarySelect,
      orderBy: { version: "desc" },
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db().biographyVersion.count(),
  ]);
  return { items: rows.map(toSummary), total, page, pageSize };
}

/** One version with its images and blocks, or null. */
export async function getBiographyVersion(
  actor: Actor | null,
  id: number,
): Promise<BiographyDetail | null> {
  requirePermission(actor, PERMISSION);
  const row = await db().biographyVersion.findUnique({ where: { id }, select: detailSelect });
  return row ? toDetail(row) : null;
}

/**
 * The active version's text and blocks for the creation form, or null when there is no version;
 * read uncached, so the form starts from what is stored now.
 */
export async function getBiographyDraft(actor: Actor | null): Promise<BiographyDraft | null> {
  requirePermission(actor, PERMISSION);
  return db().biographyVersion.findFirst({
    where: { es_activa: true },
    select: {
      version: true,
      ...textSelect,
      bloques: { select: { titulo: true, contenido: true }, orderBy: blockOrder },
    },
  });
}
