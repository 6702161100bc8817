import "server-only";
import type {
  CitizenAdminDetail,
  CitizenAdminItem,
  CitizenAdminPage,
  CitizenFilters,
  CitizenListQuery,
} from "@/lib/citizens/admin-schema";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  cappedCount,
  keysetPage,
  searchedReader,
  sortKeySql,
  TEXT_KEY,
  type KeysetOrder,
  type KeysetRow,
} from "@/lib/lists/keyset";
import { containsFolded } from "@/lib/lists/folded-search";

// The office's reads of citizen accounts, each checking its permission itself (citizens.read; the
// export's batches citizens.export). Text search and the name order use two columns that
// PostgreSQL computes from the names, DPI and e-mail, unaccented and lower-case (search_text, on a
// trigram index, and sort_name); DPI and e-mail sort on indexes of their own. Every sort index
// ends with the id, so the list pages from a cursor (lib/lists/keyset.ts) and the export walks the
// rows the same way; the total is counted up to a cap.

const COLUMNS = Prisma.sql`c.id, c.primer_nombre, c.segundo_nombre, c.tercer_nombre, c.primer_apellido,
  c.segundo_apellido, c.dpi, c.correo, c.telefono, c.departamento, c.municipio, c.activo,
  c.deleted_at, c.created_at, c.updated_at`;

const ID = Prisma.sql`c.id`;
/** The sort keys, as their indexes spell them (migrations citizens_admin_sort, citizens_search_columns). */
const SORT_KEYS = {
  nombre: { sql: Prisma.sql`c.sort_name`, type: TEXT_KEY },
  dpi: { sql: Prisma.sql`coalesce(c.dpi, '')`, type: TEXT_KEY },
  correo: { sql: Prisma.sql`coalesce(c.correo, '')`, type: TEXT_KEY },
};

/** A row as the raw queries read it (timestamps still dates). */
export type CitizenRow = Omit<
  CitizenAdminItem,
  "nombre" | "anonimizado" | "created_at" | "updated_at" | "deleted_at"
> & { created_at: Date; updated_at: Date; deleted_at: Date | null };

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ");

/**
 * Deleted by its owner (docs/decisions/0008-product-gaps.md): the e-mail every live account has is gone with the rest of the
 * personal data, so the account stays deleted.
 */
export const anonymised = (row: { deleted_at: Date | null; correo: string | null }) =>
  row.deleted_at !== null && row.correo === null;

