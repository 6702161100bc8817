import "server-only";
import {
  blockOrder,
  detailSelect,
  summarySelect,
  textSelect,
  toDetail,
  toSummary,
} from "@/lib/biography/dto";
import type {
  BiographyDetail,
  BiographyDraft,
  BiographyVersionSummary,
} from "@/lib/biography/schema";
import { db } from "@/lib/db";

/** Every version, newest first (`{ items, total, page, pageSize }`). */
export async function listBiographyVersions({
  page = 1,
  pageSize = 50,
}: { page?: number; pageSize?: number } = {}): Promise<{
  items: BiographyVersionSummary[];
  total: number;
  page: number;
  pageSize: number;
}> {
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
export async function getBiographyVersion(id: number): Promise<BiographyDetail | null> {
  const row = await db().biographyVersion.findUnique({ where: { id }, select: detailSelect });
  return row ? toDetail(row) : null;
}

/**
 * The active version's text and blocks for the creation form, or null when there is no version;
 * read uncached, so the form starts from what is stored now.
 */
export async function getBiographyDraft(): Promise<BiographyDraft | null> {
  return db().biographyVersion.findFirst({
    where: { es_activa: true },
    select: {
      version: true,
      ...textSelect,
      bloques: { select: { titulo: true, contenido: true }, orderBy: blockOrder },
    },
  });
}
