import "server-only";
import { adminListSelect, toAdminItem } from "@/lib/gestiones/admin-list-queries";
import { db } from "@/lib/db";
import { requirePermission } from "@/lib/auth/authorize";
import { rolesWith } from "@/lib/auth/role-permissions";
import type { Actor } from "@/lib/auth/sessions";
import {
  answersOf,
  attachmentSelect,
  feedbackSelect,
  fieldsOf,
  messageSelect,
  statusEventSelect,
  timelineOf,
  toAttachment,
  locationOf,
  locationSelect,
} from "@/lib/gestiones/mappers";
import type {
  AttachmentItem,
  TimelineItem,
  Notification,
  AdminGestionDetail,
  OperationsSummary,
  GestionCatalog,
} from "@/lib/gestiones/dto";
import { DETAIL_MESSAGES } from "@/lib/gestiones/limits";
import { OPEN_STATUSES } from "@/lib/gestiones/schema";
import { CLOCK_RUNNING_STATUSES } from "@/lib/gestiones/sla";
import { ACCOUNT_GAP_REASONS } from "@/lib/gestiones/unclaimed";
import type { ContactAccountGap } from "@/lib/generated/prisma/enums";

// The office's side of one gestión and of the caseload: the detail with its citizen, internal
// notes and notifications, the timeline, messages and attachments, the caseload strip, the
// catalog and the assignees (the paged list: admin-list-queries.ts). Each read checks its
// permission itself.

const READ = "gestiones.read";

/** Why a gestión made of a contact message has no account, while it has none. */
function unclaimed(
  joined: boolean,
  message: {
    id: number;
    referencia: string | null;
    email: string;
    sin_cuenta_motivo: ContactAccountGap | null;
    reclamo_expira_at: Date | null;
  } | null,
): AdminGestionDetail["sin_cuenta"] {
  if (joined || !message?.sin_cuenta_motivo) return null;
  return {
    motivo: ACCOUNT_GAP_REASONS[message.sin_cuenta_motivo],
    mensaje_id: message.id,
    referencia: message.referencia,
    correo: message.email,
    enlace_vence: message.reclamo_expira_at?.toISOString() ?? null,
  };
}

function notificationState(row: { status: string; attempts: number }): Notification["state"] {
  if (row.status === "pending") return row.attempts > 0 ? "retried" : "queued";
  return row.status as Notification["state"];
}

/** GET /api/portal/admin/gestiones/{id}: the header, the citizen and the notifications; null if unknown. */
export async function getGestionForOffice(
  actor: Actor | null,
  id: number,
): Promise<AdminGestionDetail | null> {
  requirePermission(actor, READ);
  const row = await db().gestion.findUnique({
    where: { id },
    select: {
      ...adminListSelect,
      descripcion: true,
      canal_origen: true,
      ...locationSelect,
      data: true,
      resolved_at: true,
      reopened_at: true,
      template: { select: { nombre: true, data_schema_json: true } },
      citizen: {
        select: {
          ...adminListSelect.citizen.select,
          id: true,
          dpi: true,
          departamento: true,
          municipio: true,
        },
      },
      contactMessage: {
        select: {
          id: true,
          referencia: true,
          email: true,
          sin_cuenta_motivo: true,
          reclamo_expira_at: true,
          reclamado_at: true,
        },
      },
      emails: {
        orderBy: { id: "desc" },
        take: 50,
        select: {
          id: true,
          subject: true,
          channel: true,
          status: true,
          attempts: true,
          created_at: true,
          sent_at: true,
          last_error: true,
        },
      },
    },
  });
  if (!row) return null;
  const item = toAdminItem(row, new Date());
  return {
    ...item,
    descripcion: row.descripcion,
    canal_origen: row.canal_origen,
    ubicacion: locationOf(row),
    resolved_at: row.resolved_at?.toISOString() ?? null,
    reopened_at: row.reopened_at?.toISOString() ?? null,
    respuestas: answersOf(row.data, fieldsOf(row.template?.data_schema_json)),
    ciudadano: row.citizen && {
      id: row.citizen.id,
      nombre: item.ciudadano_nombre,
      dpi: row.citizen.dpi,
      correo: row.citizen.correo,
      telefono: row.citizen.telefono,
      departamento: row.citizen.departamento,
      municipio: row.citizen.municipio,
    },
    sin_cuenta: unclaimed(row.citizen !== null, row.contactMessage),
    notificaciones: row.emails.map((email) => ({
      id: email.id,
      subject: email.subject,
      channel: email.channel,
      state: notificationState(email),
      attempts: email.attempts,
      created_at: email.created_at.toISOString(),
      sent_at: email.sent_at?.toISOString() ?? null,
      last_error: email.last_error,
    })),
  };
}

/** The detail's timeline: the latest 200 messages (notes included), status changes and feedback. */
export async function officeTimeline(actor: Actor | null, id: number): Promise<TimelineItem[]> {
  requirePermission(actor, READ);
  const [messages, events, feedback] = await Promise.all([
    db().gestionMessage.findMany({
      where: { gestion_id: id },
      orderBy: [{ created_at: "desc" }, { id: "desc" }],
      take: DETAIL_MESSAGES,
      select: messageSelect,
    }),
    db().gestionStatusEvent.findMany({
      where: { gestion_id: id },
      orderBy: { created_at: "asc" },
      select: statusEventSelect,
    }),
    db().gestionFeedback.findMany({
      where: { gestion_id: id },
      orderBy: { created_at: "asc" },
      select: feedbackSelect,
    }),
  ]);
  return timelineOf(messages.reverse(), events, feedback);
}

