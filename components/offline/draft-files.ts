// The files chosen in a form, kept on this device beside its draft (components/offline/drafts.ts),
// so that a reload, a crash or a send that waits for the signal keeps the photos too. Files are too
// large for localStorage: they live in IndexedDB, sealed (AES-GCM) with a key that is kept only in
// the draft itself. Signing out removes the drafts at once, and with them the keys: whatever the
// browser has not yet deleted here when the page navigates away can no longer be read, and is
// deleted the next time a form opens (`dropOrphanFiles`). A browser without IndexedDB or Web Crypto
// (private mode, a page not served over HTTPS) keeps no files: the form asks for them again.

const DATABASE = "borradores";
const STORE = "archivos";

interface SealedFile {
  name: string;
  type: string;
  lastModified: number;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return settled(request);
}

/** Runs `work` on the store in one transaction and closes the database once it is done. */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  try {
    const transaction = database.transaction(STORE, mode);
    const result = await settled(work(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return result;
  } finally {
    database.close();
  }
}

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const importKey = (key: string, usage: KeyUsage) =>
  crypto.subtle.importKey("raw", fromBase64(key), "AES-GCM", false, [usage]);

/** A new key for one draft's files, as kept in the draft (base64 of 256 random bits). */
export async function newFilesKey(): Promise<string> {
  const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, [
    "encrypt",
    "decrypt",
  ]);
  return toBase64(await crypto.subtle.exportKey("raw", key));
}

/** Keeps `files` as the draft `name`'s files, sealed with `key`. False when the browser refused. */
export async function keepFiles(name: string, key: string, files: File[]): Promise<boolean> {
  try {
    const sealing = await importKey(key, "encrypt");
    const sealed: SealedFile[] = [];
    for (const file of files) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv },
        sealing,
        await file.arrayBuffer(),
      );
      sealed.push({ name: file.name, type: file.type, lastModified: file.lastModified, iv, data });
    }
    await withStore("readwrite", (store) => store.put(sealed, name));
    return true;
  } catch {
    return false;
  }
}

/** The draft `name`'s files, opened with `key`; null when none can be read. */
export async function readFiles(name: string, key: string | undefined): Promise<File[] | null> {
  if (!key) return null;
  try {
    const sealed = await withStore<SealedFile[] | undefined>("readonly", (store) =>
      store.get(name),
    );
    if (!sealed?.length) return null;
    const opening = await importKey(key, "decrypt");
    const files: File[] = [];
    for (const file of sealed) {
      const data = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: file.iv },
        opening,
        file.data,
      );
      files.push(new File([data], file.name, { type: file.type, lastModified: file.lastModified }));
    }
    return files;
  } catch {
    return null;
  }
}

/** Deletes the draft `name`'s files. */
export async function dropFiles(name: string): Promise<void> {
  try {
    await withStore("readwrite", (store) => store.delete(name));
  } catch {
    // Nothing was kept.
  }
}

/** Deletes the files of every draft for which `kept` says no key is held any more. */
export async function dropOrphanFiles(kept: (name: string) => boolean): Promise<void> {
  try {
    const names = await withStore("readonly", (store) => store.getAllKeys());
    for (const name of names) if (typeof name === "string" && !kept(name)) await dropFiles(name);
  } catch {
    // Nothing was kept.
  }
}

/** On signing out: every draft's files go (their keys already went with the drafts). */
export function forgetDraftFiles(): void {
  try {
    indexedDB.deleteDatabase(DATABASE);
  } catch {
    // Nothing was kept.
  }
}
