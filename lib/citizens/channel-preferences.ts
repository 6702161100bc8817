import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requireCitizen } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { channelOf, REACHABLE_SELECT } from "@/lib/channels/notify";
import {
  CHANNEL_MESSAGES,
  type ChannelOption,
  type ChannelPreferences,
  type OwnChannels,
} from "@/lib/citizens/channels-schema";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/citizens/messages";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

// The citizen's own choice of how the office reaches them (lib/channels/notify.ts reads it): one
// of their confirmed channels (an e-mail they confirmed, the number they proved), and WhatsApp or
// SMS stopped or restarted, as BAJA does from the phone.

const SELECT = { ...REACHABLE_SELECT, correo_confirmado_at: true } as const;

async function ownRow(tx: Tx, citizenId: number) {
  const row = await tx.citizen.findFirst({
    where: { id: citizenId, activo: true, deleted_at: null },
    select: SELECT,
  });
  if (!row) throw new AppError("UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE);
  return row;
}

type Row = Awaited<ReturnType<typeof ownRow>>;

/** The channels the citizen has confirmed: a proven number reaches WhatsApp and SMS. */
function optionsOf(row: Row): ChannelOption[] {
  const options: ChannelOption[] = [];
  if (row.movil) {
    options.push({
      canal: "whatsapp",
      destino: row.movil,
      detenido: row.whatsapp_baja_at !== null,
    });
    options.push({ canal: "sms", destino: row.movil, detenido: row.sms_baja_at !== null });
  }
  if (row.correo && row.correo_confirmado_at) {
    options.push({ canal: "email", destino: row.correo, detenido: false });
  }
  return options;
}

const view = (row: Row): OwnChannels => ({
  opciones: optionsOf(row),
  canal_preferido: row.canal_preferido,
  canal_en_uso: channelOf(row),
});

/** The signed-in citizen's channels, as the profile shows them. */
export async function getOwnChannels(actor: Actor): Promise<OwnChannels> {
  const citizen = requireCitizen(actor);
  return view(await ownRow(db(), citizen.id));
}

/**
 * Saves the citizen's channel and which phone channels may carry messages. The chosen one must be
 * confirmed and not stopped (422 on `canal_preferido`); stopping keeps the date it first stopped.
 * Audited with what changed.
 */
export async function updateOwnChannels(
  actor: Actor,
  input: ChannelPreferences,
  ip: string | null,
): Promise<OwnChannels> {
  const citizen = requireCitizen(actor);
  const updated = await db().$transaction(async (tx) => {
    const before = await ownRow(tx, citizen.id);
    const option = optionsOf(before).find((candidate) => candidate.canal === input.canal_preferido);
    if (!option) throw AppError.field("canal_preferido", CHANNEL_MESSAGES.unconfirmed);
    if (input.canal_preferido !== "email" && !input[input.canal_preferido]) {
      throw AppError.field("canal_preferido", CHANNEL_MESSAGES.stopped);
    }
    const now = new Date();
    const stoppedAt = (on: boolean, since: Date | null) => (on ? null : (since ?? now));
    // A number nobody proved has no phone channel to stop.
    const phone = before.movil
      ? {
          whatsapp_baja_at: stoppedAt(input.whatsapp, before.whatsapp_baja_at),
          sms_baja_at: stoppedAt(input.sms, before.sms_baja_at),
        }
      : {};
    const after = await tx.citizen.update({
      where: { id: citizen.id },
      data: { canal_preferido: input.canal_preferido, ...phone },
      select: SELECT,
    });
    const changes = {
      ...(before.canal_preferido !== after.canal_preferido
        ? { canal_preferido: after.canal_preferido }
        : {}),
      ...((before.whatsapp_baja_at === null) !== (after.whatsapp_baja_at === null)
        ? { whatsapp: after.whatsapp_baja_at === null ? "reactivado" : "detenido" }
        : {}),
      ...((before.sms_baja_at === null) !== (after.sms_baja_at === null)
        ? { sms: after.sms_baja_at === null ? "reactivado" : "detenido" }
        : {}),
    };
    if (Object.keys(changes).length) {
      await writeAudit(
        {
          actor,
          action: "citizen.channels_update",
          entity: "citizen",
          entityId: citizen.id,
          details: changes,
          ip,
        },
        tx,
      );
    }
    return after;
  });
  return view(updated);
}
