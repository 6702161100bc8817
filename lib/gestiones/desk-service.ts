import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { liveCitizenId, registerAtDesk } from "@/lib/citizens/desk-registration";
import {
  DESK_MESSAGES,
  deskGestionInput,
  type DeskFiling,
  type DeskGestionInput,
} from "@/lib/gestiones/desk-schema";
import { requestHash } from "@/lib/gestiones/idempotency";
import { receiptPath } from "@/lib/gestiones/paths";
import { fileGestion } from "@/lib/gestiones/filing-service";
import { parseInput } from "@/lib/validation/parse";

// 'Registrar gestión': the office takes a case by phone, at its desk, by WhatsApp or by e-mail,
// for a person it finds among the accounts or registers on the spot. Filed through the portal's own
// path (fileGestion): folio, promised date, first status, the citizen's notice and the audit entry
// are the same; the office is the author and the channel is the one it marks.

/**
 * POST /api/portal/admin/gestiones: the office's write of gestiones; finding a person also needs
 * citizens.read, registering one citizens.write. The person is registered in the gestión's own
 * transaction, so a refused procedure or answer leaves no account behind. With an
 * Idempotency-Key (the administrator's own), a retry answers the first gestión.
 */
export async function fileDeskGestion(
  actor: Actor | null,
  input: DeskGestionInput,
  context: { idempotencyKey?: string; ip?: string | null } = {},
): Promise<DeskFiling & { message: string }> {
  const admin = requirePermission(actor, "gestiones.write");
  const request = parseInput(deskGestionInput, input);
  const { ciudadano } = request;
  requirePermission(actor, "id" in ciudadano ? "citizens.read" : "citizens.write");
  const ip = context.ip ?? null;
  const filed = await fileGestion(
    {
      actor: admin,
      keyOwner: { adminId: admin.id },
      citizen: (tx) =>
        "id" in ciudadano
          ? liveCitizenId(tx, ciudadano.id)
          : registerAtDesk(tx, ciudadano, { admin, ip }),
    },
    {
      categoria_id: request.categoria_id,
      template_id: request.template_id,
      titulo: request.titulo,
      data: request.data,
      canal_origen: request.canal_origen,
      ubicacion: null,
    },
    { idempotencyKey: context.idempotencyKey, ip, hash: requestHash(request) },
  );
  return {
    ...filed,
    comprobante: receiptPath(filed.id),
    message: DESK_MESSAGES.creada(filed.folio),
  };
}
