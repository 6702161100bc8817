// What a person typed into a form, kept on this device (localStorage) until it is sent, discarded
// or the person signs out. localStorage rather than IndexedDB: it is written and cleared at once, so
// nothing is left behind when signing out navigates away the moment the button is pressed. Chosen
// files are kept in IndexedDB, sealed with a key held only here (components/offline/draft-files.ts).

const PREFIX = "borrador:";

/** A form's draft: its values, and for a send waiting for the signal, the key it is sent with. */
export interface StoredDraft<T> {
  values: T;
  /** Kept from the first try to the last, so the server stores the form once (Idempotency-Key). */
  idempotencyKey?: string;
  /** Sent without a connection: to be sent when the signal returns. */
  queued?: boolean;
  /** Files were chosen. */
  withFiles?: boolean;
  /** The key that opens the chosen files kept on the device; without it they are not kept. */
  filesKey?: string;
}

/** What the form says when it could not be sent: `noun` is what it holds (gestión, mensaje). */
export const queuedNotice = (noun: "gestión" | "mensaje") =>
  `Sin conexión. Tu ${noun} se guardó en este teléfono y se enviará cuando vuelva la señal.`;

export const FILES_NOT_KEPT =
  "Tus archivos adjuntos no se guardaron en este teléfono: adjúntalos de nuevo y vuelve a enviar.";

// A browser that refuses storage (private mode, storage disabled, full) keeps no draft: the form
// still works, as before drafts existed.
export function readDraft<T>(name: string): StoredDraft<T> | null {
  try {
    const text = localStorage.getItem(PREFIX + name);
    return text ? (JSON.parse(text) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(name: string, draft: StoredDraft<T>): void {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(draft));
  } catch {
    // Not kept; see above.
  }
}

export function removeDraft(name: string): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing was kept.
  }
}

/** On signing out: every draft on this device goes, so nothing personal stays behind. */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Nothing was kept.
  }
}
