import "server-only";
import { db } from "@/lib/db";
import { AppError, found } from "@/lib/errors/app-error";
import { ATTACHMENT_MAX_FILES, ATTACHMENT_TOO_MANY } from "@/lib/gestiones/limits";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import type { UploadFile } from "@/lib/http/multipart";
import type { SavedFile } from "@/lib/storage/service";

// The steps the gestiones' writes share (lib/gestiones/service.ts for citizens, office-service.ts
// for the office): finding the gestión and the rows of its attachments.

const MESSAGES = GESTION_MESSAGES;

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

const GESTION_REF = {
  id: true,
  folio: true,
  citizen_id: true,
  status: true,
  sla_due_at: true,
  waiting_since: true,
} as const;

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