export function toAdminItem(row: CitizenRow): CitizenAdminItem {
  const surnames = joined(row.primer_apellido, row.segundo_apellido);
  const names = joined(row.primer_nombre, row.segundo_nombre, row.tercer_nombre);
  return {
    id: row.id,
    primer_nombre: row.primer_nombre,
    segundo_nombre: row.segundo_nombre,
    tercer_nombre: row.tercer_nombre,
    primer_apellido: row.primer_apellido,
    segundo_apellido: row.segundo_apellido,
    nombre: surnames ? `${surnames}, ${names}` : names,
    dpi: row.dpi,
    correo: row.correo,
    telefono: row.telefono,
    departamento: row.departamento,
    municipio: row.municipio,
    activo: row.activo,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    anonimizado: anonymised(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The WHERE of the list and the export, the search's words apart (see `rowsOf`). */
function filterConditions(filters: CitizenFilters): {
  base: Prisma.Sql;
  search: Prisma.Sql | null;
} {
  const conditions: Prisma.Sql[] = [];
  if (filters.eliminados === "solo") conditions.push(Prisma.sql`c.deleted_at IS NOT NULL`);
  else if (filters.eliminados !== "incluir") conditions.push(Prisma.sql`c.deleted_at IS NULL`);
  if (filters.activo !== undefined) conditions.push(Prisma.sql`c.activo = ${filters.activo}`);
  if (filters.departamento) conditions.push(Prisma.sql`c.departamento = ${filters.departamento}`);
  if (filters.municipio) conditions.push(Prisma.sql`c.municipio = ${filters.municipio}`);
  return { base: allOf(conditions), search: searchConditions(filters.q) };
}

/**
 * Every word of `q` must appear somewhere (any order). A word of three letters or more can be
 * looked up in the trigram index; a shorter one has no trigram.
 */
function searchConditions(q: string | undefined): Prisma.Sql | null {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
  if (!words.length) return null;
  return allOf(
    words.map((word) =>
      word.length < 3
        ? Prisma.sql`strpos(c.search_text, public.citizen_search_text(${word})) > 0`
        : containsFolded(Prisma.sql`c.search_text`, word),
    ),
  );
}

const allOf = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;

/** The list's order: by a sort key and the id, or newest first (by id). */
function orderOf(filters: CitizenFilters): KeysetOrder {
  return filters.orderBy
    ? { key: SORT_KEYS[filters.orderBy], id: ID, desc: filters.dir === "desc" }
    : { id: ID, desc: true };
}

/** The accounts matching `filters`: their WHERE, order, and a reader of their rows in that order. */
function rowsOf(filters: CitizenFilters) {
  const { base, search } = filterConditions(filters);
  const order = orderOf(filters);
  return {
    order,
    where: search ? Prisma.sql`${base} AND ${search}` : base,
    read: searchedReader<CitizenRow & KeysetRow>({
      table: Prisma.sql`citizens`,
      alias: Prisma.sql`c`,
      columns: Prisma.sql`${COLUMNS}, ${sortKeySql(order)} AS sort_key`,
      filters: base,
      search,
    }),
  };
}

/**
 * GET /api/admin/users: one page of the matching accounts and how many match (up to the cap: then
 * `totalCapped`), with the cursors of the next and previous pages.
 */
export async function listCitizens(
  actor: Actor | null,
  query: CitizenListQuery,
): Promise<CitizenAdminPage> {
  requirePermission(actor, "citizens.read");
  const { order, where, read } = rowsOf(query);
  const [{ rows, next, prev }, { total, capped }] = await Promise.all([
    keysetPage(read, order, query),
    cappedCount(Prisma.sql`citizens c WHERE ${where}`),
  ]);
  return {
    items: rows.map(toAdminItem),
    meta: {
      total,
      pages: Math.max(1, Math.ceil(total / query.pageSize)),
      page: query.page,
      pageSize: query.pageSize,
      ...(capped && { totalCapped: true }),
      next,
      prev,
    },
  };
}

/**
 * Every account matching `filters`, in the list's order, `batchSize` rows at a time: each batch
 * starts after the last row seen (keyset), so no batch costs more than the first and no more than
 * one batch is in memory.
 */
export async function* citizenBatches(
  actor: Actor | null,
  filters: CitizenFilters,
  batchSize: number,
): AsyncGenerator<CitizenRow[]> {
  requirePermission(actor, "citizens.export");
  const { order, read } = rowsOf(filters);
  let cursor: string | undefined;
  do {
    const batch = await keysetPage(read, order, { page: 1, pageSize: batchSize, cursor });
    if (batch.rows.length) yield batch.rows;
    cursor = batch.next;
  } while (cursor);
}

/** One account with its latest gestiones (100 at most) and how many it has; null if unknown. */
export async function getCitizenDetail(
  actor: Actor | null,
  id: number,
): Promise<CitizenAdminDetail | null> {
  requirePermission(actor, "citizens.read");
  const [rows, gestiones, total] = await Promise.all([
    db().$queryRaw<CitizenRow[]>`SELECT ${COLUMNS} FROM citizens c WHERE c.id = ${id}`,
    db().gestion.findMany({
      where: { citizen_id: id },
      orderBy: [{ created_at: "desc" }, { id: "desc" }],
      take: 100,
      select: {
        id: true,
        folio: true,
        titulo: true,
        status: true,
        created_at: true,
        categoria: { select: { nombre: true } },
      },
    }),
    db().gestion.count({ where: { citizen_id: id } }),
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    ...toAdminItem(row),
    gestiones: gestiones.map(({ categoria, created_at, ...gestion }) => ({
      ...gestion,
      categoria: categoria.nombre,
      created_at: created_at.toISOString(),
    })),
    total_gestiones: total,
  };
}

/** One account as a list row; null if unknown. */
export async function getCitizenItem(
  actor: Actor | null,
  id: number,
): Promise<CitizenAdminItem | null> {
  requirePermission(actor, "citizens.read");
  const rows = await db().$queryRaw<
    CitizenRow[]
  >`SELECT ${COLUMNS} FROM citizens c WHERE c.id = ${id}`;
  return rows[0] ? toAdminItem(rows[0]) : null;
}
