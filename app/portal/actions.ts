"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { citizenAction } from "@/lib/actions";
import { endBrowserSession } from "@/lib/auth/browser-session";
import { logoutCitizen } from "@/lib/citizens/service";

/** Revokes the caller's session (a 401 result when it is no longer live, which changes nothing here). */
const revokeOwnSession = citizenAction({ schema: z.unknown() }, (_input, { actor, ip }) =>
  logoutCitizen(actor, ip),
);

async function endSession(): Promise<void> {
  await revokeOwnSession(undefined);
  await endBrowserSession();
}

/** The header's "Cerrar sesión" button (works without JavaScript too). */
export async function logoutAction(): Promise<void> {
  await endSession();
  redirect("/login-register");
}

/** Called by the portal's client code after a 401: clears what is left of the session. */
export async function expireSessionAction(): Promise<void> {
  await endSession();
}
