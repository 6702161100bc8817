import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/cache";
import { commitChange } from "@/lib/content-change";
import { db, type Tx } from "@/lib/db";
import { AppError, found } from "@/lib/errors";
import type { UploadFile } from "@/lib/multipart";
import { discardStoredFiles, type FileRef } from "@/lib/storage/cleanup";
import { withSavedUpload, type SavedFile } from "@/lib/storage/service";
import {
  compromisoSelect,
  formalSelect,
  imageSelect,
  mensajeSelect,
  toCompromiso,
  toMensaje,
  toValor,
  valorSelect,
  visualSelect,
} from "@/lib/values/dto";
import { FORMAL_IMAGE_RULES, VALUE_IMAGE_RULES, VISUAL_FILE_RULES } from "@/lib/values/limits";
import {
  VALUES_MESSAGES,
  type CompromisoFields,
  type CompromisoItem,
  type FormalItem,
  type MensajeItem,
  type ValorItem,
  type ValueImage,
  type VisualFields,
  type VisualItem,
} from "@/lib/values/schema";

type Audit = {
  actor: Actor;
  action: string;
  entity: string;
  entityId: number;
  details?: Record<string, string | number | null>;
};

/** One change of the values area: written with its audit entry, then the public pages expire. */
function change<T>(work: (tx: Tx) => Promise<T>, audit: (result: T) => Audit): Promise<T> {
  return commitChange(TAGS.values, work, audit);
}

async function requireCompromiso(tx: Tx, id: number): Promise<void> {
  found(
    await tx.compromiso.findUnique({ where: { id }, select: { id: true } }),
    VALUES_MESSAGES.compromisoNotFound,
  );
}

/** The columns of an image or visual element that point at its file. */
const fileColumns = { url: true, public_id: true } as const;
const imagesOf = { images: { select: fileColumns } } as const;
const refsOf = (rows: { url: string; public_id: string | null }[]): FileRef[] =>
  rows.flatMap((row) => [row.url, row.public_id]);

/**
 * A deletion that lets files go: `work` deletes rows in the change's transaction and answers the
 * references they held; once committed, the files nobody else uses are discarded.
 */
async function changeDroppingFiles(
  work: (tx: Tx) => Promise<FileRef[]>,
  audit: () => Audit,
): Promise<void> {
  await discardStoredFiles(await change(work, audit));
}

/** Only the keys that were sent (an update leaves the others alone). */
const sent = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

// ───────────── Compromiso ─────────────

export async function createCompromiso(
  actor: Actor,
  input: CompromisoFields,
): Promise<CompromisoItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) =>
      toCompromiso(await tx.compromiso.create({ data: sent(input), select: compromisoSelect })),
    (row) => ({
      actor,
      action: "values.compromiso.create",
      entity: "compromiso",
      entityId: row.id,
    }),
  );
}

export async function updateCompromiso(
  actor: Actor,
  id: number,
  input: CompromisoFields,
): Promise<CompromisoItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      await requireCompromiso(tx, id);
      return toCompromiso(
        await tx.compromiso.update({ where: { id }, data: sent(input), select: compromisoSelect }),
      );
    },
    () => ({ actor, action: "values.compromiso.update", entity: "compromiso", entityId: id }),
  );
}

/** Deletes a commitment with its values, formal commitments, messages, visual elements and images. */
export async function deleteCompromiso(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      await requireCompromiso(tx, id);
      const removed = await tx.compromiso.delete({
        where: { id },
        select: {
          valores: { select: imagesOf },
          formales: { select: imagesOf },
          mensajes: { select: imagesOf },
          visuales: { select: fileColumns },
        },
      });
      return refsOf([
        ...[...removed.valores, ...removed.formales, ...removed.mensajes].flatMap(
          (owner) => owner.images,
        ),
        ...removed.visuales,
      ]);
    },
    () => ({ actor, action: "values.compromiso.delete", entity: "compromiso", entityId: id }),
  );
}

// ───────────── Valores éticos ─────────────

export async function createValor(
  actor: Actor,
  input: { compromiso_id: number; titulo: string; descripcion?: string | null },
): Promise<ValorItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      await requireCompromiso(tx, input.compromiso_id);
      return toValor(
        await tx.valorEtico.create({
          data: { ...input, descripcion: input.descripcion ?? null },
          select: valorSelect,
        }),
      );
    },
    (row) => ({
      actor,
      action: "values.valor.create",
      entity: "valor_etico",
      entityId: row.id,
      details: { compromiso_id: row.compromiso_id },
    }),
  );
}

