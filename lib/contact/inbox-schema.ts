import { z } from "zod";
import { blankAsMissing, listPageSizeField, pageField, requiredRef } from "@/lib/validation/fields";
import { CONTACT_TOPICS } from "@/lib/contact/messages";

// The office's contact inbox (docs/decisions/0008-product-gaps.md): statuses, texts, the list's filters and the reply.
// Client-safe: the inbox screens use these schemas and labels too.

export const CONTACT_STATUSES = ["nuevo", "leido", "respondido"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  nuevo: "Nuevo",
  leido: "Leído",
  respondido: "Respondido",
};

export const INBOX_MESSAGES = {
  notFound: "El mensaje no existe.",
  alreadyAnswered: "Este mensaje ya fue respondido.",
  replyRequired: "Escribe la respuesta.",
  replyTooLong: "La respuesta es demasiado larga (máximo 5000 caracteres).",
  replySent: "Respuesta enviada.",
  replyFailed: "No se pudo enviar la respuesta.",
  invalidTopic: "Tema no válido.",
  invalidStatus: "Estado no válido.",
  searchTooLong: "La búsqueda es demasiado larga.",
  listFailed: "No se pudo cargar la lista de mensajes.",
  detailFailed: "No se pudo cargar el mensaje.",
  empty: "Aún no hay mensajes de contacto.",
  noResults: "Sin resultados",
} as const;

export const REPLY_MAX = 5_000;

/** GET /api/admin/contacto and the inbox's URL: tema, estado, q (name, e-mail, message), page, pageSize. */
export const contactListQuery = z.object({
  tema: blankAsMissing(z.enum(CONTACT_TOPICS, { error: INBOX_MESSAGES.invalidTopic })),
  estado: blankAsMissing(z.enum(CONTACT_STATUSES, { error: INBOX_MESSAGES.invalidStatus })),
  q: blankAsMissing(z.string().trim().max(100, INBOX_MESSAGES.searchTooLong)).transform(
    (value) => value || undefined,
  ),
  page: pageField,
  pageSize: listPageSizeField(),
});
export type ContactListQuery = z.output<typeof contactListQuery>;

/** POST /api/admin/contacto/{id}/respuesta: the text e-mailed to the sender. */
export const contactReplyInput = z.object({
  respuesta: z
    .string({ error: INBOX_MESSAGES.replyRequired })
    .transform((value) => value.replace(/\u0000/g, "").trim())
    .pipe(
      z.string().min(1, INBOX_MESSAGES.replyRequired).max(REPLY_MAX, INBOX_MESSAGES.replyTooLong),
    ),
});
export type ContactReplyInput = z.input<typeof contactReplyInput>;

export const CONVERT_MESSAGES = {
  templateRequired: "Selecciona el trámite de la gestión.",
  templateUnknown: "Ese trámite no existe o no está activo.",
  alreadyConverted: (folio: string) => `Este mensaje ya se convirtió en la gestión ${folio}.`,
  hasAccount: "Esta persona ya tiene cuenta: convierte el mensaje en gestión.",
  alreadyInvited: "Ya se invitó a esta persona a registrarse.",
  converted: (folio: string) =>
    `Gestión ${folio} creada. Se avisó a la persona por correo electrónico.`,
  convertedUnclaimed: (folio: string, email: string) =>
    `Gestión ${folio} creada sin cuenta. Se envió a ${email} un enlace para agregarla a su cuenta.`,
  invited: "Invitación enviada por correo electrónico.",
  convertFailed: "No se pudo convertir el mensaje.",
  inviteFailed: "No se pudo enviar la invitación.",
} as const;

/** 'Convertir en gestión' and 'Invitar a registrarse': the procedure the office chose. */
export const contactProcedureInput = z.object({
  template_id: requiredRef(CONVERT_MESSAGES.templateRequired),
});
export type ContactProcedureInput = z.input<typeof contactProcedureInput>;
