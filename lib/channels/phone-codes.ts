import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { derivedKey } from "@/lib/auth/keys";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { MessageChannel, PhoneCodePurpose, Prisma } from "@/lib/generated/prisma/client";
import { enqueueEmail, LINK_SLOT } from "@/lib/email/outbox";
import { enqueuePhoneMessage } from "@/lib/channels/notify";
import { rateLimitWindows } from "@/lib/security/rate-limit";

// Six-digit codes sent by WhatsApp or SMS to prove a number (or by e-mail, to prove an address an
// account the office created holds): stored as an HMAC, valid 10 minutes, 5 tries; at most 3 an
// hour and 6 a day to one number or address and 10 an hour from one client address, so neither a
// guess nor a flood of messages to someone else's phone gets far.

const MINUTE = 60_000;
const CODE_TTL_MS = 10 * MINUTE;
const CODE_MAX_ATTEMPTS = 5;
const PER_NUMBER = [
  { limit: 3, windowMs: 60 * MINUTE },
  { limit: 6, windowMs: 24 * 60 * MINUTE },
] as const;
const PER_ADDRESS = [{ limit: 10, windowMs: 60 * MINUTE }] as const;

export const CODE_MESSAGES = {
  tooMany: "Ya enviamos varios códigos a ese número. Intenta de nuevo más tarde.",
  wrong: "El código no es correcto. Revisa el mensaje e inténtalo de nuevo.",
  expired: "El código venció o ya no es válido. Pide uno nuevo.",
} as const;

const CODE_TEXT = `Tu código de verificación es ${LINK_SLOT}. Vence en 10 minutos. No lo compartas con nadie.`;

const hashOf = (code: string) =>
  createHmac("sha256", derivedKey("phone-code")).update(code).digest("hex");

interface CodeRequest {
  /** The number in E.164, or the e-mail address when `channel` is "email". */
  telefono: string;
  channel: MessageChannel;
  purpose: PhoneCodePurpose;
  citizenId?: number | null;
  pendingData?: Prisma.InputJsonValue;
  ip: string | null;
}

/**
 * Issues a code to `telefono` in `tx` (the row and its message are written together, counted
 * against the limits only if they commit); earlier codes of the same purpose stop working.
 */
export async function issuePhoneCode(tx: Tx, request: CodeRequest): Promise<void> {
  await rateLimitWindows("phone-code", request.telefono, PER_NUMBER, CODE_MESSAGES.tooMany, tx);
  if (request.ip) {
    await rateLimitWindows("phone-code-ip", request.ip, PER_ADDRESS, CODE_MESSAGES.tooMany, tx);
  }
  const now = new Date();
  await tx.phoneCode.updateMany({
    where: { telefono: request.telefono, purpose: request.purpose, used_at: null },
    data: { used_at: now },
  });
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await tx.phoneCode.create({
    data: {
      telefono: request.telefono,
      purpose: request.purpose,
      channel: request.channel,
      code_hash: hashOf(code),
      citizen_id: request.citizenId ?? null,
      pending_data: request.pendingData,
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
    },
  });
  if (request.channel === "email") {
    await enqueueEmail(
      { to: request.telefono, subject: "Código de verificación", text: CODE_TEXT, link: code },
      tx,
    );
    return;
  }
  await enqueuePhoneMessage(tx, {
    channel: request.channel,
    to: request.telefono,
    subject: "Código de verificación",
    text: CODE_TEXT,
    template: { name: "codigo_verificacion", params: [LINK_SLOT] },
    secret: code,
  });
}

/**
 * Spends the code of `telefono` for `purpose` and answers its row. A wrong code counts a try
 * (kept even when the caller's work fails); past the tries, or expired, it is refused.
 */
export async function consumePhoneCode(input: {
  telefono: string;
  purpose: PhoneCodePurpose;
  codigo: string;
}) {
  const row = await db().phoneCode.findFirst({
    where: { telefono: input.telefono, purpose: input.purpose, used_at: null },
    orderBy: { id: "desc" },
  });
  if (!row || row.expires_at <= new Date() || row.attempts >= CODE_MAX_ATTEMPTS) {
    throw AppError.field("codigo", CODE_MESSAGES.expired);
  }
  const expected = Buffer.from(row.code_hash, "hex");
  const given = Buffer.from(hashOf(input.codigo), "hex");
  if (!timingSafeEqual(expected, given)) {
    await db().phoneCode.update({ where: { id: row.id }, data: { attempts: { increment: 1 } } });
    throw AppError.field("codigo", CODE_MESSAGES.wrong);
  }
  const spent = await db().phoneCode.updateMany({
    where: { id: row.id, used_at: null },
    data: { used_at: new Date() },
  });
  if (spent.count === 0) throw AppError.field("codigo", CODE_MESSAGES.expired);
  return row;
}
