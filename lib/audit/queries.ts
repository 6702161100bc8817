import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import type { AuditFilters, AuditItem, AuditQuery } from "@/lib/audit/schema";
import { parseDateTimeInput } from "@/lib/validation/dates";
import { db, type Prisma } from "@/lib/db";

// The audit log for AdminNivel1: newest first, filtered by who, what, when and on
// what; the names of the accounts read in one query per kind, never one per row.

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (day: string) => parseDateTimeInput(`${day} 00:00`)!;

export function auditWhere(filters: AuditFilters): Prisma.AuditLogWhereInput {
  return {
    ...(filters.tipo ? { actor_type: filters.tipo } : {}),
    ...(filters.actor_id ? { actor_id: filters.actor_id } : {}),
    ...(filters.accion ? { action: { startsWith: filters.accion } } : {}),
    ...(filters.entidad ? { entity: filters.entidad } : {}),
    ...(filters.entidad_id ? { entity_id: filters.entidad_id } : {}),
    ...(filters.desde || filters.hasta
      ? {
          created_at: {
            ...(filters.desde ? { gte: startOfDay(filters.desde) } : {}),
            ...(filters.hasta
              ? { lt: new Date(startOfDay(filters.hasta).getTime() + DAY_MS) }
              : {}),
          },
        }
      : {}),
  };
}

const entrySelect = {
  id: true,
  created_at: true,
  actor_type: true,
  actor_id: true,
  action: true,
  entity: true,
  entity_id: true,
  details: true,
  ip: true,
  count: true,
  last_at: true,
} satisfies Prisma.AuditLogSelect;
type EntryRow = Prisma.AuditLogGetPayload<{ select: typeof entrySelect }>;

/** The rows as items, with the name and e-mail of the administrators and citizens who acted. */
export async function toAuditItems(rows: EntryRow[]): Promise<AuditItem[]> {
  const ids = (type: string) => [
    ...new Set(rows.filter((row) => row.actor_type === type).map((row) => row.actor_id!)),
  ];
  const [admins, citizens] = await Promise.all([
    db().admin.findMany({
      where: { id: { in: ids("admin") } },
      select: { id: true, nombre1: true, apellido1: true, email: true },
    }),
    db().citizen.findMany({
      where: { id: { in: ids("citizen") } },
      select: { id: true, primer_nombre: true, primer_apellido: true, correo: true },
    }),
  ]);
  const names = new Map<string, string>([
    ...admins.map((a) => [`admin:${a.id}`, `${a.nombre1} ${a.apellido1} <${a.email}>`] as const),
    ...citizens.map(
      (c) =>
        [
          `citizen:${c.id}`,
          `${c.primer_nombre} ${c.primer_apellido}${c.correo ? ` <${c.correo}>` : ""}`,
        ] as const,
    ),
  ]);
  return rows.map((row) => ({
    id: Number(row.id),
    created_at: row.created_at.toISOString(),
    actor_type: row.actor_type,
    actor_id: row.actor_id,
    actor_name: names.get(`${row.actor_type}:${row.actor_id}`) ?? null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    details: row.details,
    ip: row.ip,
    count: row.count,
    last_at: row.last_at.toISOString(),
  }));
}

export interface AuditPage {
  items: AuditItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/auditoria: one page of the log, newest first. */
export async function listAuditEntries(actor: Actor | null, query: AuditQuery): Promise<AuditPage> {
  requirePermission(actor, "audit.read");
  const where = auditWhere(query);
  const [rows, total] = await Promise.all([
    db().auditLog.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      select: entrySelect,
    }),
    db().auditLog.count({ where }),
  ]);
  return { items: await toAuditItems(rows), total, page: query.page, pageSize: query.pageSize };
}

/** Every matching entry, newest first, in batches walked by id (the export). */
export async function* auditBatches(actor: Actor | null, filters: AuditFilters, size: number) {
  requirePermission(actor, "audit.read");
  let before: bigint | undefined;
  for (;;) {
    const rows = await db().auditLog.findMany({
      where: { ...auditWhere(filters), ...(before ? { id: { lt: before } } : {}) },
      orderBy: { id: "desc" },
      take: size,
      select: entrySelect,
    });
    if (!rows.length) return;
    yield await toAuditItems(rows);
    before = rows.at(-1)!.id;
  }
}
