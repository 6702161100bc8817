import "server-only";
import { requireCitizen } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db, type Prisma } from "@/lib/db";
import {
  answersOf,
  feedbackSelect,
  fieldsOf,
  listSelect,
  locationOf,
  locationSelect,
  messageSelect,
  statusEventSelect,
  timelineOf,
  toListItem,
} from "@/lib/gestiones/mappers";
import { citizenFields, officeDistrict } from "@/lib/gestiones/district";
import type { GestionMeta, GestionPage, CitizenGestionDetail } from "@/lib/gestiones/dto";
import { REOPEN_WINDOW_DAYS } from "@/lib/gestiones/limits";
import type { CitizenListQuery } from "@/lib/gestiones/schema";

// The citizen's side: what the portal reads. A citizen only ever reads their own gestiones; any
// other id is "not found", never "forbidden", so ids of others' requests leak nothing.

/**
 * GET /api/portal/gestiones/meta: the active categories and procedures, in their order; a district
 * field comes with the municipalities of the office's district as its options.
 */
export async function getGestionMeta(): Promise<GestionMeta> {
  const district = await officeDistrict();
  const categorias = await db().gestionCategoria.findMany({
    where: { activo: true },
    orderBy: [{ orden: "asc" }, { nombre: "asc" }],
    select: {
      id: true,
      nombre: true,
      descripcion: true,
      sla_dias_habiles: true,
      templates: {
        where: { activo: true },
        orderBy: [{ orden: "asc" }, { nombre: "asc" }],
        select: {
          id: true,
          categoria_id: true,
          nombre: true,
          descripcion: true,
          data_schema_json: true,
        },
      },
    },
  });
  return {
    categorias: categorias.map(({ id, nombre, descripcion, sla_dias_habiles }) => ({
      id,
      nombre,
      descripcion,
      sla_dias_habiles,
    })),
    templates: categorias.flatMap((categoria) =>
      categoria.templates.map((template) => ({
        ...template,
        data_schema_json: { fields: citizenFields(template.data_schema_json, district) },
      })),
    ),
  };
}

/** GET /api/portal/gestiones: the citizen's own gestiones, latest activity first. */
export async function listOwnGestiones(
  actor: Actor | null,
  query: CitizenListQuery,
): Promise<GestionPage> {
  const citizen = requireCitizen(actor);
  const where: Prisma.GestionWhereInput = {
    citizen_id: citizen.id,
    ...(query.q
      ? {
          OR: [
            { folio: { contains: query.q, mode: "insensitive" } },
            { titulo: { contains: query.q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db().gestion.findMany({
      where,
      orderBy: [{ last_activity_at: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      select: listSelect,
    }),
    db().gestion.count({ where }),
  ]);
  const now = new Date();
  return {
    items: rows.map((row) => toListItem(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a citizen may still do with a resolved gestión. */
export function afterResolution(
  gestion: { status: string; resolved_at: Date | null; reopened_at: Date | null },
  feedbackSinceResolution: number,
  now = new Date(),
): { puede_opinar: boolean; puede_reabrir: boolean } {
  const resolved = gestion.status === "resolved" && gestion.resolved_at !== null;
  return {
    puede_opinar: resolved && feedbackSinceResolution === 0,
    puede_reabrir:
      resolved &&
      gestion.reopened_at === null &&
      now.getTime() - gestion.resolved_at!.getTime() <= REOPEN_WINDOW_DAYS * DAY_MS,
  };
}

/** GET /api/portal/gestiones/{id}: header and timeline, without internal notes; null if not theirs. */
export async function getOwnGestion(
  actor: Actor | null,
  id: number,
): Promise<CitizenGestionDetail | null> {
  const citizen = requireCitizen(actor);
  const row = await db().gestion.findFirst({
    where: { id, citizen_id: citizen.id },
    select: {
      ...listSelect,
      ...locationSelect,
      data: true,
      resolved_at: true,
      reopened_at: true,
      template: { select: { nombre: true, data_schema_json: true } },
      messages: {
        where: { is_internal: false },
        select: messageSelect,
        orderBy: { created_at: "asc" },
      },
      statusEvents: { select: statusEventSelect, orderBy: { created_at: "asc" } },
      feedback: { select: feedbackSelect, orderBy: { created_at: "asc" } },
    },
  });
  if (!row) return null;
  const sinceResolution = row.feedback.filter(
    (entry) => row.resolved_at !== null && entry.created_at >= row.resolved_at,
  ).length;
  return {
    header: {
      ...toListItem(row),
      respuestas: answersOf(row.data, fieldsOf(row.template?.data_schema_json)),
      ubicacion: locationOf(row),
      ...afterResolution(row, sinceResolution),
    },
    timeline: timelineOf(row.messages, row.statusEvents, row.feedback),
  };
}
