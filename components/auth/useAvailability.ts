"use client";

import { useEffect, useState } from "react";
import { cuiProblem } from "@/lib/locations";

export type Availability =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "taken" }
  | { state: "free" }
  | { state: "invalid"; message: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DELAY_MS = 400;

/** What can be asked about a value: a complete DPI or an e-mail that contains @ and looks whole. */
function lookup(kind: "dpi" | "email", raw: string): { path: string } | { invalid: string } | null {
  const value = raw.trim();
  if (kind === "dpi") {
    if (!/^\d{13}$/.test(value)) return null;
    const problem = cuiProblem(value);
    return problem ? { invalid: problem } : { path: `/api/auth-user/check-dpi/${value}` };
  }
  if (!value.includes("@") || !EMAIL_SHAPE.test(value)) return null;
  return { path: `/api/auth-user/check-email/${encodeURIComponent(value.toLowerCase())}` };
}

/** Live "already registered / available" check of the registration form, debounced. */
export function useAvailability(kind: "dpi" | "email", value: string): Availability {
  const [result, setResult] = useState<{ path: string; availability: Availability } | null>(null);
  const target = lookup(kind, value);
  const path = target && "path" in target ? target.path : null;

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setResult({ path, availability: { state: "checking" } });
      try {
        const response = await fetch(path, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        const body = (await response.json().catch(() => ({}))) as {
          exists?: boolean;
          code?: string;
          message?: string;
        };
        const availability: Availability = response.ok
          ? { state: body.exists ? "taken" : "free" }
          : body.code === "VALIDATION" && body.message
            ? { state: "invalid", message: body.message }
            : { state: "idle" };
        setResult({ path, availability });
      } catch {
        if (!controller.signal.aborted) setResult({ path, availability: { state: "idle" } });
      }
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path]);

  if (!target) return { state: "idle" };
  if ("invalid" in target) return { state: "invalid", message: target.invalid };
  return result && result.path === path ? result.availability : { state: "idle" };
}
