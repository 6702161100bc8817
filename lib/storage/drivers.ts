import "server-only";
import { mkdir, open, rm, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { UTApi, UTFile } from "uploadthing/server";
import { env } from "@/lib/env";

interface StoredObject {
  key: string;
  url: string;
}

/** Bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  start: number;
  end: number;
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
  /**
   * The file's bytes (those of `range` only, when given) as they are read from disk or fetched,
   * never gathered in memory: a client that reads slowly, or not at all, holds one chunk.
   */
  open(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,199}$/i;
const READ_CHUNK_BYTES = 64 * 1024;

/**
 * Bytes `start` to `end` of an open file, read from disk only when the reader asks for the next
 * chunk, the file closed at the end or when the reader stops. (Readable.toWeb over a read stream
 * keeps pushing after a client goes away, and throws outside any request.)
 */
function fileStream(file: FileHandle, { start, end }: ByteRange): ReadableStream<Uint8Array> {
  let position = start;
  let closed = false;
  const close = async () => {
    if (!closed) {
      closed = true;
      await file.close();
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const length = Math.max(0, Math.min(READ_CHUNK_BYTES, end + 1 - position));
        const { bytesRead, buffer } = await file.read(new Uint8Array(length), 0, length, position);
        if (bytesRead === 0) {
          await close();
          return controller.close();
        }
        position += bytesRead;
        controller.enqueue(buffer.subarray(0, bytesRead));
      } catch (error) {
        await close().catch(() => {});
        controller.error(error);
      }
    },
    cancel: close,
  });
}

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
    async open(key, range) {
      if (!SAFE_KEY.test(key)) return null;
      const file = await open(fullPath(key)).catch(() => null);
      if (!file) return null;
      try {
        return fileStream(file, range ?? { start: 0, end: (await file.stat()).size - 1 });
      } catch (error) {
        await file.close();
        throw error;
      }
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}

/** UploadThing in production. Private files are read back through the authorizing route too. */
function uploadThingDriver(token: string): StorageDriver {
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
    async open(key, range) {
      const { ufsUrl } = await api.generateSignedURL(key, { expiresIn: 60 });
      const headers: HeadersInit = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await fetch(ufsUrl, { headers });
      if (response.status === (range ? 206 : 200) && response.body) return response.body;
      await response.body?.cancel();
      return null;
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
