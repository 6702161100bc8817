"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/actions";
import { loginSchema } from "@/lib/admins/schema";
import { loginAdmin } from "@/lib/admins/service";
import { startBrowserSession } from "@/lib/auth/browser-session";

/** Checks the credentials (throttled), opens the server-side session and binds it to the cookie. */
export const loginAction = publicAction({ schema: loginSchema }, async (input, { ip }) => {
  const userAgent = (await headers()).get("user-agent");
  const { actor } = await loginAdmin(input, { ip, userAgent });
  await startBrowserSession(actor.sessionId);
  return null;
});
