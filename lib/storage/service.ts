import "server-only";
import { randomUUID } from "node:crypto";
import { can } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { detectFileType, type FileKind } from "@/lib/storage/detect";
import { storageDriver, type StorageDriver } from "@/lib/storage/drivers";

export interface UploadRules {
  kinds: readonly FileKind[];
  /** Allowed MIME types within those kinds, when narrower (e.g. JPG, PNG or WEBP only). */
  mimes?: readonly string[];
  maxBytes: number;
  /** Spanish texts for the two refusals, when a screen has its own. */
  typeMessage?: string;
  sizeMessage?: string;
}

export interface SavedFile {
  id: string;
  key: string;
  url: string;
  mime: string;
  size_bytes: number;
  original_name: string;
}

function cleanName(name: string): string {
  return (name.normalize("NFC").replace(/[^\p{L}\p{N}._ -]/gu, "_").trim() || "archivo").slice(0, 120);
}

/**
 * Checks an upload by its content and size, stores it and records it. Refuses a wrong type (415)
 * or an oversized file (413) with a Spanish message before anything is written.
 */
export async function saveUpload(
  file: { bytes: Uint8Array; name: string },
  rules: UploadRules,
  options: { private?: boolean; driver?: StorageDriver } = {},
): Promise<SavedFile> {
  const detected = detectFileType(file.bytes);
  if (!detected || !rules.kinds.includes(detected.kind) || (rules.mimes && !rules.mimes.includes(detected.mime))) {
    throw new AppError("UNSUPPORTED_MEDIA", rules.typeMessage ?? "Tipo de archivo no permitido.");
  }
  if (file.bytes.byteLength > rules.maxBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", rules.sizeMessage ?? "El archivo excede el tamaño permitido.");
  }
  const driver = options.driver ?? storageDriver();
  const isPrivate = options.private ?? false;
  const key = `${randomUUID()}.${detected.ext}`;
  const originalName = cleanName(file.name);
  const stored = await driver.put({ key, bytes: file.bytes, mime: detected.mime, name: originalName, isPrivate });
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
    select: { id: true, key: true, url: true, mime: true, size_bytes: true, original_name: true },
  });
}

/** A stored file's bytes and metadata, for the serving route (which authorizes private files). */
export async function readStoredFile(key: string) {
  const meta = await db().storedFile.findUnique({
    where: { key },
    select: { id: true, key: true, mime: true, size_bytes: true, original_name: true, visibility: true, storage: true },
  });
  if (!meta) return null;
  const bytes = await storageDriver().get(key);
  return bytes ? { ...meta, bytes } : null;
}

export async function fileFromForm(value: FormDataEntryValue | null): Promise<{ bytes: Uint8Array; name: string } | null> {
  if (!value || typeof value === "string") return null;
  return { bytes: new Uint8Array(await value.arrayBuffer()), name: value.name };
}

/**
 * A stored file for the serving route: public files for anyone; private ones (gestión attachments)
 * only for the citizen who owns the gestión or an administrator allowed to read gestiones.
 */
export async function readFileFor(key: string, actor: Actor | null) {
  const file = await readStoredFile(key);
  if (!file) throw new AppError("NOT_FOUND", "Archivo no encontrado.");
  if (file.visibility === "public") return file;
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (actor.kind === "admin" && can(actor.role, "gestiones.read")) return file;
  if (actor.kind === "citizen") {
    const owned = await db().gestionAttachment.count({
      where: { file_id: file.id, gestion: { citizen_id: actor.id } },
    });
    if (owned > 0) return file;
  }
  throw new AppError("FORBIDDEN", "No tienes permisos para ver este archivo.");
}
