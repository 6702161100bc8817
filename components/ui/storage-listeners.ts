"use client";

/**
 * The readers of a value kept in localStorage, for useSyncExternalStore: `subscribe` also hears
 * the changes other tabs make (the storage event); `notify` tells this tab's readers of its own.
 */
export function storageListeners(): {
  subscribe(listener: () => void): () => void;
  notify(): void;
} {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener("storage", listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", listener);
      };
    },
    notify() {
      listeners.forEach((listener) => listener());
    },
  };
}
