import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor, AdminActor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, SIGNATURE_SLOT } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError, found } from "@/lib/errors";
import { takeFolio } from "@/lib/gestiones/folio";
import { findActiveTemplate, recordGestion } from "@/lib/gestiones/service";
import {
  CONVERT_MESSAGES,
  INBOX_MESSAGES,
  contactProcedureInput,
  type ContactProcedureInput,
} from "@/lib/contact/inbox-schema";
import { parseInput } from "@/lib/validation";

// A contact message that leads somewhere (issue 21, item 8): the office turns it into a gestión of
// the registered citizen who sent it, or invites the sender to register for the procedure chosen.
// Both need the inbox and the gestiones' write permission, and are audited.

const MESSAGES = CONVERT_MESSAGES;

function requireConverter(actor: Actor | null): AdminActor {
  requirePermission(actor, "contact.manage");
  return requirePermission(actor, "gestiones.write");
}

const messageSelect = {
  id: true,
  referencia: true,
  primer_nombre: true,
  email: true,
  dpi: true,
  mensaje: true,
  invitado_at: true,
  gestion: { select: { folio: true } },
} as const;

async function contactMessage(id: number) {
  return found(
    await db().contactMessage.findUnique({ where: { id }, select: messageSelect }),
    INBOX_MESSAGES.notFound,
  );
}

type Sender = { email: string; dpi: string | null };

/** The active citizen who sent the message: the one registered with its e-mail, else with its DPI. */
async function senderAccount({ email, dpi }: Sender) {
  const accounts = await db().citizen.findMany({
    where: {
      activo: true,
      deleted_at: null,
      OR: [{ correo: { equals: email, mode: "insensitive" } }, ...(dpi ? [{ dpi }] : [])],
    },
    select: { id: true, correo: true, primer_nombre: true, primer_apellido: true },
  });
  return (
    accounts.find((account) => account.correo?.toLowerCase() === email.toLowerCase()) ??
    accounts[0] ??
    null
  );
}

export interface ContactMatch {
  citizen: { id: number; nombre: string } | null;
}

/** Whom the message would become a gestión of, for the detail's choice between converting and inviting. */
export async function matchContactSender(actor: Actor | null, id: number): Promise<ContactMatch> {
  requireConverter(actor);
  const account = await senderAccount(await contactMessage(id));
  return {
    citizen: account && {
      id: account.id,
      nombre: `${account.primer_nombre} ${account.primer_apellido}`,
    },
  };
}

/**
 * What both choices start from: the caller allowed, the procedure active, the message not yet
 * converted (a 409 naming its gestión otherwise).
 */
async function openChoice(actor: Actor | null, id: number, input: ContactProcedureInput) {
  const admin = requireConverter(actor);
  const { template_id } = parseInput(contactProcedureInput, input);
  const template = await findActiveTemplate(template_id);
  if (!template) throw AppError.field("template_id", MESSAGES.templateUnknown);
  const message = await contactMessage(id);
  if (message.gestion) {
    throw new AppError("CONFLICT", MESSAGES.alreadyConverted(message.gestion.folio));
  }
  return { admin, template, message };
}

/**
 * 'Convertir en gestión': a gestión of the citizen matched by the message's e-mail or DPI, filed
 * through the gestiones' own path (folio, first status, the citizen's e-mail, audit) with the
 * message as its description; the message keeps a link to it. A message becomes one gestión at
 * most: a second conversion, even a concurrent one, is a 409.
 */
export async function convertContactMessage(
  actor: Actor | null,
  id: number,
  input: ContactProcedureInput,
  ip: string | null = null,
): Promise<{ ok: true; message: string; gestion: { id: number; folio: string } }> {
  const { admin, template, message } = await openChoice(actor, id, input);
  const citizen = await senderAccount(message);
  if (!citizen) throw new AppError("CONFLICT", MESSAGES.noCitizen);

  const now = new Date();
  const folio = await takeFolio(now.getUTCFullYear());
  const gestion = await db().$transaction(async (tx) => {
    const gestion = await recordGestion(
      tx,
      {
        folio,
        now,
        citizenId: citizen.id,
        categoria_id: template.categoria_id,
        template_id: template.id,
        template,
        data: { descripcion: message.mensaje },
        canal_origen: "contacto",
      },
      { actor: admin, ip },
    );
    // Only a message not yet converted takes the link: of two conversions at once, the second
    // finds nothing to change and its gestión is rolled back.
    const linked = await tx.contactMessage.updateMany({
      where: { id, gestion_id: null },
      data: { gestion_id: gestion.id, convertido_at: now },
    });
    if (linked.count === 0) throw new AppError("CONFLICT", MESSAGES.alreadyConverted(folio));
    await writeAudit(
      {
        actor: admin,
        action: "contact.convert",
        entity: "contact_message",
        entityId: id,
        details: { gestion_id: gestion.id, folio },
        ip,
      },
      tx,
    );
    return gestion;
  });
  deliverPendingEmails().catch(() => undefined);
  return {
    ok: true,
    message: MESSAGES.converted(gestion.folio),
    gestion: { id: gestion.id, folio: gestion.folio },
  };
}

function invitation(
  message: { primer_nombre: string; email: string; referencia: string | null },
  template: { id: number; nombre: string },
) {
  const site = env().SITE_URL.replace(/\/+$/, "");
  return {
    to: message.email,
    subject: "Crea tu cuenta para dar seguimiento a tu solicitud",
    text: [
      `Hola, ${message.primer_nombre}:`,
      "",
      `Leímos tu mensaje${message.referencia ? ` ${message.referencia}` : ""}. Para atenderlo como una gestión del trámite «${template.nombre}», con folio, seguimiento y fecha de respuesta, crea tu cuenta aquí:`,
      `${site}/login-register?modo=registro&tramite=${template.id}`,
      "",
      "Al terminar verás el formulario de la gestión listo para llenar.",
      "",
      SIGNATURE_SLOT,
    ].join("\n"),
  };
}

/**
 * 'Invitar a registrarse': when no account matches the sender, an e-mail with a link to register
 * and then file the procedure chosen; the invitation is recorded on the message, once.
 */
export async function inviteContactSender(
  actor: Actor | null,
  id: number,
  input: ContactProcedureInput,
  ip: string | null = null,
): Promise<{ ok: true; message: string }> {
  const { admin, template, message } = await openChoice(actor, id, input);
  if (await senderAccount(message)) throw new AppError("CONFLICT", MESSAGES.hasAccount);
  if (message.invitado_at) throw new AppError("CONFLICT", MESSAGES.alreadyInvited);
  await db().$transaction(async (tx) => {
    const marked = await tx.contactMessage.updateMany({
      where: { id, invitado_at: null, gestion_id: null },
      data: { invitado_at: new Date(), invitado_template_id: template.id },
    });
    if (marked.count === 0) throw new AppError("CONFLICT", MESSAGES.alreadyInvited);
    const emailId = await enqueueEmail(invitation(message, template), tx);
    await writeAudit(
      {
        actor: admin,
        action: "contact.invite",
        entity: "contact_message",
        entityId: id,
        details: { template_id: template.id, email_id: emailId },
        ip,
      },
      tx,
    );
  });
  deliverPendingEmails().catch(() => undefined);
  return { ok: true, message: MESSAGES.invited };
}
