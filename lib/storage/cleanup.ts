import "server-only";
import { db, type Tx } from "@/lib/db";
import { driverFor, type StorageDriver } from "@/lib/storage/drivers";
import { log } from "@/lib/log";

/**
 * How a content row points at a file: the storage key (`public_id`, `portada_public_id`) or the
 * file's URL (`/api/files/{key}` locally, the UploadThing URL, which also ends with the key).
 */
export type FileRef = string | null | undefined;

interface Candidate {
  id: string;
  key: string;
  url: string;
  storage: string;
}

/** The key a reference may name: itself, or the last path segment of a URL. */
function possibleKeys(ref: string): string[] {
  const path = ref.split(/[?#]/)[0]!;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last && last !== ref ? [ref, decodeURIComponent(last)] : [ref];
}

/** Stored files named by these references (by key or by URL); external URLs match nothing. */
async function filesNamedBy(refs: string[]): Promise<Candidate[]> {
  const wanted = new Set(refs);
  const rows = await db().storedFile.findMany({
    where: { key: { in: [...new Set(refs.flatMap(possibleKeys))] } },
    select: { id: true, key: true, url: true, storage: true },
  });
  return rows.filter((row) => wanted.has(row.key) || wanted.has(row.url));
}

/**
 * Every value of every content column that can point at one of these files: cover and media
 * columns by key or URL, the four biography images and gallery, values images and visual elements,
 * the site logo, gestión attachments, and the HTML of news and labores (an image pasted by URL).
 */
async function referencingValues(tx: Tx, files: Candidate[]): Promise<string[]> {
  const keys = files.map((file) => file.key);
  const urls = files.map((file) => file.url);
  const byKeyOrUrl = { OR: [{ public_id: { in: keys } }, { url: { in: urls } }] };
  const mentions = (column: string) => keys.map((key) => ({ [column]: { contains: key } }));
  const rows: object[][] = await Promise.all([
    tx.news.findMany({
      where: {
        OR: [
          { portada_public_id: { in: keys } },
          { portada_url: { in: urls } },
          ...mentions("contenido_html"),
        ],
      },
      select: { portada_public_id: true, portada_url: true, contenido_html: true },
    }),
    tx.newsMedia.findMany({ where: byKeyOrUrl, select: { public_id: true, url: true } }),
    tx.labor.findMany({
      where: {
        OR: [
          { portada_public_id: { in: keys } },
          { portada_url: { in: urls } },
          { thumbnail_url: { in: urls } },
          ...mentions("descripcion"),
        ],
      },
      select: {
        portada_public_id: true,
        portada_url: true,
        thumbnail_url: true,
        descripcion: true,
      },
    }),
    tx.laborMedia.findMany({
      where: {
        OR: [...byKeyOrUrl.OR, { secure_url: { in: urls } }, { thumbnail_url: { in: urls } }],
      },
      select: { public_id: true, url: true, secure_url: true, thumbnail_url: true },
    }),
    tx.biographyVersion.findMany({
      where: {
        OR: [
          { imagen_principal: { in: urls } },
          { imagen_destacada: { in: urls } },
          { imagen_logo: { in: urls } },
          { imagen_profesional: { in: urls } },
          { video_url: { in: urls } },
        ],
      },
      select: {
        imagen_principal: true,
        imagen_destacada: true,
        imagen_logo: true,
        imagen_profesional: true,
        video_url: true,
      },
    }),
    tx.biographyImage.findMany({ where: { url: { in: urls } }, select: { url: true } }),
    tx.valorImagen.findMany({ where: byKeyOrUrl, select: { public_id: true, url: true } }),
    tx.formalImagen.findMany({ where: byKeyOrUrl, select: { public_id: true, url: true } }),
    tx.mensajeImagen.findMany({ where: byKeyOrUrl, select: { public_id: true, url: true } }),
    tx.elementoVisual.findMany({ where: byKeyOrUrl, select: { public_id: true, url: true } }),
    tx.siteSettings.findMany({ where: { logo_url: { in: urls } }, select: { logo_url: true } }),
    tx.gestionAttachment.findMany({
      where: { file_id: { in: files.map((file) => file.id) } },
      select: { file_id: true },
    }),
  ]);
  return rows.flat().flatMap((row) => Object.values(row).filter((v) => typeof v === "string"));
}

/** Whether a content value points at the file (its id, its URL, or text that names its key). */
const pointsAt = (value: string, file: Candidate) =>
  value === file.id || value === file.url || value.includes(file.key);

/**
 * Deletes the files this app stored that the given references named, once nothing points at them
 * any more. Call it AFTER the transaction that removed or replaced the references has committed.
 *
 * Only files with a StoredFile row are touched (media added by an external URL have none); a file
 * still referenced by any content row (an older biography version, a labor cover copied from its
 * media, the same URL pasted elsewhere) is kept. The rows go first, in one transaction, then the
 * bytes through the storage driver. Nothing here fails the caller: the change it follows is already
 * saved, so a failure is logged with the keys involved and the request goes on.
 */
export async function discardStoredFiles(
  refs: FileRef[],
  options: { driver?: StorageDriver } = {},
): Promise<void> {
  const named = [...new Set(refs.map((ref) => ref?.trim()).filter((ref): ref is string => !!ref))];
  if (!named.length) return;
  let discarded: Candidate[];
  try {
    const files = await filesNamedBy(named);
    if (!files.length) return;
    discarded = await db().$transaction(async (tx) => {
      const values = await referencingValues(tx, files);
      const unused = files.filter((file) => !values.some((value) => pointsAt(value, file)));
      if (unused.length) {
        await tx.storedFile.deleteMany({ where: { id: { in: unused.map((file) => file.id) } } });
      }
      return unused;
    });
  } catch (error) {
    log().error({ err: error, files: named.length }, "could not discard stored files");
    return;
  }
  for (const file of discarded) {
    try {
      const driver = options.driver ?? driverFor(file.storage);
      if (file.storage !== driver.name) {
        throw new Error(`stored with "${file.storage}", current driver is "${driver.name}"`);
      }
      await driver.remove(file.key);
    } catch (error) {
      log().error({ err: error, key: file.key }, "could not remove a stored file's bytes");
    }
  }
}
