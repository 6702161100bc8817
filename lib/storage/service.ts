import "server-only";
import { randomUUID } from "node:crypto";
import { can } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { UploadFile } from "@/lib/http/multipart";
import { discardStoredFiles } from "@/lib/storage/cleanup";
import { detectFileType, typeOfMime, type DetectedType } from "@/lib/storage/detect";
import {
  driverFor,
  storageDriver,
  type ByteRange,
  type StorageDriver,
} from "@/lib/storage/drivers";
import { log } from "@/lib/log";
import type { UploadRules } from "@/lib/storage/upload-rules";

export interface SavedFile {
  id: string;
  key: string;
  url: string;
  mime: string;
  size_bytes: number;
  original_name: string;
}

/** Refuses a file of the wrong type (415) or too large (413), with the screen's own texts. */
function checkRules(
  type: DetectedType | null,
  size: number,
  rules: UploadRules,
): asserts type is DetectedType {
  if (
    !type ||
    !rules.kinds.includes(type.kind) ||
    (rules.mimes && !rules.mimes.includes(type.mime))
  ) {
    throw new AppError("UNSUPPORTED_MEDIA", rules.typeMessage ?? "Tipo de archivo no permitido.");
  }
  if (size > rules.maxBytes) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      rules.sizeMessage ?? "El archivo excede el tamaño permitido.",
    );
  }
}

const SAVED_FILE = {
  id: true,
  key: true,
  url: true,
  mime: true,
  size_bytes: true,
  original_name: true,
} as const;

/**
 * Checks an upload by its content and size, stores it and records it. Refuses a wrong type (415)
 * or an oversized file (413) with a Spanish message before anything is written. A file the browser
 * sent straight to the storage service was checked by content when it arrived
 * (lib/storage/direct-upload.ts); here it is checked against this screen's rules and claimed, once.
 */
export async function saveUpload(
  file: UploadFile,
  rules: UploadRules,
  options: { private?: boolean; driver?: StorageDriver } = {},
): Promise<SavedFile> {
  if ("storedKey" in file) {
    // Direct uploads are public content files; a private file always comes through the app.
    if (options.private) throw new AppError("BAD_REQUEST", DIRECT_UPLOAD_GONE);
    return claimDirectUpload(file.storedKey, rules);
  }
  const detected = detectFileType(file.bytes);
  checkRules(detected, file.bytes.byteLength, rules);
  const driver = options.driver ?? storageDriver();
  const isPrivate = options.private ?? false;
  const key = `${randomUUID()}.${detected.ext}`;
  const originalName = storedName(file.name, detected);
  const stored = await driver.put({
    key,
    bytes: file.bytes,
    mime: detected.mime,
    name: originalName,
    isPrivate,
  });
  return db().storedFile.create({
    data: {
      key: stored.key,
      storage: driver.name,
      url: stored.url,
      mime: detected.mime,
      size_bytes: file.bytes.byteLength,
      original_name: originalName,
      visibility: isPrivate ? "private" : "public",
    },
    select: SAVED_FILE,
  });
}

/**
 * Saves the uploads, then hands them to `record`, which writes the content rows pointing at them.
 * When a file is refused or `record` fails, the files saved so far are discarded (those already
 * referenced are kept), so a failed request leaves no unused file behind.
 */
export async function withSavedUploads<T>(
  files: UploadFile[],
  rules: UploadRules,
  record: (saved: SavedFile[]) => Promise<T>,
  options: { private?: boolean } = {},
): Promise<T> {
  const saved: SavedFile[] = [];
  try {
    for (const file of files) saved.push(await saveUpload(file, rules, options));
    return await record(saved);
  } catch (error) {
    await discardStoredFiles(saved.map((file) => file.key));
    throw error;
  }
}

/** One upload, saved and used as in {@link withSavedUploads}. */
export function withSavedUpload<T>(
  file: UploadFile,
  rules: UploadRules,
  record: (saved: SavedFile) => Promise<T>,
): Promise<T> {
  return withSavedUploads([file], rules, ([saved]) => record(saved!));
}

export const DIRECT_UPLOAD_GONE =
  "El archivo subido no se encontró o ya fue usado. Vuelve a subirlo.";

async function claimDirectUpload(key: string, rules: UploadRules): Promise<SavedFile> {
  const pending = await db().storedFile.findFirst({
    where: { key, pending: true },
    select: SAVED_FILE,
  });
  if (!pending) throw new AppError("BAD_REQUEST", DIRECT_UPLOAD_GONE);
  checkRules(typeOfMime(pending.mime), pending.size_bytes, rules);
  const claimed = await db().storedFile.updateMany({
    where: { key, pending: true },
    data: { pending: false },
  });
  if (claimed.count !== 1) throw new AppError("BAD_REQUEST", DIRECT_UPLOAD_GONE);
  return pending;
}

/**
 * The name a file is kept and served under: the uploaded name made safe, with the extension of
 * the type its content was detected as (a PDF sent as `carta.html` is `carta.pdf`).
 */
export function storedName(name: string, type: DetectedType): string {
  const base =
    name
      .normalize("NFC")
      .replace(/[^\p{L}\p{N}._ -]/gu, "_")
      .replace(/\.[^.]*$/, "")
      .trim()
      .slice(0, 110) || "archivo";
  return `${base}.${type.ext}`;
}

const FILE_META = {
  id: true,
  key: true,
  mime: true,
  size_bytes: true,
  original_name: true,
  visibility: true,
  storage: true,
  created_at: true,
} as const;

const FILE_NOT_FOUND = "Archivo no encontrado.";

/**
 * A stored file for the serving route: public files for anyone; private ones (gestión attachments)
 * only for an administrator allowed to read gestiones, or the citizen who owns the gestión when the
 * file belongs to a message shown to them (never to an internal note). Who may read it is settled
 * from its record before its bytes are fetched; `open` then streams them (a range of them, or all),
 * or is a 404 when the storage no longer holds them.
 */
export async function readFileFor(key: string, actor: Actor | null) {
  const meta = await db().storedFile.findUnique({ where: { key }, select: FILE_META });
  if (!meta) throw new AppError("NOT_FOUND", FILE_NOT_FOUND);
  if (meta.visibility !== "public") await authorizePrivateFile(meta.id, actor);
  // Files stored before names followed the detected type are served under such a name too.
  const type = typeOfMime(meta.mime);
  const name = type ? storedName(meta.original_name, type) : meta.original_name;
  const open = async (range?: ByteRange): Promise<ReadableStream<Uint8Array>> => {
    const body = await driverFor(meta.storage)
      .open(key, range)
      .catch((error: unknown) => {
        log().error({ err: error, key }, "could not read a stored file");
        return null;
      });
    if (!body) throw new AppError("NOT_FOUND", FILE_NOT_FOUND);
    return body;
  };
  return { ...meta, original_name: name, open };
}

export type ServedFile = Awaited<ReturnType<typeof readFileFor>>;

async function authorizePrivateFile(fileId: string, actor: Actor | null): Promise<void> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (actor.kind === "admin" && can(actor, "gestiones.read")) return;
  if (actor.kind === "citizen") {
    const shown = await db().gestionAttachment.count({
      where: {
        file_id: fileId,
        gestion: { citizen_id: actor.id },
        message: { is_internal: false },
      },
    });
    if (shown > 0) return;
  }
  throw new AppError("FORBIDDEN", "No tienes permisos para ver este archivo.");
}
