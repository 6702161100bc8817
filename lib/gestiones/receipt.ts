import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { channelLabel } from "@/lib/gestiones/origin-channels";
import { gestionLink } from "@/lib/channels/notify";
import { qrCodeShape, type QrCodeShape } from "@/lib/format/qr-code";
import { readIdentity } from "@/lib/site/identity";

// The receipt the desk prints (or hands over as a PDF) for a gestión it registered: the folio,
// what was asked, the date the office promised, and how to follow it — the QR code to the gestión
// in the portal, the message to send by WhatsApp or SMS, and, for a person registered at the desk,
// how to claim the account: a code to the phone or e-mail the office took down proves it is
// theirs, and they choose a password (lib/citizens/account-claim.ts); their cases are already there.

/** Where a person registered at the desk claims their account. */
const CLAIM_PATH = "/activar-cuenta";

export interface GestionReceipt {
  id: number;
  folio: string;
  titulo: string;
  procedimiento: string;
  categoria: string;
  canal: string;
  created_at: string;
  /** The date the office promised to answer by (working days of the category). */
  sla_due_at: string | null;
  ciudadano: string | null;
  oficina: { nombre: string; cargo: string; telefono: string | null; horario: string | null };
  seguimiento: { url: string; qr: QrCodeShape; mensaje: string };
  /** Where a person registered at the desk (no password yet) claims the account; null otherwise. */
  activar_cuenta: string | null;
}

/** What the receipt says to follow the case, the same on the page and in the PDF. */
export function followUpLines(receipt: GestionReceipt): string[] {
  const { oficina, seguimiento } = receipt;
  return [
    `Escanea el código o entra a ${seguimiento.url}`,
    `Por WhatsApp o SMS, envía ${seguimiento.mensaje}${oficina.telefono ? ` al ${oficina.telefono}` : " a la oficina"} y te responderemos su estado.`,
    ...(oficina.telefono
      ? [
          `Llama al ${oficina.telefono}${oficina.horario ? ` (${oficina.horario})` : ""} y menciona tu folio.`,
        ]
      : []),
    ...(receipt.activar_cuenta
      ? [
          `Para verla en el portal, activa tu cuenta en ${receipt.activar_cuenta} con tu celular o tu correo: tu gestión ya estará ahí.`,
        ]
      : []),
  ];
}

const fullName = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ");

/** A gestión's receipt for the office (gestiones.read); null when it does not exist. */
export async function getGestionReceipt(
  actor: Actor | null,
  id: number,
): Promise<GestionReceipt | null> {
  requirePermission(actor, "gestiones.read");
  const [row, identity, contact] = await Promise.all([
    db().gestion.findUnique({
      where: { id },
      select: {
        id: true,
        folio: true,
        titulo: true,
        canal_origen: true,
        created_at: true,
        sla_due_at: true,
        categoria: { select: { nombre: true } },
        template: { select: { nombre: true } },
        citizen: {
          select: {
            primer_nombre: true,
            segundo_nombre: true,
            primer_apellido: true,
            segundo_apellido: true,
            password_hash: true,
            correo: true,
            movil: true,
          },
        },
      },
    }),
    readIdentity(),
    db().siteSettings.findUnique({
      where: { id: 1 },
      select: { telefono_oficial: true, horario_atencion: true },
    }),
  ]);
  if (!row) return null;
  const url = gestionLink(row.id);
  const { citizen } = row;
  return {
    id: row.id,
    folio: row.folio,
    titulo: row.titulo,
    procedimiento: row.template?.nombre ?? row.titulo,
    categoria: row.categoria.nombre,
    canal: channelLabel(row.canal_origen),
    created_at: row.created_at.toISOString(),
    sla_due_at: row.sla_due_at?.toISOString() ?? null,
    ciudadano: citizen
      ? fullName(
          citizen.primer_nombre,
          citizen.segundo_nombre,
          citizen.primer_apellido,
          citizen.segundo_apellido,
        )
      : null,
    oficina: {
      nombre: identity.nombre,
      cargo: identity.cargo,
      telefono: contact?.telefono_oficial ?? null,
      horario: contact?.horario_atencion ?? null,
    },
    seguimiento: { url, qr: qrCodeShape(url), mensaje: `ESTADO ${row.folio}` },
    activar_cuenta:
      citizen && (citizen.correo || citizen.movil) && !citizen.password_hash
        ? `${env().SITE_URL}${CLAIM_PATH}`
        : null,
  };
}
