import "server-only";
import { db, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { AppError, found } from "@/lib/errors";
import { ATTACHMENT_MAX_FILES, ATTACHMENT_TOO_MANY } from "@/lib/gestiones/limits";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import type { UploadFile } from "@/lib/multipart";
import type { SavedFile } from "@/lib/storage/service";

// The steps the gestiones' writes share (lib/gestiones/service.ts for citizens, office-service.ts
// for the office): finding the gestión, the rows of its attachments, and telling the citizen.

const MESSAGES = GESTION_MESSAGES;

export const linkTo = (id: number) =>
  `${env().SITE_URL.replace(/\/+$/, "")}/portal/sugerencias/${id}`;

export async function citizenEmail(citizenId: number, tx: Tx): Promise<string | null> {
  const citizen = await tx.citizen.findUnique({
    where: { id: citizenId },
    select: { correo: true },
  });
  return citizen?.correo ?? null;
}

export async function notifyCitizen(
  tx: Tx,
  gestion: { id: number; folio: string; citizen_id: number },
  subject: string,
  lines: string[],
): Promise<void> {
  const to = await citizenEmail(gestion.citizen_id, tx);
  if (!to) return;
  await enqueueEmail(
    {
      to,
      subject,
      text: [
        ...lines,
        "",
        `Folio: ${gestion.folio}`,
        `Puedes verla aquí: ${linkTo(gestion.id)}`,
      ].join("\n"),
    },
    tx,
    { gestionId: gestion.id },
  );
}

export const deliverSoon = () => void deliverPendingEmails().catch(() => undefined);

export function checkFileCount(files: UploadFile[]): void {
  if (files.length > ATTACHMENT_MAX_FILES) throw AppError.field("files", ATTACHMENT_TOO_MANY);
}

export function attachmentRows(saved: SavedFile[], gestionId: number, messageId: number) {
  return saved.map((file) => ({
    gestion_id: gestionId,
    message_id: messageId,
    file_id: file.id,
    original: file.original_name,
    mimetype: file.mime,
    size_bytes: file.size_bytes,
  }));
}

export const GESTION_REF = { id: true, folio: true, citizen_id: true, status: true } as const;

export async function ownGestion(citizenId: number, id: number) {
  return found(
    await db().gestion.findFirst({
      where: { id, citizen_id: citizenId },
      select: { ...GESTION_REF, resolved_at: true, reopened_at: true },
    }),
    MESSAGES.notFound,
  );
}

export async function anyGestion(id: number) {
  return found(
    await db().gestion.findUnique({ where: { id }, select: GESTION_REF }),
    MESSAGES.notFound,
  );
}
