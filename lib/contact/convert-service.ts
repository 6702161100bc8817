import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor, AdminActor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail, SIGNATURE_SLOT } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError, found } from "@/lib/errors/app-error";
import { takeFolio } from "@/lib/gestiones/folio";
import { findActiveTemplate, recordGestion } from "@/lib/gestiones/filing-service";
import { ACCOUNT_GAP_REASONS } from "@/lib/gestiones/unclaimed";
import type { ContactAccountGap } from "@/lib/generated/prisma/enums";
import { limitUnconfirmedRecipient } from "@/lib/email/unconfirmed-recipient";
import { claimEmail, newClaim } from "@/lib/contact/claim-service";
import {
  CONVERT_MESSAGES,
  INBOX_MESSAGES,
  contactProcedureInput,
  type ContactProcedureInput,
} from "@/lib/contact/inbox-schema";
import { parseInput } from "@/lib/validation/parse";

// A contact message that leads somewhere: the office turns it into a gestión, or invites the
// sender to register for the procedure chosen. Both need the inbox and the gestiones' write
// permission, and are audited.
//
// Nothing in a contact message is proven: anyone may type any e-mail and any DPI into the form. A
// gestión joins an account only when the message's e-mail is that account's confirmed address.
// Otherwise — a DPI that matches, an address not yet confirmed, no account at all — the gestión is
// made without an account, and a single-use link to claim it goes to the address the message came
// from: whoever can read that mailbox, and only they, joins it to the account they sign in with.

const MESSAGES = CONVERT_MESSAGES;

function requireConverter(actor: Actor | null): AdminActor {
  requirePermission(actor, "contact.manage");
  return requirePermission(actor, "gestiones.write");
}

const messageSelect = {
  id: true,
  referencia: true,
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
type SenderMatch =
  | { account: { id: number; nombre: string }; gap: null }
  | { account: null; gap: ContactAccountGap };

/**
 * The active account whose confirmed e-mail is the message's, or why there is none: an account
 * with that e-mail unconfirmed, one with the message's DPI only, or none at all.
 */
async function senderAccount({ email, dpi }: Sender): Promise<SenderMatch> {
  const accounts = await db().citizen.findMany({
    where: {
      activo: true,
      deleted_at: null,
      OR: [{ correo: { equals: email, mode: "insensitive" } }, ...(dpi ? [{ dpi }] : [])],
    },
    select: {
      id: true,
      correo: true,
      correo_confirmado_at: true,
      primer_nombre: true,
      primer_apellido: true,
    },
  });
  const byEmail = accounts.find((account) => account.correo?.toLowerCase() === email.toLowerCase());
  if (byEmail?.correo_confirmado_at) {
    return {
      account: { id: byEmail.id, nombre: `${byEmail.primer_nombre} ${byEmail.primer_apellido}` },
      gap: null,
    };
  }
  const gap = byEmail ? "correo_sin_confirmar" : accounts.length ? "solo_dpi" : "sin_cuenta";
  return { account: null, gap };
}

export interface ContactMatch {
  /** The account the gestión would join: its e-mail is the message's, confirmed. */
  citizen: { id: number; nombre: string } | null;
  /** Otherwise why not, in Spanish. */
  motivo: string | null;
}

/** Whom the message would become a gestión of, for the detail's choice between converting and inviting. */
export async function matchContactSender(actor: Actor | null, id: number): Promise<ContactMatch> {
  requireConverter(actor);
  const { account, gap } = await senderAccount(await contactMessage(id));
  return { citizen: account, motivo: gap && ACCOUNT_GAP_REASONS[gap] };
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
 * 'Convertir en gestión': a gestión filed through the gestiones' own path (folio, first status,
 * audit) with the message as its description; the message keeps a link to it. It is the account's
 * whose confirmed e-mail is the message's (which is told by e-mail); otherwise it has no account,
 * the message records why, and its sender is e-mailed a link to claim it (within the address's
 * limit). A message becomes one gestión at most: a second conversion, even a concurrent one, is a 409.
 */
export async function convertContactMessage(
  actor: Actor | null,
  id: number,
  input: ContactProcedureInput,
  ip: string | null = null,
): Promise<{ ok: true; message: string; gestion: { id: number; folio: string } }> {
  const { admin, template, message } = await openChoice(actor, id, input);
  const { account, gap } = await senderAccount(message);
  if (!account) await limitUnconfirmedRecipient(message.email);

  const now = new Date();
  const claim = account ? null : newClaim(now);
  const folio = await takeFolio(now.getUTCFullYear());
  const gestion = await db().$transaction(async (tx) => {
    const gestion = await recordGestion(
      tx,
      {
        folio,
        now,
        citizenId: account?.id ?? null,
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
      data: {
        gestion_id: gestion.id,
        convertido_at: now,
        ...(claim && {
          sin_cuenta_motivo: gap,
          reclamo_token_hash: claim.hash,
          reclamo_expira_at: claim.expiresAt,
        }),
      },
    });
    if (linked.count === 0) throw new AppError("CONFLICT", MESSAGES.alreadyConverted(folio));
    if (claim) {
      await enqueueEmail(claimEmail(message, gestion.folio, claim.token), tx, {
        gestionId: gestion.id,
      });
    }
    await writeAudit(
      {
        actor: admin,
        action: "contact.convert",
        entity: "contact_message",
        entityId: id,
        details: { gestion_id: gestion.id, folio, ...(gap && { reason: gap }) },
        ip,
      },
      tx,
    );
    return gestion;
  });
  deliverPendingEmails().catch(() => undefined);
  return {
    ok: true,
    message: account
      ? MESSAGES.converted(gestion.folio)
      : MESSAGES.convertedUnclaimed(gestion.folio, message.email),
    gestion: { id: gestion.id, folio: gestion.folio },
  };
}

/** The office's own words only: the address was typed by whoever sent the message. */
function invitation(
  message: { email: string; referencia: string | null },
  template: { id: number; nombre: string },
) {
  const site = env().SITE_URL;
  return {
    to: message.email,
    subject: "Crea tu cuenta para dar seguimiento a tu solicitud",
    text: [
      "Hola:",
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
 * 'Invitar a registrarse': when no account has the sender's e-mail confirmed, an e-mail (within the
 * address's limit) with a link to register and then file the procedure chosen; the invitation is
 * recorded on the message, once.
 */
export async function inviteContactSender(
  actor: Actor | null,
  id: number,
  input: ContactProcedureInput,
  ip: string | null = null,
): Promise<{ ok: true; message: string }> {
  const { admin, template, message } = await openChoice(actor, id, input);
  if ((await senderAccount(message)).account) throw new AppError("CONFLICT", MESSAGES.hasAccount);
  if (message.invitado_at) throw new AppError("CONFLICT", MESSAGES.alreadyInvited);
  await limitUnconfirmedRecipient(message.email);
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
