"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { getJson } from "./request";

/**
 * JSON from `url`, fetched again whenever the URL changes (an older answer never overwrites a newer
 * one). `initial` is what the server already rendered for `initialUrl`, so the first render needs
 * no request. `reload()` fetches the current URL again (after a change).
 */
export function useRemoteData<T>(url: string, initial: T, initialUrl: string) {
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const fetched = useRef({ url: initialUrl, version: 0 });

  useEffect(() => {
    if (fetched.current.url === url && fetched.current.version === version) return;
    fetched.current = { url, version };
    const controller = new AbortController();
    setLoading(true);
    getJson<T>(url, controller.signal)
      .then((body) => {
        if (controller.signal.aborted) return;
        setData(body);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => {
      controller.abort();
      // An aborted request fetched nothing: let the next run (React's dev remount included) fetch again.
      fetched.current = { url: "", version: -1 };
    };
  }, [url, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data, loading, error, reload };
}
