import "server-only";
import { getBiographyVersion } from "@/lib/biography/admin-queries";
import { BIOGRAPHY_IMAGE_RULES } from "@/lib/biography/limits";
import {
  BIOGRAPHY_MESSAGES,
  type BiographyDetail,
  type BiographyImageField,
  type BiographyText,
} from "@/lib/biography/schema";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/cache";
import { commitChange, found } from "@/lib/content-change";
import { db, type Tx } from "@/lib/db";
import type { UploadFile } from "@/lib/multipart";
import { saveUpload } from "@/lib/storage/service";

/** Serializes version numbering and activation: one writer at a time. */
async function lockVersions(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('biography_versions'))`;
}

/** Makes `id` the only active version (`es_activa` true there and NULL everywhere else). */
async function activate(tx: Tx, id: number): Promise<void> {
  await tx.biographyVersion.updateMany({
    where: { es_activa: true, NOT: { id } },
    data: { es_activa: null },
  });
  await tx.biographyVersion.update({ where: { id }, data: { es_activa: true } });
}

async function detail(id: number): Promise<BiographyDetail> {
  return found(await getBiographyVersion(id), BIOGRAPHY_MESSAGES.notFound);
}

/**
 * Creates a new version with the next number and makes it the active one. Images and the gallery
 * of the previously active version are carried over (and its blocks, unless new ones are sent).
 */
export async function createBiographyVersion(
  actor: Actor,
  input: BiographyText,
): Promise<BiographyDetail> {
  const { bloques, ...text } = input;
  const created = await commitChange(
    TAGS.biography,
    async (tx) => {
      await lockVersions(tx);
      const [last, active] = await Promise.all([
        tx.biographyVersion.findFirst({ orderBy: { version: "desc" }, select: { version: true } }),
        tx.biographyVersion.findFirst({
          where: { es_activa: true },
          select: {
            imagen_principal: true,
            imagen_destacada: true,
            imagen_logo: true,
            imagen_profesional: true,
            imagenes: { select: { url: true, descripcion: true, orden: true } },
            bloques: { select: { titulo: true, contenido: true, orden: true } },
          },
        }),
      ]);
      const { imagenes = [], bloques: previousBlocks = [], ...images } = active ?? {};
      const blocks = bloques
        ? bloques.map((block, index) => ({ ...block, orden: block.orden ?? index }))
        : previousBlocks;
      const row = await tx.biographyVersion.create({
        data: {
          ...images,
          ...Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value ?? null])),
          version: (last?.version ?? 0) + 1,
          imagenes: { create: imagenes },
          bloques: { create: blocks },
        },
        select: { id: true, version: true },
      });
      await activate(tx, row.id);
      return row;
    },
    (row) => ({
      actor,
      action: "biography.version.create",
      entity: "biography_version",
      entityId: row.id,
      details: { version: row.version },
    }),
  );
  return detail(created.id);
}

/** Makes an existing version the active one (exactly one stays active). */
export async function revertBiography(actor: Actor, id: number): Promise<BiographyDetail> {
  await commitChange(
    TAGS.biography,
    async (tx) => {
      await lockVersions(tx);
      found(
        await tx.biographyVersion.findUnique({ where: { id }, select: { id: true } }),
        BIOGRAPHY_MESSAGES.notFound,
      );
      await activate(tx, id);
    },
    () => ({
      actor,
      action: "biography.version.activate",
      entity: "biography_version",
      entityId: id,
    }),
  );
  return detail(id);
}

async function requireVersion(id: number): Promise<void> {
  found(
    await db().biographyVersion.findUnique({ where: { id }, select: { id: true } }),
    BIOGRAPHY_MESSAGES.notFound,
  );
}

/** Stores an image (checked by content) as one of the four images of a version. */
export async function setBiographyImage(
  actor: Actor,
  biografiaId: number,
  field: BiographyImageField,
  file: UploadFile,
): Promise<{ biografia_id: number; campo: BiographyImageField; url: string }> {
  await requireVersion(biografiaId);
  const saved = await saveUpload(file, BIOGRAPHY_IMAGE_RULES);
  await commitChange(
    TAGS.biography,
    (tx) =>
      tx.biographyVersion.update({
        where: { id: biografiaId },
        data: { [field]: saved.url },
        select: { id: true },
      }),
    () => ({
      actor,
      action: "biography.image.set",
      entity: "biography_version",
      entityId: biografiaId,
      details: { field, url: saved.url },
    }),
  );
  return { biografia_id: biografiaId, campo: field, url: saved.url };
}

/** Adds an image (checked by content) to a version's gallery. */
export async function addBiographyGalleryImage(
  actor: Actor,
  biografiaId: number,
  file: UploadFile,
  descripcion: string | null | undefined,
): Promise<{ id: number; biografia_id: number; url: string; descripcion: string | null }> {
  await requireVersion(biografiaId);
  const saved = await saveUpload(file, BIOGRAPHY_IMAGE_RULES);
  return commitChange(
    TAGS.biography,
    async (tx) => {
      const last = await tx.biographyImage.aggregate({
        where: { biografia_id: biografiaId },
        _max: { orden: true },
      });
      return tx.biographyImage.create({
        data: {
          biografia_id: biografiaId,
          url: saved.url,
          descripcion: descripcion ?? null,
          orden: (last._max.orden ?? -1) + 1,
        },
        select: { id: true, biografia_id: true, url: true, descripcion: true },
      });
    },
    (image) => ({
      actor,
      action: "biography.gallery.add",
      entity: "biography_image",
      entityId: image.id,
      details: { biografia_id: biografiaId },
    }),
  );
}
