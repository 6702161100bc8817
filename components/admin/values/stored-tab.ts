"use client";

import { useCallback, useSyncExternalStore } from "react";
import { storageListeners } from "@/components/ui/storage-listeners";

// The active tab of the values screen, kept in localStorage under its own key (spec 02 §9).

const KEY = "admin.valores.tab";
const { subscribe, notify } = storageListeners();
let memory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

/** The remembered tab when it is one of `tabs`, else the first; and a setter that remembers. */
export function useStoredTab<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const first = tabs[0]!;
  const snapshot = () => {
    const saved = read();
    return tabs.find((tab) => tab === saved) ?? first;
  };
  const tab = useSyncExternalStore(subscribe, snapshot, () => first);
  const setTab = useCallback((next: string) => {
    memory = next;
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Storage refused (private mode): the tab is kept for this visit only.
    }
    notify();
  }, []);
  return [tab, setTab];
}
