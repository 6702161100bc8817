import type { AuditAction } from "@/lib/audit/labels";
import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db, isUniqueViolation, type Prisma, type Tx } from "@/lib/db";
import { syncProcedures } from "@/lib/search/sync";
import { parseInput } from "@/lib/validation/parse";
import { AppError, found } from "@/lib/errors/app-error";
import {
  categoryInput,
  presetInput,
  templateInput,
  type CategoryInput,
  type PresetInput,
  type TemplateInput,
} from "@/lib/gestiones/catalog-schema";

// What citizens can ask for, managed by the office (docs/decisions/0008-product-gaps.md): categories with their response
// time, procedures with the fields of their form, and the preset status messages. Nothing is
// deleted — a gestión keeps pointing at what it was filed under —, it is switched off instead.

const PERMISSION = "gestiones.configure";

async function audited<T extends { id: number }>(
  actor: Actor,
  action: AuditAction,
  entity: string,
  write: (tx: Tx) => Promise<T>,
  duplicate: { field: string; message: string },
): Promise<T> {
  try {
    return await db().$transaction(async (tx) => {
      const row = await write(tx);
      await writeAudit({ actor, action, entity, entityId: row.id }, tx);
      await syncProcedures(tx);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.field(duplicate.field, duplicate.message, "CONFLICT");
    throw error;
  }
}

const DUPLICATE_CATEGORY = { field: "nombre", message: "Ya existe una categoría con ese nombre." };
const DUPLICATE_TEMPLATE = {
  field: "nombre",
  message: "Esa categoría ya tiene un trámite con ese nombre.",
};
const DUPLICATE_PRESET = { field: "nombre", message: "Ya existe un mensaje con ese nombre." };

export async function createCategory(actor: Actor | null, input: CategoryInput) {
  const admin = requirePermission(actor, PERMISSION);
  const data = parseInput(categoryInput, input);
  return audited(
    admin,
    "gestion.category.create",
    "gestion_categoria",
    (tx) => tx.gestionCategoria.create({ data, select: { id: true } }),
    DUPLICATE_CATEGORY,
  );
}

export async function updateCategory(actor: Actor | null, id: number, input: CategoryInput) {
  const admin = requirePermission(actor, PERMISSION);
  const data = parseInput(categoryInput, input);
  found(
    await db().gestionCategoria.findUnique({ where: { id }, select: { id: true } }),
    "Categoría no encontrada.",
  );
  return audited(
    admin,
    "gestion.category.update",
    "gestion_categoria",
    (tx) => tx.gestionCategoria.update({ where: { id }, data, select: { id: true } }),
    DUPLICATE_CATEGORY,
  );
}

async function existingCategory(id: number) {
  const category = await db().gestionCategoria.findUnique({ where: { id }, select: { id: true } });
  if (!category) throw AppError.field("categoria_id", "La categoría no existe.");
}

export async function createTemplate(actor: Actor | null, input: TemplateInput) {
  const admin = requirePermission(actor, PERMISSION);
  const { data_schema_json, ...data } = parseInput(templateInput, input);
  await existingCategory(data.categoria_id);
  return audited(
    admin,
    "gestion.template.create",
    "gestion_template",
    (tx) =>
      tx.gestionTemplate.create({
        data: { ...data, data_schema_json: data_schema_json as Prisma.InputJsonValue },
        select: { id: true },
      }),
    DUPLICATE_TEMPLATE,
  );
}

export async function updateTemplate(actor: Actor | null, id: number, input: TemplateInput) {
  const admin = requirePermission(actor, PERMISSION);
  const { data_schema_json, ...data } = parseInput(templateInput, input);
  found(
    await db().gestionTemplate.findUnique({ where: { id }, select: { id: true } }),
    "Trámite no encontrado.",
  );
  await existingCategory(data.categoria_id);
  return audited(
    admin,
    "gestion.template.update",
    "gestion_template",
    (tx) =>
      tx.gestionTemplate.update({
        where: { id },
        data: { ...data, data_schema_json: data_schema_json as Prisma.InputJsonValue },
        select: { id: true },
      }),
    DUPLICATE_TEMPLATE,
  );
}

export async function createPreset(actor: Actor | null, input: PresetInput) {
  const admin = requirePermission(actor, PERMISSION);
  const data = parseInput(presetInput, input);
  return audited(
    admin,
    "gestion.preset.create",
    "gestion_preset",
    (tx) => tx.gestionPresetMessage.create({ data, select: { id: true } }),
    DUPLICATE_PRESET,
  );
}

export async function updatePreset(actor: Actor | null, id: number, input: PresetInput) {
  const admin = requirePermission(actor, PERMISSION);
  const data = parseInput(presetInput, input);
  found(
    await db().gestionPresetMessage.findUnique({ where: { id }, select: { id: true } }),
    "Mensaje no encontrado.",
  );
  return audited(
    admin,
    "gestion.preset.update",
    "gestion_preset",
    (tx) => tx.gestionPresetMessage.update({ where: { id }, data, select: { id: true } }),
    DUPLICATE_PRESET,
  );
}