/** GET …/{id}/messages: page of the conversation, oldest first (50 by default; the detail uses 200). */
export async function listGestionMessages(
  actor: Actor | null,
  id: number,
  page: number,
  pageSize: number,
) {
  requirePermission(actor, READ);
  const where = { gestion_id: id };
  const [rows, total] = await Promise.all([
    db().gestionMessage.findMany({
      where,
      orderBy: [{ created_at: "asc" }, { id: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: messageSelect,
    }),
    db().gestionMessage.count({ where }),
  ]);
  return {
    ok: true as const,
    items: timelineOf(rows, [], []).map((item) => ({
      id: item.item_id,
      created_at: item.occurred_at,
      ...item.payload,
    })),
    total,
    page,
  };
}

/** GET …/{id}/attachments. */
export async function listGestionAttachments(
  actor: Actor | null,
  id: number,
): Promise<AttachmentItem[]> {
  requirePermission(actor, READ);
  const rows = await db().gestionAttachment.findMany({
    where: { gestion_id: id },
    orderBy: { id: "asc" },
    select: attachmentSelect,
  });
  return rows.map(toAttachment);
}

// ----- Dashboard and configuration -----

/** The operations strip of the dashboard: open work by status, overdue, unassigned, new this week. */
export async function operationsSummary(
  actor: Actor | null,
  now = new Date(),
): Promise<OperationsSummary> {
  requirePermission(actor, READ);
  const open = { status: { in: [...OPEN_STATUSES] } };
  const [byStatus, vencidas, sinAsignar, nuevasSemana, byAdmin] = await Promise.all([
    db().gestion.groupBy({ by: ["status"], _count: { _all: true } }),
    db().gestion.count({
      where: { status: { in: [...CLOCK_RUNNING_STATUSES] }, sla_due_at: { lt: now } },
    }),
    db().gestion.count({ where: { ...open, assigned_admin_id: null } }),
    db().gestion.count({
      where: { created_at: { gte: new Date(now.getTime() - 7 * 86_400_000) } },
    }),
    db().gestion.groupBy({
      by: ["assigned_admin_id"],
      where: { ...open, assigned_admin_id: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const admins = await db().admin.findMany({
    where: { id: { in: byAdmin.map((row) => row.assigned_admin_id!) } },
    select: { id: true, nombre1: true, apellido1: true },
  });
  const names = new Map(admins.map((admin) => [admin.id, `${admin.nombre1} ${admin.apellido1}`]));
  return {
    porEstado: Object.fromEntries(byStatus.map((row) => [row.status, row._count._all])),
    vencidas,
    sinAsignar,
    nuevasSemana,
    carga: byAdmin
      .map((row) => ({
        id: row.assigned_admin_id!,
        nombre: names.get(row.assigned_admin_id!) ?? "—",
        abiertas: row._count._all,
      }))
      .sort((a, b) => b.abiertas - a.abiertas),
  };
}

/** Every category, procedure and preset message, active or not, for the configuration screens. */
export async function getGestionCatalog(actor: Actor | null): Promise<GestionCatalog> {
  requirePermission(actor, [READ, "gestiones.configure"]);
  const [categorias, templates, presets] = await Promise.all([
    db().gestionCategoria.findMany({
      orderBy: [{ orden: "asc" }, { nombre: "asc" }],
      select: {
        id: true,
        nombre: true,
        descripcion: true,
        sla_dias_habiles: true,
        activo: true,
        orden: true,
      },
    }),
    db().gestionTemplate.findMany({
      orderBy: [{ categoria_id: "asc" }, { orden: "asc" }, { nombre: "asc" }],
      select: {
        id: true,
        categoria_id: true,
        nombre: true,
        descripcion: true,
        data_schema_json: true,
        activo: true,
        orden: true,
      },
    }),
    db().gestionPresetMessage.findMany({
      orderBy: { nombre: "asc" },
      select: { id: true, nombre: true, body: true, to_status: true, activo: true },
    }),
  ]);
  return {
    categorias,
    templates: templates.map((template) => ({
      ...template,
      data_schema_json: { fields: fieldsOf(template.data_schema_json) },
    })),
    presets,
  };
}

/** Active administrators whose role may answer gestiones (for the assignee select). */
export async function listAssignees(
  actor: Actor | null,
): Promise<{ id: number; nombre: string }[]> {
  requirePermission(actor, READ);
  const roles = await rolesWith("gestiones.write");
  const rows = await db().admin.findMany({
    where: { estado: true, invited_at: null, rol: { in: [...roles] } },
    orderBy: [{ nombre1: "asc" }, { apellido1: "asc" }],
    select: { id: true, nombre1: true, apellido1: true },
  });
  return rows.map((row) => ({ id: row.id, nombre: `${row.nombre1} ${row.apellido1}` }));
}
