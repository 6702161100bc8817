import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requireCitizen } from "@/lib/auth/authorize";
import { digest, newLinkToken } from "@/lib/auth/reset-tokens";
import type { Actor } from "@/lib/auth/sessions";
import {
  CLAIM_MESSAGES,
  CLAIM_PATH,
  claimInput,
  type ClaimInput,
} from "@/lib/contact/claim-schema";
import { db } from "@/lib/db";
import { LINK_SLOT, type QueuedEmail } from "@/lib/email/outbox";
import { EMAIL_SIGNATURE } from "@/lib/email/signature";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { rateLimit } from "@/lib/security/rate-limit";
import { parseInput } from "@/lib/validation/parse";

// A gestión the office made of a contact message without an account waits for its sender: the
// link e-mailed to the address the message came from joins it to the account of whoever opens it
// signed in. Holding the link proves one reads that mailbox, which is all the message ever said
// about its sender. The link is a 256-bit random token stored only as its SHA-256, valid 30 days,
// spent on first use; the e-mail keeps it sealed until it is sent (lib/email/outbox.ts).

const LIFETIME_MS = 30 * 24 * 60 * 60_000;
// Per account: a guessed token cannot succeed, and a script guessing them is stopped soon.
const CLAIM_LIMIT = { limit: 10, windowMs: 15 * 60_000, message: CLAIM_MESSAGES.tooMany };

/** A new claim link: the token for the e-mail, its hash for the message row, and its expiry. */
export function newClaim(now: Date) {
  const token = newLinkToken();
  return { token, hash: digest(token), expiresAt: new Date(now.getTime() + LIFETIME_MS) };
}

/**
 * The link to the sender. Its address was typed by whoever sent the message and may be anyone's:
 * the text names only the office's own references, never what was typed.
 */
export function claimEmail(
  message: { email: string; referencia: string | null },
  folio: string,
  token: string,
): QueuedEmail {
  const about = message.referencia ? ` (referencia ${message.referencia})` : "";
  return {
    to: message.email,
    subject: `Tu mensaje a la oficina es ahora la gestión ${folio}`,
    text:
      `Hola:\n\nLa oficina abrió la gestión ${folio} a partir de un mensaje enviado desde la página de ` +
      `contacto con este correo electrónico${about}.\n\nPara darle seguimiento en el portal ciudadano, ` +
      "abre este enlace e inicia sesión o crea tu cuenta: la gestión se agregará a la cuenta con la que " +
      `entres. Es válido durante 30 días y una sola vez:\n\n${LINK_SLOT}\n\n` +
      "Si no escribiste a la oficina, ignora este mensaje." +
      EMAIL_SIGNATURE,
    link: `${env().SITE_URL}${CLAIM_PATH}?token=${encodeURIComponent(token)}`,
  };
}

/**
 * Joins the gestión of a claim link to the signed-in citizen's account: the link is spent, and the
 * gestión must still have no account, in one transaction; audited. An unknown, used or expired
 * link changes nothing, is audited as refused and answers 400 without saying which.
 */
export async function claimContactGestion(
  actor: Actor | null,
  input: ClaimInput,
  ip: string | null = null,
): Promise<{ ok: true; message: string; gestion: { id: number; folio: string } }> {
  const citizen = requireCitizen(actor);
  const { token } = parseInput(claimInput, input);
  await rateLimit("gestion-claim", String(citizen.id), CLAIM_LIMIT);
  const hash = digest(token);
  const gestion = await db().$transaction(async (tx) => {
    const now = new Date();
    const message = await tx.contactMessage.findUnique({
      where: { reclamo_token_hash: hash },
      select: { id: true, gestion_id: true, reclamo_expira_at: true },
    });
    if (!message?.gestion_id || !message.reclamo_expira_at || message.reclamo_expira_at <= now) {
      return null;
    }
    const spent = await tx.contactMessage.updateMany({
      where: { id: message.id, reclamo_token_hash: hash, reclamado_at: null },
      data: { reclamo_token_hash: null, reclamado_at: now },
    });
    if (spent.count !== 1) return null;
    const joined = await tx.gestion.updateMany({
      where: { id: message.gestion_id, citizen_id: null },
      data: { citizen_id: citizen.id, last_activity_at: now },
    });
    if (joined.count !== 1) return null;
    await writeAudit(
      {
        actor: citizen,
        action: "gestion.claim",
        entity: "gestion",
        entityId: message.gestion_id,
        details: { mensaje_id: message.id },
        ip,
      },
      tx,
    );
    return tx.gestion.findUniqueOrThrow({
      where: { id: message.gestion_id },
      select: { id: true, folio: true },
    });
  });
  if (!gestion) {
    await writeAudit({
      actor: citizen,
      action: "gestion.claim_refused",
      entity: "citizen",
      entityId: citizen.id,
      ip,
    });
    throw new AppError("BAD_REQUEST", CLAIM_MESSAGES.invalid);
  }
  return { ok: true, message: CLAIM_MESSAGES.claimed(gestion.folio), gestion };
}
