import "server-only";
import { PassThrough, Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { z } from "zod";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import { voidAccountLinks } from "@/lib/auth/reset-tokens";
import { revokeAllSessions, type Actor, type AdminActor } from "@/lib/auth/sessions";
import {
  anonymised,
  citizenBatches,
  getCitizenDetail,
  getCitizenItem,
} from "@/lib/citizens/admin-queries";
import { profileSelect } from "@/lib/citizens/queries";
import {
  CITIZEN_ADMIN_MESSAGES,
  citizenEditSchema,
  citizenFilterQuery,
  citizenStatusInput,
  type CitizenAdminDetail,
  type CitizenAdminItem,
  type CitizenEdit,
  type CitizenEditInput,
} from "@/lib/citizens/admin-schema";
import { withDuplicateCheck } from "@/lib/citizens/duplicates";
import { accountChangedEmail } from "@/lib/citizens/emails";
import { writeCitizensWorkbook } from "@/lib/citizens/xlsx";
import { db, type Prisma, type Tx } from "@/lib/db";
import { deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/errors/app-error";
import { parseInput } from "@/lib/validation/parse";
import { log } from "@/lib/log";

// The office's writes on citizen accounts (product.md §B.2–§5): each checks its permission first, is
// audited, and deactivation or deletion closes every session of the account at once (the
// session check refuses an inactive or deleted account from then on, too).

const EXPORT_BATCH = 5_000;
const currentSelect = {
  ...profileSelect,
  activo: true,
  deleted_at: true,
} satisfies Prisma.CitizenSelect;

const EDITABLE = Object.keys(citizenEditSchema.shape) as (keyof CitizenEdit)[];

const notFound = () => new AppError("NOT_FOUND", CITIZEN_ADMIN_MESSAGES.notFound);

async function current(tx: Tx, id: number) {
  const row = await tx.citizen.findUnique({ where: { id }, select: currentSelect });
  if (!row) throw notFound();
  return row;
}

async function itemOf(actor: AdminActor, id: number): Promise<CitizenAdminItem> {
  const item = await getCitizenItem(actor, id);
  if (!item) throw notFound();
  return item;
}

/** The detail screen and GET /api/admin/users/{id}: every view of a citizen's data is recorded. */
export async function viewCitizen(
  actor: Actor | null,
  id: number,
  ip: string | null,
): Promise<CitizenAdminDetail> {
  const admin = requirePermission(actor, "citizens.read");
  const detail = await getCitizenDetail(admin, id);
  if (!detail) throw notFound();
  await writeAudit({ actor: admin, action: "citizen.view", entity: "citizen", entityId: id, ip });
  return detail;
}

/**
 * Replaces the editable fields of an account (product.md §B.5). DPI and e-mail stay unique; a new
 * e-mail is announced to the previous address and is unconfirmed until its owner confirms it.
 */
export async function updateCitizen(
  actor: Actor | null,
  id: number,
  input: CitizenEditInput,
  ip: string | null,
): Promise<CitizenAdminItem> {
  const admin = requirePermission(actor, "citizens.write");
  const values = parseInput(citizenEditSchema, input);
  const before = await current(db(), id);
  if (anonymised(before)) throw new AppError("CONFLICT", CITIZEN_ADMIN_MESSAGES.anonymised);
  await withDuplicateCheck({ dpi: values.dpi, correo: values.correo }, id, async (tx) => {
    // An address the office types is not one its owner proved: confirmed again from a link.
    const newEmail = before.correo !== values.correo;
    await tx.citizen.update({
      where: { id },
      data: { ...values, ...(newEmail && { correo_confirmado_at: null }) },
    });
    if (newEmail) await voidAccountLinks("citizen", id, tx);
    if (before.correo && newEmail) {
      const notice = `tu correo ahora es ${values.correo}`;
      await enqueueEmail(accountChangedEmail(before.correo, before.primer_nombre, [notice]), tx);
    }
    await writeAudit(
      {
        actor: admin,
        action: "citizen.update",
        entity: "citizen",
        entityId: id,
        details: { campos: EDITABLE.filter((field) => values[field] !== before[field]) },
        ip,
      },
      tx,
    );
  });
  deliverPendingEmails().catch(() => {});
  return itemOf(admin, id);
}

/** Activates or deactivates an account; deactivating closes its sessions at once. */
export async function setCitizenActive(
  actor: Actor | null,
  id: number,
  input: z.input<typeof citizenStatusInput>,
  ip: string | null,
): Promise<CitizenAdminItem> {
  const admin = requirePermission(actor, "citizens.write");
  const { active } = parseInput(citizenStatusInput, input);
  await db().$transaction(async (tx) => {
    const before = await current(tx, id);
    await tx.citizen.update({ where: { id }, data: { activo: active } });
    if (!active) await revokeAllSessions({ citizenId: id }, undefined, tx);
    await writeAudit(
      {
        actor: admin,
        action: active ? "citizen.activate" : "citizen.deactivate",
        entity: "citizen",
        entityId: id,
        details: { antes: before.activo },
        ip,
      },
      tx,
    );
  });
  return itemOf(admin, id);
}

/** Sets or clears the soft-delete mark of an account; a change is audited, a repeat is not. */
async function markDeleted(admin: AdminActor, id: number, deleted: boolean, ip: string | null) {
  await db().$transaction(async (tx) => {
    const before = await current(tx, id);
    if (!deleted && anonymised(before)) {
      throw new AppError("CONFLICT", CITIZEN_ADMIN_MESSAGES.anonymised);
    }
    if (Boolean(before.deleted_at) === deleted) return;
    await tx.citizen.update({ where: { id }, data: { deleted_at: deleted ? new Date() : null } });
    if (deleted) await revokeAllSessions({ citizenId: id }, undefined, tx);
    await writeAudit(
      {
        actor: admin,
        action: deleted ? "citizen.soft_delete" : "citizen.restore",
        entity: "citizen",
        entityId: id,
        ip,
      },
      tx,
    );
  });
  return itemOf(admin, id);
}

/** Soft delete: the account leaves the ordinary lists and its sessions close; it can be restored. */
export async function deleteCitizen(
  actor: Actor | null,
  id: number,
  ip: string | null,
): Promise<CitizenAdminItem> {
  return markDeleted(requirePermission(actor, "citizens.write"), id, true, ip);
}

/** Brings a soft-deleted account back (it may sign in again if it is active). */
export async function restoreCitizen(
  actor: Actor | null,
  id: number,
  ip: string | null,
): Promise<CitizenAdminItem> {
  return markDeleted(requirePermission(actor, "citizens.write"), id, false, ip);
}

const guatemalaDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Guatemala" });

/**
 * Every account matching the list's filters (not only a page) as an .xlsx, streamed while the
 * database is read in batches. The export is audited with its filters and row count just before
 * the last bytes go out; a failure midway breaks the stream, so the download fails visibly.
 */
export async function exportCitizens(
  actor: Actor | null,
  input: Record<string, unknown>,
  ip: string | null,
): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
  const admin = requirePermission(actor, "citizens.export");
  const filters = parseInput(citizenFilterQuery, input);
  const filtros = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  );
  const output = new PassThrough();
  const workbook = new PassThrough();
  workbook.pipe(output, { end: false });
  const audit = (details: Record<string, unknown>) =>
    writeAudit({
      actor: admin,
      action: "citizen.export_excel",
      entity: "citizen",
      details: { filtros, ...details },
      ip,
    });
  void (async () => {
    try {
      const filas = await writeCitizensWorkbook(
        citizenBatches(admin, filters, EXPORT_BATCH),
        workbook,
      );
      await finished(workbook);
      await audit({ filas, completa: true });
      output.end();
    } catch (error) {
      log().error({ err: error }, "citizens export failed");
      output.destroy(error instanceof Error ? error : new Error(String(error)));
      await audit({ completa: false }).catch(() => {});
    }
  })();
  return {
    stream: Readable.toWeb(output) as unknown as ReadableStream<Uint8Array>,
    filename: `ciudadanos-${guatemalaDate.format(new Date())}.xlsx`,
  };
}
