import "server-only";
import { requirePermission } from "@/lib/auth/authorize";
import { getBiographyVersion } from "@/lib/biography/admin-queries";
import { BIOGRAPHY_IMAGE_RULES } from "@/lib/biography/limits";
import {
  BIOGRAPHY_MESSAGES,
  type BiographyDetail,
  type BiographyImageField,
  type BiographyText,
} from "@/lib/biography/schema";
import type { Actor } from "@/lib/auth/sessions";
import { TAGS } from "@/lib/content/cache";
import { found } from "@/lib/errors/app-error";
import { commitChange } from "@/lib/content/change";
import { db, type Tx } from "@/lib/db";
import type { UploadFile } from "@/lib/http/multipart";
import { discardStoredFiles } from "@/lib/storage/cleanup";
import { withSavedUpload } from "@/lib/storage/service";

/** The four single images of a version. */
const IMAGE_COLUMNS = {
  imagen_principal: true,
  imagen_destacada: true,
  imagen_logo: true,
  imagen_profesional: true,
} as const satisfies Record<BiographyImageField, true>;

/**
 * Serializes version numbering, activation and image changes: one writer at a time. Creating a
 * version copies the images of the active one, so an image change holds the lock too: a file is
 * then either copied before it is let go (and kept, still referenced) or not copied at all.
 */
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

async function detail(actor: Actor, id: number): Promise<BiographyDetail> {
  return found(await getBiographyVersion(actor, id), BIOGRAPHY_MESSAGES.notFound);
}

/**
 * Creates a new version with the next number and makes it the active one. Images and the gallery
 * of the previously active version are carried over (and its blocks, unless new ones are sent).
 */
export async function createBiographyVersion(
  actor: Actor,
  input: BiographyText,
): Promise<BiographyDetail> {
  requirePermission(actor, "biography.write");
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
            ...IMAGE_COLUMNS,
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
  return detail(actor, created.id);
}

/** Makes an existing version the active one (exactly one stays active). */
export async function revertBiography(actor: Actor, id: number): Promise<BiographyDetail> {
  requirePermission(actor, "biography.write");
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
  return detail(actor, id);
}

async function requireVersion(id: number): Promise<void> {
  found(
    await db().biographyVersion.findUnique({ where: { id }, select: { id: true } }),
    BIOGRAPHY_MESSAGES.notFound,
  );
}

/**
 * Stores an image (checked by content) as one of the four images of a version. The replaced file
 * goes unless another version still shows it.
 */
export async function setBiographyImage(
  actor: Actor,
  biografiaId: number,
  field: BiographyImageField,
  file: UploadFile,
): Promise<{ biografia_id: number; campo: BiographyImageField; url: string }> {
  requirePermission(actor, "biography.write");
  await requireVersion(biografiaId);
  const { url, previous } = await withSavedUpload(file, BIOGRAPHY_IMAGE_RULES, async (saved) => ({
    url: saved.url,
    previous: await commitChange(
      TAGS.biography,
      async (tx) => {
        await lockVersions(tx);
        const current = found(
          await tx.biographyVersion.findUnique({
            where: { id: biografiaId },
            select: IMAGE_COLUMNS,
          }),
          BIOGRAPHY_MESSAGES.notFound,
        );
        await tx.biographyVersion.update({
          where: { id: biografiaId },
          data: { [field]: saved.url },
        });
        return current[field];
      },
      () => ({
        actor,
        action: "biography.image.set",
        entity: "biography_version",
        entityId: biografiaId,
        details: { field, url: saved.url },
      }),
    ),
  }));
  await discardStoredFiles([previous]);
  return { biografia_id: biografiaId, campo: field, url };
}

/** Adds an image (checked by content) to a version's gallery. */
export async function addBiographyGalleryImage(
  actor: Actor,
  biografiaId: number,
  file: UploadFile,
  descripcion: string | null | undefined,
): Promise<{ id: number; biografia_id: number; url: string; descripcion: string | null }> {
  requirePermission(actor, "biography.write");
  await requireVersion(biografiaId);
  return withSavedUpload(file, BIOGRAPHY_IMAGE_RULES, (saved) =>
    commitChange(
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
    ),
  );
}

/**
 * Removes an image from a version's gallery. Its file goes unless another version's gallery (they
 * are copied from version to version) or image still shows it.
 */
export async function deleteBiographyGalleryImage(actor: Actor, id: number): Promise<void> {
  requirePermission(actor, "biography.write");
  const image = await commitChange(
    TAGS.biography,
    async (tx) => {
      await lockVersions(tx);
      const row = found(
        await tx.biographyImage.findUnique({
          where: { id },
          select: { id: true, biografia_id: true, url: true },
        }),
        BIOGRAPHY_MESSAGES.imageNotFound,
      );
      await tx.biographyImage.delete({ where: { id } });
      return row;
    },
    (row) => ({
      actor,
      action: "biography.gallery.delete",
      entity: "biography_image",
      entityId: row.id,
      details: { biografia_id: row.biografia_id, url: row.url },
    }),
  );
  await discardStoredFiles([image.url]);
}
