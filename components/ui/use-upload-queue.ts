"use client";

import { useState } from "react";

export interface UploadState {
  name: string;
  /** Share of bytes sent, 0–100. */
  progress: number;
  done: boolean;
  error: string | null;
}

/**
 * Sends files one after another (one request each), keeping a progress state per file for
 * <UploadProgressList>. Answers how many succeeded and failed.
 */
export function useUploadQueue() {
  const [states, setStates] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);

  const update = (index: number, change: Partial<UploadState>) =>
    setStates((list) => list.map((state, at) => (at === index ? { ...state, ...change } : state)));

  async function run(
    files: File[],
    send: (file: File, onProgress: (percent: number) => void) => Promise<void>,
  ): Promise<{ succeeded: number; failed: number }> {
    setBusy(true);
    setStates(files.map((file) => ({ name: file.name, progress: 0, done: false, error: null })));
    let succeeded = 0;
    for (const [index, file] of files.entries()) {
      try {
        await send(file, (progress) => update(index, { progress }));
        succeeded += 1;
        update(index, { progress: 100, done: true });
      } catch (failure) {
        update(index, {
          done: true,
          error: failure instanceof Error ? failure.message : String(failure),
        });
      }
    }
    setBusy(false);
    return { succeeded, failed: files.length - succeeded };
  }

  return { states, busy, run };
}
