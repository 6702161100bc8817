"use server";

import { z } from "zod";
import { publicAction } from "@/lib/actions";
import { logout } from "@/lib/admins/service";
import { currentActor } from "@/lib/auth/actor";
import { endBrowserSession } from "@/lib/auth/browser-session";

/**
 * The header's 'Cerrar sesión': revokes the server-side session and records it, and clears the
 * browser cookie whatever happens to the first part (spec 01 §4).
 */
export const logoutAction = publicAction({ schema: z.undefined() }, async (_input, { ip }) => {
  try {
    const actor = await currentActor();
    if (actor) await logout(actor, ip);
  } finally {
    await endBrowserSession();
  }
  return null;
});
