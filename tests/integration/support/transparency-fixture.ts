// Fixtures of the transparency tests, written inside a transaction that first empties the tables
// the figures read (gestiones, labores, the assistant's messages, the published periods) and is
// rolled back at the end: every figure is then known, whatever the other test files left in the
// shared database.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { GestionStatus } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Tx = Prisma.TransactionClient;

class Rollback extends Error {}

/** Runs `work` on emptied tables in a transaction that is always rolled back; answers its result. */
export async function onEmptyTables<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db().$transaction(
      async (tx) => {
        await tx.$executeRaw`DELETE FROM gestiones`;
        await tx.$executeRaw`DELETE FROM chat_messages`;
        await tx.$executeRaw`DELETE FROM labores`;
        await tx.$executeRaw`DELETE FROM transparency_periods`;
        result = await work(tx);
        throw new Rollback();
      },
      { timeout: 60_000 },
    );
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

/** 09:00 (or `hour`) Guatemala time (UTC−6) on a calendar day. */
export const gt = (day: string, hour = 9) =>
  new Date(`${day}T${String(hour + 6).padStart(2, "0")}:00:00.000Z`);

/** Words that must never reach the open data: the fixture's citizens and what they wrote. */
export const PERSONAL = {
  nombre: "Zenaida",
  apellido: "Quisquínez",
  correo: "zenaida.quisquinez@correo.gt",
  dpi: "2987654320101",
  titulo: "Fuga frente a la casa de Zenaida",
  mensaje: "Mi vecino Bartolomé no deja pasar",
};

export async function citizen(tx: Tx, departamento: string | null, municipio: string | null) {
  const tag = randomUUID().slice(0, 8);
  return tx.citizen.create({
    data: {
      primer_nombre: PERSONAL.nombre,
      primer_apellido: PERSONAL.apellido,
      correo: `${tag}.${PERSONAL.correo}`,
      dpi: `${PERSONAL.dpi.slice(0, 5)}${tag.replace(/\D/g, "").padEnd(8, "7").slice(0, 8)}`,
      departamento,
      municipio,
    },
  });
}

export async function category(tx: Tx, nombre: string) {
  return tx.gestionCategoria.upsert({
    where: { nombre },
    create: { nombre, sla_dias_habiles: 5 },
    update: {},
  });
}

/** The categories named, in that order (created when missing). */
export const categoriesNamed = (tx: Tx, ...names: string[]) =>
  Promise.all(names.map((nombre) => category(tx, nombre)));

export interface GestionFixture {
  citizenId: number;
  categoriaId: number;
  created: Date;
  status: GestionStatus;
  /** The office's first message to the citizen. */
  reply?: Date;
  resolved?: Date;
  /** When a rejected gestión was rejected (an hour after filing by default). */
  rejected?: Date;
  due?: Date;
  /** canal_origen: the portal unless told. */
  canal?: string;
}

/** A gestión with a citizen's message, an internal note and, when `reply`, the office's answer. */
export async function gestion(tx: Tx, fixture: GestionFixture) {
  const row = await tx.gestion.create({
    data: {
      folio: `TR-${randomUUID().slice(0, 12)}`,
      citizen_id: fixture.citizenId,
      categoria_id: fixture.categoriaId,
      titulo: PERSONAL.titulo,
      descripcion: PERSONAL.mensaje,
      status: fixture.status,
      created_at: fixture.created,
      resolved_at: fixture.resolved ?? null,
      sla_due_at: fixture.due ?? null,
      canal_origen: fixture.canal ?? "portal",
    },
  });
  const messages: Prisma.GestionMessageCreateManyInput[] = [
    {
      gestion_id: row.id,
      body: PERSONAL.mensaje,
      author_type: "citizen",
      author_citizen_id: fixture.citizenId,
      created_at: fixture.created,
    },
    // An internal note is not a reply: the citizen never sees it.
    {
      gestion_id: row.id,
      body: "Nota interna",
      is_internal: true,
      author_type: "staff",
      created_at: fixture.created,
    },
  ];
  if (fixture.reply) {
    messages.push(
      { gestion_id: row.id, body: "Respuesta", author_type: "staff", created_at: fixture.reply },
      // Only the first reply counts.
      {
        gestion_id: row.id,
        body: "Otra respuesta",
        author_type: "staff",
        created_at: new Date(fixture.reply.getTime() + 30 * 86_400_000),
      },
    );
  }
  await tx.gestionMessage.createMany({ data: messages });
  // The status history the office's changes write: filed, and the closing when there is one.
  const events: Prisma.GestionStatusEventCreateManyInput[] = [
    { gestion_id: row.id, to_status: "new", created_at: fixture.created },
  ];
  const closedAt =
    fixture.status === "resolved"
      ? fixture.resolved
      : fixture.status === "rejected"
        ? (fixture.rejected ?? new Date(fixture.created.getTime() + 3_600_000))
        : undefined;
  if (closedAt) {
    events.push({
      gestion_id: row.id,
      from_status: "new",
      to_status: fixture.status,
      created_at: closedAt,
    });
  }
  await tx.gestionStatusEvent.createMany({ data: events });
  return row;
}
