import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/content/cache";
import { commitChange } from "@/lib/content/change";
import { sanitizeOptionalHtml } from "@/lib/content/html";
import { pickSlug, withUniqueSlug } from "@/lib/content/slug";
import type { Tx } from "@/lib/db";
import { AppError, found } from "@/lib/errors/app-error";
import { getAdminLabor } from "@/lib/labores/admin-queries";
import { mediaFileColumns, mediaRefs, requireLabor } from "@/lib/labores/labor-rows";
import {
  LABOR_MESSAGES,
  type LaborCreate,
  type LaborDetail,
  type LaborState,
  type LaborUpdate,
} from "@/lib/labores/schema";
import { discardStoredFiles } from "@/lib/storage/cleanup";

// A labor's own writes: create, update, state, delete (its media: media-service.ts).

async function checkCategory(tx: Tx, categoriaId: number | null | undefined): Promise<void> {
  if (!categoriaId) return;
  const exists = await tx.laborCategory.findUnique({
    where: { id: categoriaId },
    select: { id: true },
  });
  if (!exists) throw AppError.field("categoria_id", LABOR_MESSAGES.missingCategory);
}

async function detail(actor: Actor, id: number): Promise<LaborDetail> {
  return found(await getAdminLabor(actor, id), LABOR_MESSAGES.notFound);
}

/** Stored fields of a create or update: keys left out are left alone; descripcion is sanitized. */
function fields(input: LaborUpdate) {
  const { descripcion, ...rest } = input;
  const data = {
    ...rest,
    slug: undefined,
    descripcion: descripcion === undefined ? undefined : sanitizeOptionalHtml(descripcion),
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** Creates a labor (borrador unless another estado is given); answers it with its message. */
export async function createLabor(actor: Actor, input: LaborCreate): Promise<LaborDetail> {
  requirePermission(actor, "labores.write");
  const row = await withUniqueSlug("labor", () =>
    commitChange(
      TAGS.labores,
      async (tx) => {
        await checkCategory(tx, input.categoria_id);
        return tx.labor.create({
          data: {
            ...fields(input),
            titulo: input.titulo,
            anio_ejecucion: input.anio_ejecucion,
            slug: await pickSlug(tx, "labor", input),
          },
          select: { id: true, estado: true },
        });
      },
      (created) => ({
        actor,
        action: "labor.create",
        entity: "labor",
        entityId: created.id,
        details: { estado: created.estado },
      }),
    ),
  );
  return detail(actor, row.id);
}

/** Updates a labor; keys left out keep their value (the slug too, unless one is sent). */
export async function updateLabor(
  actor: Actor,
  id: number,
  input: LaborUpdate,
): Promise<LaborDetail> {
  requirePermission(actor, "labores.write");
  await withUniqueSlug("labor", () =>
    commitChange(
      TAGS.labores,
      async (tx) => {
        const current = await requireLabor(tx, id);
        await checkCategory(tx, input.categoria_id);
        const slug = input.slug
          ? await pickSlug(tx, "labor", { slug: input.slug, titulo: current.titulo }, id)
          : undefined;
        await tx.labor.update({
          where: { id },
          data: { ...fields(input), ...(slug ? { slug } : {}) },
        });
      },
      () => ({
        actor,
        action: "labor.update",
        entity: "labor",
        entityId: id,
        details: { fields: Object.keys(input) },
      }),
    ),
  );
  return detail(actor, id);
}

/** Sets the estado (Publicar, Ocultar, or any of the four from the form). */
export async function setLaborStatus(
  actor: Actor,
  id: number,
  estado: LaborState,
): Promise<LaborDetail> {
  requirePermission(actor, "labores.write");
  await commitChange(
    TAGS.labores,
    async (tx) => {
      await requireLabor(tx, id);
      await tx.labor.update({ where: { id }, data: { estado } });
    },
    () => ({ actor, action: "labor.status", entity: "labor", entityId: id, details: { estado } }),
  );
  return detail(actor, id);
}

/** Deletes a labor and its media (a hard delete), then the files nobody else uses. */
export async function deleteLabor(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "labores.write");
  const { dropped } = await commitChange(
    TAGS.labores,
    async (tx) => {
      const labor = await requireLabor(tx, id);
      const removed = await tx.labor.delete({
        where: { id },
        select: {
          portada_url: true,
          portada_public_id: true,
          thumbnail_url: true,
          media: { select: mediaFileColumns },
        },
      });
      return {
        titulo: labor.titulo,
        dropped: [
          removed.portada_url,
          removed.portada_public_id,
          removed.thumbnail_url,
          ...removed.media.flatMap(mediaRefs),
        ],
      };
    },
    (labor) => ({
      actor,
      action: "labor.delete",
      entity: "labor",
      entityId: id,
      details: { titulo: labor.titulo },
    }),
  );
  await discardStoredFiles(dropped);
}
