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

// The office's reads of citizen accounts, each checking its permission itself (citizens.read; the
// export's batches citizens.export). Text search and the name order use two columns that
// PostgreSQL computes from the names, DPI and e-mail, unaccented and lower-case (search_text, on a
// trigram index, and sort_name); DPI and e-mail sort on indexes of their own. Every sort index
// ends with the id, so the list pages with OFFSET and the export walks the rows with a keyset.

const COLUMNS = Prisma.sql`c.id, c.primer_nombre, c.segundo_nombre, c.tercer_nombre, c.primer_apellido,
  c.segundo_apellido, c.dpi, c.correo, c.telefono, c.departamento, c.municipio, c.activo,
  c.deleted_at, c.created_at, c.updated_at`;

/** The sort keys, as their indexes spell them (migrations citizens_admin_sort, citizens_search_columns). */
const SORT_KEYS = {
  nombre: Prisma.sql`c.sort_name`,
  dpi: Prisma.sql`coalesce(c.dpi, '')`,
  correo: Prisma.sql`coalesce(c.correo, '')`,
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

/** LIKE's wildcards typed by the user match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** The WHERE of the list and the export: every word of `q` must appear somewhere (any order). */
function filterConditions(filters: CitizenFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filters.eliminados === "solo") conditions.push(Prisma.sql`c.deleted_at IS NOT NULL`);
  else if (filters.eliminados !== "incluir") conditions.push(Prisma.sql`c.deleted_at IS NULL`);
  if (filters.activo !== undefined) conditions.push(Prisma.sql`c.activo = ${filters.activo}`);
  if (filters.departamento) conditions.push(Prisma.sql`c.departamento = ${filters.departamento}`);
  if (filters.municipio) conditions.push(Prisma.sql`c.municipio = ${filters.municipio}`);
  const words = (filters.q ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
  for (const word of words) {
    conditions.push(
      Prisma.sql`c.search_text LIKE '%' || public.citizen_search_text(${literal(word)}) || '%'`,
    );
  }
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

/** The sort key (null: newest first, by id) and its direction. */
function sortOf(filters: CitizenFilters): { key: Prisma.Sql | null; desc: boolean } {
  return filters.orderBy
    ? { key: SORT_KEYS[filters.orderBy], desc: filters.dir === "desc" }
    : { key: null, desc: true };
}

function orderBy({ key, desc }: ReturnType<typeof sortOf>): Prisma.Sql {
  const dir = desc ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  return key ? Prisma.sql`${key} ${dir}, c.id ${dir}` : Prisma.sql`c.id ${dir}`;
}

/**
 * One page of the accounts matching `query`, read in the order of its sort index, and how many
 * match, counted beside it. A text search filters on the stored search_text: narrow searches use
 * its trigram index, broad ones are cheap to test row by row while the sort index is walked.
 */
async function pageOf(query: CitizenListQuery): Promise<{ rows: CitizenRow[]; total: number }> {
  const where = filterConditions(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, counted] = await Promise.all([
    db().$queryRaw<CitizenRow[]>`SELECT ${COLUMNS} FROM citizens c WHERE ${where}
      ORDER BY ${orderBy(sortOf(query))} LIMIT ${query.pageSize} OFFSET ${offset}`,
    db().$queryRaw<
      { total: number }[]
    >`SELECT count(*)::int AS total FROM citizens c WHERE ${where}`,
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** GET /api/admin/users: one page of the matching accounts and how many match. */
export async function listCitizens(
  actor: Actor | null,
  query: CitizenListQuery,
): Promise<CitizenAdminPage> {
  requirePermission(actor, "citizens.read");
  const { rows, total } = await pageOf(query);
  return {
    items: rows.map(toAdminItem),
    meta: {
      total,
      pages: Math.max(1, Math.ceil(total / query.pageSize)),
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}

/**
 * Every account matching `filters`, in the list's order, `batchSize` rows at a time: each batch
 * starts after the last key seen (keyset), so no batch costs more than the first and no more than
 * one batch is in memory.
 */
export async function* citizenBatches(
  actor: Actor | null,
  filters: CitizenFilters,
  batchSize: number,
): AsyncGenerator<CitizenRow[]> {
  requirePermission(actor, "citizens.export");
  const sort = sortOf(filters);
  const where = filterConditions(filters);
  const after = sort.desc ? Prisma.sql`<` : Prisma.sql`>`;
  let last: { sort_key: string | null; id: number } | null = null;
  for (;;) {
    let seek = Prisma.empty;
    if (last && sort.key) {
      seek = Prisma.sql`AND (${sort.key}, c.id) ${after} (${last.sort_key}, ${last.id})`;
    } else if (last) seek = Prisma.sql`AND c.id ${after} ${last.id}`;
    const rows = await db().$queryRaw<(CitizenRow & { sort_key: string | null })[]>`
      SELECT ${COLUMNS}, ${sort.key ?? Prisma.sql`NULL::text`} AS sort_key FROM citizens c
      WHERE ${where} ${seek}
      ORDER BY ${orderBy(sort)} LIMIT ${batchSize}`;
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const { sort_key, id } = rows.at(-1)!;
    last = { sort_key, id };
  }
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
