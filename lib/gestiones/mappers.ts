import "server-only";
import type { Prisma } from "@/lib/db";
import { isOverdue, overdueWorkingDays } from "@/lib/gestiones/sla";
import { templateSchemaJson, type TemplateField } from "@/lib/gestiones/catalog-schema";
import { type GestionLocation } from "@/lib/gestiones/schema";
import type { GestionListItem, AttachmentItem, TimelineItem } from "@/lib/gestiones/dto";

// What leaves the gestiones module: plain objects built from Prisma `select`s, with the field
// names of product.md §C.3 and product.md §B.3. A citizen's DTOs never carry internal notes, another
// citizen's data or the office's accounts beyond a name.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The fields of a procedure, read defensively: a malformed stored schema offers no fields. */
export function fieldsOf(json: unknown): TemplateField[] {
  const parsed = templateSchemaJson.safeParse(json);
  return parsed.success ? parsed.data.fields : [];
}

/** Where the problem is: only the citizen's own detail and the office's read it (personal data). */
export const locationSelect = {
  latitud: true,
  longitud: true,
  precision_m: true,
} satisfies Prisma.GestionSelect;
type LocationRow = Prisma.GestionGetPayload<{ select: typeof locationSelect }>;

export function locationOf(row: LocationRow): GestionLocation | null {
  if (row.latitud === null || row.longitud === null) return null;
  return {
    latitud: row.latitud.toNumber(),
    longitud: row.longitud.toNumber(),
    precision_m: row.precision_m,
  };
}

export const listSelect = {
  id: true,
  folio: true,
  titulo: true,
  status: true,
  sla_due_at: true,
  waiting_since: true,
  last_activity_at: true,
  created_at: true,
  categoria: { select: { nombre: true } },
  template: { select: { nombre: true } },
} satisfies Prisma.GestionSelect;
type ListRow = Prisma.GestionGetPayload<{ select: typeof listSelect }>;

export function toListItem(row: ListRow, now = new Date()): GestionListItem {
  return {
    id: row.id,
    folio: row.folio,
    titulo: row.titulo,
    status: row.status,
    categoria: row.categoria.nombre,
    procedimiento: row.template?.nombre ?? null,
    sla_due_at: iso(row.sla_due_at),
    last_activity_at: row.last_activity_at.toISOString(),
    created_at: row.created_at.toISOString(),
    vencida: isOverdue(row, now),
    dias_vencida: overdueWorkingDays(row, now),
    esperando_desde: iso(row.waiting_since),
  };
}

export const attachmentSelect = {
  id: true,
  message_id: true,
  original: true,
  mimetype: true,
  size_bytes: true,
  created_at: true,
  file: { select: { key: true } },
} satisfies Prisma.GestionAttachmentSelect;
type AttachmentRow = Prisma.GestionAttachmentGetPayload<{ select: typeof attachmentSelect }>;

export function toAttachment(row: AttachmentRow): AttachmentItem {
  return {
    id: row.id,
    original: row.original,
    mimetype: row.mimetype,
    size_bytes: row.size_bytes,
    url: `/api/files/${row.file.key}`,
    public_id: row.file.key,
    created_at: row.created_at.toISOString(),
  };
}

/** An answer as shown: text as written, a count with its thousands separated ('1,200'). */
function answerText(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return value.toLocaleString("es-GT");
  return typeof value === "string" ? value : "";
}

/** The answers of a gestión's form, labelled with its procedure's fields (product.md §C.4). */
export function answersOf(
  data: unknown,
  fields: TemplateField[],
): { label: string; value: string }[] {
  const values = (data ?? {}) as Record<string, unknown>;
  return fields
    .filter((field) => answerText(values[field.key]) !== "")
    .map((field) => ({ label: field.label, value: answerText(values[field.key]) }));
}

export const messageSelect = {
  id: true,
  body: true,
  is_internal: true,
  author_type: true,
  created_at: true,
  authorAdmin: { select: { nombre1: true, apellido1: true } },
  attachments: { select: attachmentSelect, orderBy: { id: "asc" } },
} satisfies Prisma.GestionMessageSelect;
type MessageRow = Prisma.GestionMessageGetPayload<{ select: typeof messageSelect }>;

export const statusEventSelect = {
  id: true,
  from_status: true,
  to_status: true,
  comment: true,
  author_type: true,
  created_at: true,
} satisfies Prisma.GestionStatusEventSelect;
type StatusEventRow = Prisma.GestionStatusEventGetPayload<{ select: typeof statusEventSelect }>;

export const feedbackSelect = {
  id: true,
  resolved: true,
  comment: true,
  created_at: true,
} satisfies Prisma.GestionFeedbackSelect;
type FeedbackRow = Prisma.GestionFeedbackGetPayload<{ select: typeof feedbackSelect }>;

/** Messages, status changes and feedback in the order they happened. */
export function timelineOf(
  messages: MessageRow[],
  events: StatusEventRow[],
  feedback: FeedbackRow[],
): TimelineItem[] {
  const items: TimelineItem[] = [
    ...messages.map((message) => ({
      item_type: "message" as const,
      item_id: message.id,
      occurred_at: message.created_at.toISOString(),
      payload: {
        body: message.body,
        author_type: message.author_type === "citizen" ? ("citizen" as const) : ("admin" as const),
        author_name: message.authorAdmin
          ? `${message.authorAdmin.nombre1} ${message.authorAdmin.apellido1}`
          : null,
        is_internal: message.is_internal,
        attachments: message.attachments.map(toAttachment),
      },
    })),
    ...events.map((event) => ({
      item_type: "status" as const,
      item_id: event.id,
      occurred_at: event.created_at.toISOString(),
      payload: {
        from_status: event.from_status,
        to_status: event.to_status,
        comment: event.comment,
        by_citizen: event.author_type === "citizen",
      },
    })),
    ...feedback.map((row) => ({
      item_type: "feedback" as const,
      item_id: row.id,
      occurred_at: row.created_at.toISOString(),
      payload: { resolved: row.resolved, comment: row.comment },
    })),
  ];
  return items.sort(
    (a, b) =>
      a.occurred_at.localeCompare(b.occurred_at) ||
      a.item_type.localeCompare(b.item_type) ||
      a.item_id - b.item_id,
  );
}
