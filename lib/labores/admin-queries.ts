import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { detailSelect, mediaSelect, toDetail, toMediaItem } from "@/lib/labores/mappers";
import { searchLabores } from "@/lib/labores/search";
import {
  sortLaborMedia,
  type LaborDetail,
  type LaborListFilters,
  type LaborMediaItem,
  type LaborPage,
} from "@/lib/labores/schema";

// The office's reads of labores, in any state; each checks `labores.write` itself.
const PERMISSION = "labores.write";

/** The administration list: every state, newest created first, with filters and paging. */
export async function listAdminLabores(
  actor: Actor | null,
  filters: LaborListFilters,
): Promise<LaborPage> {
  requirePermission(actor, PERMISSION);
  return searchLabores(filters, "creada");
}

/** The labor categories for the editor's select, by name. */
export async function listLaborCategories(
  actor: Actor | null,
): Promise<{ id: number; nombre: string }[]> {
  requirePermission(actor, PERMISSION);
  return db().laborCategory.findMany({
    select: { id: true, nombre: true },
    orderBy: { nombre: "asc" },
  });
}

/** One labor (any state) with its description, or null. */
export async function getAdminLabor(actor: Actor | null, id: number): Promise<LaborDetail | null> {
  requirePermission(actor, PERMISSION);
  const row = await db().labor.findUnique({ where: { id }, select: detailSelect });
  return row ? toDetail(row) : null;
}

/** A labor's media in display order (cover, orden, id); null when the labor does not exist. */
export async function listLaborMedia(
  actor: Actor | null,
  laborId: number,
): Promise<LaborMediaItem[] | null> {
  requirePermission(actor, PERMISSION);
  const labor = await db().labor.findUnique({
    where: { id: laborId },
    select: { media: { select: mediaSelect } },
  });
  return labor ? sortLaborMedia(labor.media.map(toMediaItem)) : null;
}
