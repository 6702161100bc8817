import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { UTApi, UTFile } from "uploadthing/server";
import { env } from "@/lib/env";

export interface StoredObject {
  key: string;
  url: string;
}

/** Where file bytes live. The database row (StoredFile) is written by the storage service. */
export interface StorageDriver {
  readonly name: "local" | "uploadthing";
  put(input: {
    key: string;
    bytes: Uint8Array;
    mime: string;
    name: string;
    isPrivate: boolean;
  }): Promise<StoredObject>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,199}$/i;

/** Local disk under UPLOAD_DIR; files are served by /api/files/{key}, which checks private ones. */
export function localDriver(root = env().UPLOAD_DIR): StorageDriver {
  const fullPath = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Clave de archivo inválida: ${key}`);
    return path.resolve(root, key);
  };
  return {
    name: "local",
    async put({ key, bytes }) {
      await mkdir(path.resolve(root), { recursive: true });
      await writeFile(fullPath(key), bytes);
      return { key, url: `/api/files/${key}` };
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return new Uint8Array(await readFile(fullPath(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}

/** UploadThing in production. Private files are read back through the authorizing route too. */
export function uploadThingDriver(token: string): StorageDriver {
  const api = new UTApi({ token });
  return {
    name: "uploadthing",
    async put({ key, bytes, mime, name, isPrivate }) {
      const file = new UTFile([bytes as BlobPart], name, { type: mime, customId: key });
      const result = await api.uploadFiles(file, { acl: isPrivate ? "private" : "public-read" });
      if (result.error) throw new Error(`UploadThing: ${result.error.message}`);
      const publicUrl = isPrivate ? `/api/files/${key}` : result.data.ufsUrl;
      return { key: result.data.key, url: publicUrl };
    },
    async get(key) {
      const { ufsUrl } = await api.generateSignedURL(key, { expiresIn: 60 });
      const response = await fetch(ufsUrl);
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    },
    async remove(key) {
      await api.deleteFiles(key);
    },
  };
}

let chosen: StorageDriver | undefined;

export function storageDriver(): StorageDriver {
  const token = env().UPLOADTHING_TOKEN;
  chosen ??= token ? uploadThingDriver(token) : localDriver();
  return chosen;
}

/**
 * The driver holding a file stored with `storage`: files keep the place they were stored in, so a
 * server that moved to UploadThing still serves and deletes the files it kept on its own disk.
 */
export function driverFor(storage: string): StorageDriver {
  const current = storageDriver();
  if (storage === current.name) return current;
  if (storage === "local") return localDriver();
  throw new Error(`Este servidor no tiene acceso al almacenamiento "${storage}".`);
}
