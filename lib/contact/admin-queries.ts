import "server-only";
import type { z } from "zod";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { found } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  INBOX_MESSAGES,
  contactListQuery,
  type ContactListQuery,
} from "@/lib/contact/inbox-schema";
import type { ContactListItem } from "@/lib/contact/dto";
import { senderName, type SenderNameParts } from "@/lib/contact/sender-name";
import { parseInput } from "@/lib/validation/parse";
import { containsFolded } from "@/lib/lists/folded-search";

// The office's reads of the contact inbox (docs/decisions/0008-product-gaps.md): every message of the public form, newest
// first, filtered in the database. Each read checks `contact.manage` itself.

const PERMISSION = "contact.manage";
const EXCERPT = 160;

export interface ContactPage {
  ok: true;
  items: ContactListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Messages nobody has opened yet, whatever the filters. */
  nuevos: number;
}

const detailSelect = {
  id: true,
  primer_nombre: true,
  segundo_nombre: true,
  tercer_nombre: true,
  primer_apellido: true,
  segundo_apellido: true,
  dpi: true,
  email: true,
  telefono: true,
  municipio: true,
  tema: true,
  mensaje: true,
  canal_respuesta: true,
  estado: true,
  respuesta: true,
  respondido_at: true,
  created_at: true,
  referencia: true,
  convertido_at: true,
  gestion: {
    select: {
      id: true,
      folio: true,
      citizen: { select: { id: true, primer_nombre: true, primer_apellido: true } },
    },
  },
  invitado_at: true,
  invitadoTemplate: { select: { id: true, nombre: true } },
  // Never the claim link's hash: only why no account was joined and what became of the link.
  sin_cuenta_motivo: true,
  reclamo_expira_at: true,
  reclamado_at: true,
} satisfies Prisma.ContactMessageSelect;
type DetailRow = Prisma.ContactMessageGetPayload<{ select: typeof detailSelect }>;

type DateColumns =
  | "created_at"
  | "respondido_at"
  | "convertido_at"
  | "invitado_at"
  | "reclamo_expira_at"
  | "reclamado_at";

/** The whole message and its sender, dates as ISO strings. */
export type ContactDetail = Omit<DetailRow, DateColumns> & {
  nombre: string;
  created_at: string;
  respondido_at: string | null;
  convertido_at: string | null;
  invitado_at: string | null;
  reclamo_expira_at: string | null;
  reclamado_at: string | null;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */

function listConditions(query: ContactListQuery): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (query.tema) conditions.push(Prisma.sql`tema = ${query.tema}::"ContactTopic"`);
  if (query.estado) conditions.push(Prisma.sql`estado = ${query.estado}::"ContactStatus"`);
  if (query.q) {
    // Accent- and case-insensitive: "lucia" finds "Lucía".
    const text = Prisma.sql`public.citizen_search_text(primer_nombre, segundo_nombre,
      tercer_nombre, primer_apellido, segundo_apellido, email, mensaje)`;
    conditions.push(
      Prisma.sql`(${containsFolded(text, query.q)} OR referencia = upper(${query.q}))`,
    );
  }
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

type ListRow = SenderNameParts &
  Pick<ContactListItem, "id" | "referencia" | "email" | "tema" | "estado" | "extracto"> & {
    created_at: Date;
    respondido_at: Date | null;
  };

/** The number of messages still `nuevo` (the badge of the inbox). */
export async function countNewContactMessages(actor: Actor | null): Promise<number> {
  requirePermission(actor, PERMISSION);
  return db().contactMessage.count({ where: { estado: "nuevo" } });
}

/** GET /api/admin/contacto: one page of the inbox, newest first ({ ok, items, total, page, pageSize, nuevos }). */
export async function listContactMessages(
  actor: Actor | null,
  input: z.input<typeof contactListQuery>,
): Promise<ContactPage> {
  requirePermission(actor, PERMISSION);
  const query = parseInput(contactListQuery, input);
  const where = listConditions(query);
  const [rows, counted, nuevos] = await Promise.all([
    db().$queryRaw<ListRow[]>`
      SELECT id, referencia, primer_nombre, segundo_nombre, tercer_nombre, primer_apellido, segundo_apellido,
        email, tema::text AS tema, estado::text AS estado, left(mensaje, ${EXCERPT}) AS extracto,
        created_at, respondido_at
      FROM contact_messages WHERE ${where}
      ORDER BY created_at DESC, id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    db().$queryRaw<
      { total: bigint }[]
    >`SELECT count(*) AS total FROM contact_messages WHERE ${where}`,
    countNewContactMessages(actor),
  ]);
  return {
    ok: true,
    items: rows.map((row) => ({
      id: row.id,
      referencia: row.referencia,
      nombre: senderName(row),
      email: row.email,
      tema: row.tema,
      estado: row.estado,
      extracto: row.extracto.replace(/\s+/g, " ").trim(),
      created_at: row.created_at.toISOString(),
      respondido_at: iso(row.respondido_at),
    })),
    total: Number(counted[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    nuevos,
  };
}

/** GET /api/admin/contacto/{id}: the whole message and its sender; reading it changes nothing. */
export async function getContactMessage(actor: Actor | null, id: number): Promise<ContactDetail> {
  requirePermission(actor, PERMISSION);
  const row = found(
    await db().contactMessage.findUnique({ where: { id }, select: detailSelect }),
    INBOX_MESSAGES.notFound,
  );
  return {
    ...row,
    nombre: senderName(row),
    created_at: row.created_at.toISOString(),
    respondido_at: iso(row.respondido_at),
    convertido_at: iso(row.convertido_at),
    invitado_at: iso(row.invitado_at),
    reclamo_expira_at: iso(row.reclamo_expira_at),
    reclamado_at: iso(row.reclamado_at),
  };
}
