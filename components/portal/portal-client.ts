"use client";

import { forgetSignedInPages } from "@/components/offline/forget-on-sign-out";
import { expireSessionAction } from "@/lib/citizens/actions";
import type { ActionResult } from "@/lib/actions/result";

const EXPIRED_URL = "/login-register?expired=1";

/** After a 401: signs the browser out and opens the login screen with the "session expired" notice. */
export async function expireSession(): Promise<never> {
  await Promise.all([expireSessionAction().catch(() => {}), forgetSignedInPages()]);
  window.location.replace(EXPIRED_URL);
  // Navigation is under way: nothing after a 401 should run.
  return new Promise<never>(() => {});
}

/** fetch() for the portal's API calls: a 401 ends the session (product.md §C.4). */
export async function portalFetch(input: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { credentials: "same-origin", ...init });
  if (response.status === 401) return expireSession();
  return response;
}

/** Runs a portal server action: a 401 result ends the session the same way. */
export async function portalAction<I, T>(
  action: (input: I) => Promise<ActionResult<T>>,
  input: I,
): Promise<ActionResult<T>> {
  const result = await action(input);
  if (!result.ok && result.code === "UNAUTHENTICATED") return expireSession();
  return result;
}
