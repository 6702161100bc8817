import "server-only";
import { createUploadthing, type FileRouter } from "uploadthing/next";
import type { Permission } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { detectFileType } from "@/lib/storage/detect";
import { DIRECT_UPLOAD_ROUTE } from "@/lib/storage/direct-upload-rules";
import { storageDriver, type StorageDriver } from "@/lib/storage/drivers";
import { storedName } from "@/lib/storage/service";
import { log } from "@/lib/log";

/** Whoever may upload content files may send large ones straight to UploadThing. */
export const DIRECT_UPLOAD_PERMISSIONS = [
  "landing.settings",
  "biography.write",
  "news.write",
  "labores.write",
  "values.write",
] as const satisfies readonly Permission[];

export const DIRECT_UPLOADS_OFF = "Las subidas directas no están disponibles en este servidor.";
const DIRECT_UPLOAD_REFUSED = "Tipo de archivo no permitido.";

/** Browser-to-UploadThing uploads exist only where uploads are stored in UploadThing. */
export function directUploadsEnabled(): boolean {
  return !!env().UPLOADTHING_TOKEN;
}

/** The first bytes of a stored file, read with a range request (enough to recognise its type). */
async function firstBytes(url: string, count = 64): Promise<Uint8Array> {
  const response = await fetch(url, {
    headers: { Range: `bytes=0-${count - 1}` },
    cache: "no-store",
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) return new Uint8Array();
  // Whole (ranged) body: cancelling a partly read body left the request hanging under next start.
  return new Uint8Array(await response.arrayBuffer()).subarray(0, count);
}

interface ArrivedFile {
  key: string;
  name: string;
  size: number;
  ufsUrl: string;
}

/** What the browser gets back for each file: the key to send to the content route, or why not. */
export type DirectUploadResult = { key: string } | { error: string };

/**
 * Runs when UploadThing reports a file the browser sent it: the file is checked by its content
 * (never the browser's claim), then recorded as pending until a content route claims it
 * (`saveUpload` with `storedKey`). A file of no accepted type is deleted at once.
 */
async function recordDirectUpload(
  file: ArrivedFile,
  driver: StorageDriver = storageDriver(),
): Promise<DirectUploadResult> {
  const type = detectFileType(await firstBytes(file.ufsUrl));
  if (!type) {
    await driver.remove(file.key);
    return { error: DIRECT_UPLOAD_REFUSED };
  }
  await db().storedFile.create({
    data: {
      key: file.key,
      storage: driver.name,
      url: file.ufsUrl,
      mime: type.mime,
      size_bytes: file.size,
      original_name: storedName(file.name, type),
      pending: true,
    },
  });
  return { key: file.key };
}

const upload = createUploadthing();

/**
 * UploadThing's file route. Who may use it is checked by app/api/uploadthing/route.ts before the
 * SDK runs; the sizes here are the largest any screen accepts (each screen's own, smaller limits
 * are applied when the file is claimed).
 */
export const directUploadRouter = {
  [DIRECT_UPLOAD_ROUTE]: upload({
    image: { maxFileSize: "16MB", maxFileCount: 10 },
    video: { maxFileSize: "64MB", maxFileCount: 10 },
    pdf: { maxFileSize: "64MB", maxFileCount: 10 },
  }).onUploadComplete(({ file }) => recordDirectUpload(file)),
} satisfies FileRouter;

export type DirectUploadRouter = typeof directUploadRouter;

const PENDING_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes files sent straight to UploadThing that no content claimed within a day (a closed tab,
 * a failed save). Each is deleted only while still pending, so a late claim wins.
 */
export async function sweepPendingUploads(
  now = new Date(),
  driver: StorageDriver = storageDriver(),
): Promise<{ deleted: number }> {
  const stale = await db().storedFile.findMany({
    where: { pending: true, created_at: { lt: new Date(now.getTime() - PENDING_FOR_MS) } },
    select: { key: true },
    orderBy: { created_at: "asc" },
    take: 500,
  });
  let deleted = 0;
  for (const { key } of stale) {
    const removed = await db().storedFile.deleteMany({ where: { key, pending: true } });
    if (removed.count === 0) continue;
    deleted += 1;
    await driver.remove(key).catch((error: unknown) => {
      log().error({ err: error, key }, "could not delete a pending direct upload");
    });
  }
  return { deleted };
}