export async function updateValor(
  actor: Actor,
  id: number,
  input: { titulo: string; descripcion?: string | null },
): Promise<ValorItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      found(
        await tx.valorEtico.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.valorNotFound,
      );
      return toValor(
        await tx.valorEtico.update({ where: { id }, data: sent(input), select: valorSelect }),
      );
    },
    () => ({ actor, action: "values.valor.update", entity: "valor_etico", entityId: id }),
  );
}

/** Deletes an ethical value and its images. */
export async function deleteValor(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      found(
        await tx.valorEtico.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.valorNotFound,
      );
      return refsOf((await tx.valorEtico.delete({ where: { id }, select: imagesOf })).images);
    },
    () => ({ actor, action: "values.valor.delete", entity: "valor_etico", entityId: id }),
  );
}

// ───────────── Compromisos formales ─────────────

export async function createFormal(
  actor: Actor,
  input: { compromiso_id: number; titulo: string; descripcion?: string | null },
): Promise<FormalItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      await requireCompromiso(tx, input.compromiso_id);
      return toValor(
        await tx.compromisoFormal.create({
          data: { ...input, descripcion: input.descripcion ?? null },
          select: formalSelect,
        }),
      );
    },
    (row) => ({
      actor,
      action: "values.formal.create",
      entity: "compromiso_formal",
      entityId: row.id,
      details: { compromiso_id: row.compromiso_id },
    }),
  );
}

export async function updateFormal(
  actor: Actor,
  id: number,
  input: { titulo: string; descripcion?: string | null },
): Promise<FormalItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      found(
        await tx.compromisoFormal.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.formalNotFound,
      );
      return toValor(
        await tx.compromisoFormal.update({
          where: { id },
          data: sent(input),
          select: formalSelect,
        }),
      );
    },
    () => ({ actor, action: "values.formal.update", entity: "compromiso_formal", entityId: id }),
  );
}

/** Deletes a formal commitment and its images (irreversible). */
export async function deleteFormal(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      found(
        await tx.compromisoFormal.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.formalNotFound,
      );
      return refsOf((await tx.compromisoFormal.delete({ where: { id }, select: imagesOf })).images);
    },
    () => ({ actor, action: "values.formal.delete", entity: "compromiso_formal", entityId: id }),
  );
}

// ───────────── Mensajes ─────────────

export async function createMensaje(
  actor: Actor,
  input: { compromiso_id: number; texto: string },
): Promise<MensajeItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      await requireCompromiso(tx, input.compromiso_id);
      return toMensaje(await tx.mensajeCompromiso.create({ data: input, select: mensajeSelect }));
    },
    (row) => ({
      actor,
      action: "values.mensaje.create",
      entity: "mensaje_compromiso",
      entityId: row.id,
      details: { compromiso_id: row.compromiso_id },
    }),
  );
}

export async function updateMensaje(
  actor: Actor,
  id: number,
  input: { texto: string },
): Promise<MensajeItem> {
  requirePermission(actor, "values.write");
  return change(
    async (tx) => {
      found(
        await tx.mensajeCompromiso.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.mensajeNotFound,
      );
      return toMensaje(
        await tx.mensajeCompromiso.update({ where: { id }, data: input, select: mensajeSelect }),
      );
    },
    () => ({ actor, action: "values.mensaje.update", entity: "mensaje_compromiso", entityId: id }),
  );
}

/** Deletes a message and its images. */
export async function deleteMensaje(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "values.write");
  await changeDroppingFiles(
    async (tx) => {
      found(
        await tx.mensajeCompromiso.findUnique({ where: { id }, select: { id: true } }),
        VALUES_MESSAGES.mensajeNotFound,
      );
      return refsOf(
        (await tx.mensajeCompromiso.delete({ where: { id }, select: imagesOf })).images,
      );
    },
    () => ({ actor, action: "values.mensaje.delete", entity: "mensaje_compromiso", entityId: id }),
  );
}

// ───────────── Images of values, formal commitments and messages ─────────────

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
