import "server-only";
import type { AdminDto, AdminListItem, AdminListQuery } from "@/lib/admins/schema";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db, type Prisma } from "@/lib/db";

// Reads of administrator accounts; each checks its permission itself: one's own account needs
// profile.self, anyone else's and the team list admins.manage.

export const ADMIN_SELECT = {
  id: true,
  nombre1: true,
  nombre2: true,
  nombre3: true,
  apellido1: true,
  apellido2: true,
  dpi: true,
  email: true,
  codigo_pais: true,
  numero_local: true,
  departamento: true,
  municipio: true,
  rol: true,
  estado: true,
  invited_at: true,
} as const satisfies Prisma.AdminSelect;

const LIST_SELECT = {
  id: true,
  nombre1: true,
  nombre2: true,
  apellido1: true,
  apellido2: true,
  email: true,
  rol: true,
  estado: true,
  invited_at: true,
} as const satisfies Prisma.AdminSelect;

/** One administrator (the profile, the detail and the edit screens), or null. */
export async function getAdmin(actor: Actor | null, id: number): Promise<AdminDto | null> {
  const reader = requirePermission(actor, ["profile.self", "admins.manage"]);
  if (reader.id !== id) requirePermission(reader, "admins.manage");
  return db().admin.findUnique({ where: { id }, select: ADMIN_SELECT });
}

const ORDER: Record<
  AdminListQuery["orderBy"],
  (dir: Prisma.SortOrder) => Prisma.AdminOrderByWithRelationInput[]
> = {
  id: (dir) => [{ id: dir }],
  nombre: (dir) => [{ nombre1: dir }, { apellido1: dir }, { id: "asc" }],
  email: (dir) => [{ email: dir }],
  estado: (dir) => [{ estado: dir }, { id: "asc" }],
};

/** The team list: one page, sorted and filtered by name or e-mail on the server. */
export async function listAdmins(
  actor: Actor | null,
  query: AdminListQuery,
): Promise<{
  items: AdminListItem[];
  total: number;
  page: number;
  pageSize: number;
}> {
  requirePermission(actor, "admins.manage");
  const { page, pageSize, q, orderBy, dir } = query;
  const where: Prisma.AdminWhereInput = q
    ? {
        OR: [
          { nombre1: { contains: q, mode: "insensitive" } },
          { apellido1: { contains: q, mode: "insensitive" } },
          { email: { contains: q, mode: "insensitive" } },
        ],
      }
    : {};
  const [items, total] = await Promise.all([
    db().admin.findMany({
      where,
      select: LIST_SELECT,
      orderBy: ORDER[orderBy](dir),
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db().admin.count({ where }),
  ]);
  return { items, total, page, pageSize };
}
