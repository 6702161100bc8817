import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db, type Tx } from "@/lib/db";
import { AppError, found } from "@/lib/errors/app-error";
import type { UploadFile } from "@/lib/http/multipart";
import { withSavedUpload, type SavedFile } from "@/lib/storage/service";
import { imageSelect, visualSelect } from "@/lib/values/mappers";
import { FORMAL_IMAGE_RULES, VALUE_IMAGE_RULES, VISUAL_FILE_RULES } from "@/lib/values/limits";
import {
  VALUES_MESSAGES,
  type ValueImage,
  type VisualFields,
  type VisualItem,
} from "@/lib/values/schema";
import {
  change,
  changeDroppingFiles,
  fileColumns,
  refsOf,
  requireCompromiso,
} from "@/lib/values/change";

// The images of values, formal commitments and messages, and the visual elements: added from an
// upload (checked by content) or a URL, deleted with their files.

export type ImageOwner = "valor" | "formal" | "mensaje";

const OWNERS = {
  valor: {
    entity: "valor_imagen",
    notFound: VALUES_MESSAGES.valorNotFound,
    rules: VALUE_IMAGE_RULES,
  },
  formal: {
    entity: "formal_imagen",
    notFound: VALUES_MESSAGES.formalNotFound,
    rules: FORMAL_IMAGE_RULES,
  },
  mensaje: {
    entity: "mensaje_imagen",
    notFound: VALUES_MESSAGES.mensajeNotFound,
    rules: VALUE_IMAGE_RULES,
  },
} as const;

async function ownerExists(
  tx: Tx | ReturnType<typeof db>,
  owner: ImageOwner,
  id: number,
): Promise<boolean> {
  const where = { where: { id }, select: { id: true } };
  const row =
    owner === "valor"
      ? await tx.valorEtico.findUnique(where)
      : owner === "formal"
        ? await tx.compromisoFormal.findUnique(where)
        : await tx.mensajeCompromiso.findUnique(where);
  return !!row;
}

/** Adds an image (checked by content; formal commitments: JPG, PNG or WEBP up to 5 MB). */
export async function addValueImage(
  actor: Actor,
  owner: ImageOwner,
  ownerId: number,
  file: UploadFile,
): Promise<ValueImage> {
  requirePermission(actor, "values.write");
  const { entity, notFound, rules } = OWNERS[owner];
  if (!(await ownerExists(db(), owner, ownerId))) throw new AppError("NOT_FOUND", notFound);
  return withSavedUpload(file, rules, (saved) => {
    const data = { url: saved.url, public_id: saved.key };
    return change(
      async (tx) => {
        if (!(await ownerExists(tx, owner, ownerId))) throw new AppError("NOT_FOUND", notFound);
        if (owner === "valor")
          return tx.valorImagen.create({
            data: { ...data, valor_id: ownerId },
            select: imageSelect,
          });
        if (owner === "formal")
          return tx.formalImagen.create({
            data: { ...data, formal_id: ownerId },
            select: imageSelect,
          });
        return tx.mensajeImagen.create({
          data: { ...data, mensaje_id: ownerId },
          select: imageSelect,
        });
      },
      (image) => ({
        actor,
        action: "values.image.add",
        entity,
        entityId: image.id,
        details: { owner, owner_id: ownerId },
      }),
    );
  });
}

/** Deletes one image of a value, formal commitment or message, and its file. */
export async function deleteValueImage(
  actor: Actor,
  owner: ImageOwner,
  imageId: number,
): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      const query = { where: { id: imageId }, select: fileColumns };
      const image =
        owner === "valor"
          ? await tx.valorImagen.findUnique(query)
          : owner === "formal"
            ? await tx.formalImagen.findUnique(query)
            : await tx.mensajeImagen.findUnique(query);
      if (!image) throw new AppError("NOT_FOUND", VALUES_MESSAGES.imageNotFound);
      const where = { where: { id: imageId } };
      const { count } =
        owner === "valor"
          ? await tx.valorImagen.deleteMany(where)
          : owner === "formal"
            ? await tx.formalImagen.deleteMany(where)
            : await tx.mensajeImagen.deleteMany(where);
      if (!count) throw new AppError("NOT_FOUND", VALUES_MESSAGES.imageNotFound);
      return refsOf([image]);
    },
    () => ({
      actor,
      action: "values.image.delete",
      entity: OWNERS[owner].entity,
      entityId: imageId,
    }),
  );
}

// ───────────── Elementos visuales ─────────────

/**
 * Creates a visual element from a file (an image for foto and icono, MP4 for video; checked by
 * content) or, without one, from a URL (video: YouTube, Vimeo or a direct .mp4).
 */
export async function createVisual(
  actor: Actor,
  fields: VisualFields,
  file?: UploadFile,
): Promise<VisualItem> {
  requirePermission(actor, "values.write");
  if (!file && !fields.url) throw AppError.field("file", VALUES_MESSAGES.visualSource);
  if (
    !(await db().compromiso.findUnique({
      where: { id: fields.compromiso_id },
      select: { id: true },
    }))
  ) {
    throw new AppError("NOT_FOUND", VALUES_MESSAGES.compromisoNotFound);
  }
  const create = (saved: SavedFile | null) =>
    change(
      async (tx) => {
        await requireCompromiso(tx, fields.compromiso_id);
        return tx.elementoVisual.create({
          data: {
            compromiso_id: fields.compromiso_id,
            tipo: fields.tipo,
            descripcion: fields.descripcion ?? null,
            url: saved?.url ?? fields.url!,
            public_id: saved?.key ?? null,
          },
          select: visualSelect,
        });
      },
      (row) => ({
        actor,
        action: "values.visual.create",
        entity: "elemento_visual",
        entityId: row.id,
        details: { tipo: row.tipo },
      }),
    );
  return file
    ? withSavedUpload(file, VISUAL_FILE_RULES[fields.tipo === "video" ? "video" : "image"], create)
    : create(null);
}

/** Deletes a visual element and, when it was uploaded, its file. */
export async function deleteVisual(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      const visual = found(
        await tx.elementoVisual.findUnique({ where: { id }, select: fileColumns }),
        VALUES_MESSAGES.visualNotFound,
      );
      const { count } = await tx.elementoVisual.deleteMany({ where: { id } });
      if (!count) throw new AppError("NOT_FOUND", VALUES_MESSAGES.visualNotFound);
      return refsOf([visual]);
    },
    () => ({ actor, action: "values.visual.delete", entity: "elemento_visual", entityId: id }),
  );
}
