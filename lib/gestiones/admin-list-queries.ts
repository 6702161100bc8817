import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  cappedCount,
  keysetPage,
  searchedReader,
  sortKeySql,
  TIMESTAMP_KEY,
  type KeysetOrder,
  type KeysetRow,
} from "@/lib/lists/keyset";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { listSelect, toListItem } from "@/lib/gestiones/mappers";
import type { AdminGestionItem, AdminGestionPage } from "@/lib/gestiones/dto";
import { channelLabel } from "@/lib/gestiones/origin-channels";
import { type AdminListQuery } from "@/lib/gestiones/schema";
import { CLOCK_RUNNING_STATUSES } from "@/lib/gestiones/sla";
import { NO_ACCOUNT } from "@/lib/gestiones/unclaimed";
import { containsFolded } from "@/lib/lists/folded-search";

// The office's list of gestiones, paged in the database: one query for the page's ids (from a
// cursor past the first page, lib/lists/keyset.ts), one for the total (counted up to a cap), one for
// their rows. It checks its permission itself.

const READ = "gestiones.read";

/** What a row of the list reads; the detail reads it too, with more. */
export const adminListSelect = {
  ...listSelect,
  canal_origen: true,
  citizen: {
    select: {
      primer_nombre: true,
      segundo_nombre: true,
      primer_apellido: true,
      segundo_apellido: true,
      correo: true,
      telefono: true,
    },
  },
  assignedAdmin: { select: { id: true, nombre1: true, apellido1: true } },
} satisfies Prisma.GestionSelect;
type AdminListRow = Prisma.GestionGetPayload<{ select: typeof adminListSelect }>;

const fullName = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ");

export function toAdminItem(row: AdminListRow, now: Date): AdminGestionItem {
  const { citizen, assignedAdmin } = row;
  return {
    ...toListItem(row, now),
    canal: channelLabel(row.canal_origen),
    ciudadano_nombre: citizen
      ? fullName(
          citizen.primer_nombre,
          citizen.segundo_nombre,
          citizen.primer_apellido,
          citizen.segundo_apellido,
        )
      : NO_ACCOUNT,
    ciudadano_email: citizen?.correo ?? null,
    ciudadano_tel: citizen?.telefono ?? null,
    asignado: assignedAdmin
      ? { id: assignedAdmin.id, nombre: `${assignedAdmin.nombre1} ${assignedAdmin.apellido1}` }
      : null,
  };
}

/**
 * The statuses whose clock runs, as SQL literals: a parameter would keep PostgreSQL from using the
 * running cases' index of the due order (migration gestiones_search_text), whose predicate they are.
 */
const RUNNING_STATUSES = Prisma.raw(
  CLOCK_RUNNING_STATUSES.map((status) => `'${status}'`).join(", "),
);

/**
 * The WHERE of the office's list, its text search apart: text matches folio or title, or the
 * citizen's names, DPI, e-mail.
 */
function listConditions(
  query: AdminListQuery,
  adminId: number,
  now: Date,
): { filters: Prisma.Sql; search: Prisma.Sql | null } {
  const conditions: Prisma.Sql[] = [];
  if (query.estado) conditions.push(Prisma.sql`g.status = ${query.estado}::"GestionStatus"`);
  if (query.categoria_id) conditions.push(Prisma.sql`g.categoria_id = ${query.categoria_id}`);
  if (query.template_id) conditions.push(Prisma.sql`g.template_id = ${query.template_id}`);
  if (query.canal) conditions.push(Prisma.sql`g.canal_origen = ${query.canal}`);
  if (query.asignado === "none") conditions.push(Prisma.sql`g.assigned_admin_id IS NULL`);
  else if (query.asignado !== undefined) {
    conditions.push(
      Prisma.sql`g.assigned_admin_id = ${query.asignado === "me" ? adminId : query.asignado}`,
    );
  }
  if (query.vencidas) {
    conditions.push(Prisma.sql`g.sla_due_at < ${now} AND g.status IN (${RUNNING_STATUSES})`);
  }
  const filters = conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
  return { filters, search: query.q ? containsFolded(Prisma.sql`g.search_text`, query.q) : null };
}

/**
 * The office list's orders, as their indexes spell them: latest activity first, or the nearest
 * response date first with the gestiones that have none last (their coalesce is the index's).
 */
const ORDERS: Record<AdminListQuery["orden"], KeysetOrder> = {
  last_activity: {
    key: { sql: Prisma.sql`g.last_activity_at`, type: TIMESTAMP_KEY },
    id: Prisma.sql`g.id`,
    desc: true,
  },
  due: {
    key: { sql: Prisma.sql`coalesce(g.sla_due_at, 'infinity'::timestamptz)`, type: TIMESTAMP_KEY },
    id: Prisma.sql`g.id`,
    desc: false,
  },
};

/** GET /api/portal/admin/gestiones: filters of product.md §B.7 and the office's own, sorted and paged. */
export async function listGestiones(
  actor: Actor | null,
  query: AdminListQuery,
): Promise<AdminGestionPage> {
  const admin = requirePermission(actor, READ);
  const now = new Date();
  const { filters, search } = listConditions(query, admin.id, now);
  const order = ORDERS[query.orden];
  // The page's ids walk an index in list order; the total is counted apart (a window count would
  // read and sort every matching row before the LIMIT).
  const read = searchedReader<KeysetRow>({
    table: Prisma.sql`gestiones`,
    alias: Prisma.sql`g`,
    columns: Prisma.sql`g.id, ${sortKeySql(order)} AS sort_key`,
    filters,
    search,
  });
  const where = search ? Prisma.sql`${filters} AND ${search}` : filters;
  const [{ rows, next, prev }, { total, capped }] = await Promise.all([
    keysetPage(read, order, query),
    cappedCount(Prisma.sql`gestiones g WHERE ${where}`),
  ]);
  const ids = rows.map((row) => row.id);
  const found = await db().gestion.findMany({
    where: { id: { in: ids } },
    select: adminListSelect,
  });
  const byId = new Map(found.map((row) => [row.id, row]));
  return {
    ok: true,
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toAdminItem(row, now)] : [];
    }),
    total,
    ...(capped && { totalCapped: true }),
    page: query.page,
    pageSize: query.pageSize,
    next,
    prev,
  };
}
