"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { dropFiles, dropOrphanFiles, keepFiles, newFilesKey, readFiles } from "./draft-files";
import {
  FILES_NOT_KEPT,
  queuedNotice,
  readDraft,
  removeDraft,
  writeDraft,
  type StoredDraft,
} from "./drafts";

/** A form's delivery: null once the server stored it, else the server's Spanish refusal. */
export type Delivery = string | null;

const NO_FILES: File[] = [];

interface Options<T> {
  /**
   * The draft's name on this device: one per form (and per gestión for its reply form); null for a
   * form that keeps none and sends only when asked (the office's replies, which carry no key).
   */
  name: string | null;
  /** What the form holds now; the draft follows it. */
  values: T;
  /** Puts values and files back into the form (a restored draft, or a blank form). */
  restore: (values: T, files: File[]) => void;
  /**
   * Sends the values and files with their Idempotency-Key and shows the form's own success (a
   * folio, a reference). Throws when the request got no answer.
   */
  deliver: (values: T, idempotencyKey: string, files: File[]) => Promise<Delivery>;
  /** What a send without signal keeps: 'gestión' or 'mensaje'. */
  noun: "gestión" | "mensaje";
  /** The files chosen, kept with the draft (components/offline/draft-files.ts); none by default. */
  files?: File[];
}

/** What the form shows of its draft (components/offline/DraftActions.tsx). */
export interface DraftState {
  /** A draft is kept on the device: 'Descartar borrador' is offered. */
  saved: boolean;
  /** The queued send's notice, or that its files must be chosen again. */
  notice: string | null;
  /** The server's refusal of a send made once the signal returned. */
  refused: string | null;
  discard: () => void;
}

/**
 * A form's draft on this device and its sending without a connection. The values and the chosen
 * files are kept as the person types and put back when the form opens again (after a reload, or
 * the next day); `send` delivers them, or, when the browser is offline, keeps them queued and says
 * so; the queued send goes as soon as the browser is back online while the page is open, or when
 * the form opens again online, always with the same Idempotency-Key, so the server stores it
 * once. A refusal of that later send is shown beside the button (`refused`). Delivered or
 * discarded, the draft is gone.
 * A request that fails while the browser believes it is online is the form's own error as before
 * (nothing would tell when to send it again); the draft still holds what was typed.
 */
export function useDraft<T>({
  name,
  values,
  restore,
  deliver,
  noun,
  files = NO_FILES,
}: Options<T>): DraftState & { send: (values: T) => Promise<Delivery | "queued"> } {
  const [blank] = useState(() => JSON.stringify(values));
  const [ready, setReady] = useState(false);
  const [queued, setQueued] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const sending = useRef(false);
  const serialized = JSON.stringify(values);

  const clear = () => {
    if (name !== null) {
      removeDraft(name);
      void dropFiles(name);
    }
    setQueued(false);
    setNotice(null);
    setRefused(null);
    restore(JSON.parse(blank) as T, NO_FILES);
  };

  const keep = (name: string, draft: StoredDraft<T>) => {
    writeDraft(name, draft);
    setQueued(Boolean(draft.queued));
  };

  const sendQueued = useEffectEvent(async (withFiles: File[] = files) => {
    if (name === null) return;
    const draft = readDraft<T>(name);
    if (!draft?.queued || !draft.idempotencyKey || sending.current) return;
    sending.current = true;
    try {
      const refusal = await deliver(draft.values, draft.idempotencyKey, withFiles);
      if (refusal === null) return clear();
      keep(name, { ...draft, queued: false });
      setNotice(null);
      setRefused(refusal);
    } catch {
      // Still no answer: it stays queued for the next time the signal returns.
    } finally {
      sending.current = false;
    }
  });

  const reopen = useEffectEvent(async () => {
    if (name === null) return setReady(true);
    const draft = readDraft<T>(name);
    void dropOrphanFiles((other) => Boolean(readDraft(other)?.filesKey));
    if (draft) {
      const kept = draft.withFiles ? await readFiles(name, draft.filesKey) : NO_FILES;
      restore(draft.values, kept ?? NO_FILES);
      if (draft.queued && !kept) {
        // Sent without its files would lose them: the person attaches them again.
        writeDraft(name, { ...draft, queued: false });
        setNotice(FILES_NOT_KEPT);
      } else if (draft.queued) {
        setQueued(true);
        setNotice(queuedNotice(noun));
        if (navigator.onLine) void sendQueued(kept ?? NO_FILES);
      }
    }
    setReady(true);
  });

  useEffect(() => {
    // The draft is on the device, readable only once the page has hydrated: it is put back then.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reopen();
    const online = () => void sendQueued();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [name]);

  // The device's copy follows what is typed; a form back to blank keeps none (unless queued).
  useEffect(() => {
    if (name === null || !ready || sending.current) return;
    const draft = readDraft<T>(name);
    if (serialized === blank && files.length === 0 && !draft?.queued) {
      removeDraft(name);
      void dropFiles(name);
    } else {
      writeDraft(name, {
        ...draft,
        values: JSON.parse(serialized) as T,
        withFiles: files.length > 0,
      });
    }
  }, [ready, serialized, blank, name, files]);

  // The chosen files follow too, sealed with the draft's own key.
  useEffect(() => {
    if (name === null || !ready) return;
    if (files.length === 0) return void dropFiles(name);
    void (async () => {
      const key = readDraft<T>(name)?.filesKey ?? (await newFilesKey().catch(() => null));
      const draft = readDraft<T>(name);
      if (!key || !draft) return;
      writeDraft(name, { ...draft, filesKey: key });
      await keepFiles(name, key, files);
    })();
  }, [ready, name, files]);

  /**
   * Delivers the values: null when the server stored them, the server's refusal, or "queued" when
   * there is no connection (kept, said beside the button, sent when the signal returns).
   */
  const send = async (current: T): Promise<Delivery | "queued"> => {
    if (name === null) return deliver(current, crypto.randomUUID(), files);
    const kept = readDraft<T>(name);
    const idempotencyKey = kept?.idempotencyKey ?? crypto.randomUUID();
    const queue = () => {
      keep(name, {
        ...kept,
        values: current,
        idempotencyKey,
        queued: true,
        withFiles: files.length > 0,
      });
      setNotice(queuedNotice(noun));
      return "queued" as const;
    };
    keep(name, { ...kept, values: current, idempotencyKey, queued: false });
    setNotice(null);
    setRefused(null);
    if (!navigator.onLine) return queue();
    sending.current = true;
    try {
      const refusal = await deliver(current, idempotencyKey, files);
      if (refusal === null) clear();
      return refusal;
    } catch (error) {
      if (!navigator.onLine) return queue();
      throw error;
    } finally {
      sending.current = false;
    }
  };

  const saved = ready && (queued || serialized !== blank || files.length > 0);
  return { send, discard: clear, saved, notice, refused };
}
