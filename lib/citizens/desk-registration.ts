import "server-only";
import { writeAudit } from "@/lib/audit/service";
import type { AdminActor } from "@/lib/auth/sessions";
import { storedForms } from "@/lib/channels/phone";
import { DESK_MESSAGES, type DeskPerson } from "@/lib/gestiones/desk-schema";
import { type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";

// A person the office registers at its desk, inside the transaction of the gestión it files for
// them: an account without a password, which its owner claims later from the portal with a code
// sent to its phone or e-mail (lib/citizens/account-claim.ts). A DPI, a phone number or an e-mail already
// an account's is refused (409): the office finds that person instead of making a second one.

const conflict = (field: string, message: string) =>
  AppError.field(`ciudadano.${field}`, message, "CONFLICT");

/** The first of the person's DPI, phone and e-mail that already belongs to an account, as a 409. */
async function refuseTaken(tx: Tx, person: DeskPerson): Promise<void> {
  if (person.dpi && (await tx.citizen.count({ where: { dpi: person.dpi } }))) {
    throw conflict("dpi", DESK_MESSAGES.dpiTomado);
  }
  if (
    person.telefono &&
    (await tx.citizen.count({
      where: {
        OR: [{ movil: person.telefono }, { telefono: { in: storedForms(person.telefono) } }],
        deleted_at: null,
      },
    }))
  ) {
    throw conflict("telefono", DESK_MESSAGES.telefonoTomado);
  }
  if (
    person.correo &&
    (await tx.citizen.count({ where: { correo: { equals: person.correo, mode: "insensitive" } } }))
  ) {
    throw conflict("correo", DESK_MESSAGES.correoTomado);
  }
}

/** Registers the person (no password, e-mail unconfirmed) and audits it; answers their id. */
export async function registerAtDesk(
  tx: Tx,
  person: DeskPerson,
  by: { admin: AdminActor; ip: string | null },
): Promise<number> {
  await refuseTaken(tx, person);
  const citizen = await tx.citizen.create({
    data: {
      primer_nombre: person.primer_nombre,
      segundo_nombre: person.segundo_nombre,
      primer_apellido: person.primer_apellido,
      segundo_apellido: person.segundo_apellido,
      dpi: person.dpi,
      telefono: person.telefono,
      // The number the office took down is the one WhatsApp and SMS reach (lib/channels).
      movil: person.telefono,
      correo: person.correo,
      departamento: person.departamento,
      municipio: person.municipio,
    },
    select: { id: true },
  });
  await writeAudit(
    {
      actor: by.admin,
      action: "citizen.desk_register",
      entity: "citizen",
      entityId: citizen.id,
      details: {
        con_dpi: Boolean(person.dpi),
        con_telefono: Boolean(person.telefono),
        con_correo: Boolean(person.correo),
      },
      ip: by.ip,
    },
    tx,
  );
  return citizen.id;
}

/** An account the desk found: live and active, or a 422 naming the choice. */
export async function liveCitizenId(tx: Tx, id: number): Promise<number> {
  const row = await tx.citizen.findFirst({
    where: { id, activo: true, deleted_at: null },
    select: { id: true },
  });
  if (!row) throw AppError.field("ciudadano.id", DESK_MESSAGES.ciudadanoDesconocido);
  return row.id;
}
