import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { getCitizenItem } from "@/lib/citizens/admin-queries";
import { CITIZEN_ADMIN_MESSAGES, type CitizenAdminItem } from "@/lib/citizens/admin-schema";
import { DPI_MOVE_MESSAGES, dpiMoveInput, type DpiMoveInput } from "@/lib/citizens/dpi-move-schema";
import { dpiAddedEmail, dpiRemovedEmail } from "@/lib/citizens/emails";
import { db } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/errors/app-error";
import { parseInput } from "@/lib/validation/parse";

// A DPI belongs to one account, and registration cannot tell who owns the DPI typed: when its
// owner finds it taken, they prove at the office, DPI in hand, that it is theirs, and the office
// moves it here — to the owner's account, or nowhere, so that they can register with it. The
// account that held it loses it and is told by e-mail (it keeps its gestiones and its sign-in by
// e-mail); the move, who made it and how the person was verified are in the audit log.

const MESSAGES = DPI_MOVE_MESSAGES;

/** 'Trasladar DPI' (POST /api/admin/users/{id}/dpi): moves account `id`'s DPI to the account of `destino_correo`, or frees it. */
export async function moveCitizenDpi(
  actor: Actor | null,
  id: number,
  input: DpiMoveInput,
  ip: string | null,
): Promise<{ ok: true; message: string; user: CitizenAdminItem }> {
  const admin = requirePermission(actor, "citizens.write");
  const { destino_correo, verificacion } = parseInput(dpiMoveInput, input);
  await db().$transaction(async (tx) => {
    const holder = await tx.citizen.findUnique({
      where: { id },
      select: { id: true, dpi: true, correo: true },
    });
    if (!holder) throw new AppError("NOT_FOUND", CITIZEN_ADMIN_MESSAGES.notFound);
    const dpi = holder.dpi;
    if (!dpi) throw new AppError("CONFLICT", MESSAGES.noDpi);
    const target = destino_correo
      ? await tx.citizen.findFirst({
          where: { correo: destino_correo, deleted_at: null },
          select: { id: true, dpi: true, correo: true },
        })
      : null;
    if (destino_correo && !target) throw AppError.field("destino_correo", MESSAGES.targetUnknown);
    if (target?.id === holder.id) throw AppError.field("destino_correo", MESSAGES.targetSame);
    if (target?.dpi) throw AppError.field("destino_correo", MESSAGES.targetHasDpi);
    // Only the DPI read above moves: of two moves at once, the second finds it gone.
    const taken = await tx.citizen.updateMany({ where: { id, dpi }, data: { dpi: null } });
    if (taken.count !== 1) throw new AppError("CONFLICT", MESSAGES.changed);
    if (target) await tx.citizen.update({ where: { id: target.id }, data: { dpi } });
    if (holder.correo) await enqueueEmail(dpiRemovedEmail(holder.correo), tx);
    if (target?.correo) await enqueueEmail(dpiAddedEmail(target.correo), tx);
    await writeAudit(
      {
        actor: admin,
        action: "citizen.dpi_move",
        entity: "citizen",
        entityId: id,
        details: { cuenta_anterior: id, cuenta_nueva: target?.id ?? null, verificacion },
        ip,
      },
      tx,
    );
  });
  deliverPendingEmails().catch(() => {});
  const user = await getCitizenItem(admin, id);
  if (!user) throw new AppError("NOT_FOUND", CITIZEN_ADMIN_MESSAGES.notFound);
  return { ok: true, message: destino_correo ? MESSAGES.moved : MESSAGES.released, user };
}
