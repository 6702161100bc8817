"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/actions";
import { startBrowserSession } from "@/lib/auth/browser-session";
import { loginSchema, registerSchema } from "@/lib/citizens/schema";
import { loginCitizen, registerCitizen } from "@/lib/citizens/service";

const userAgent = async () => (await headers()).get("user-agent");

export const loginAction = publicAction({ schema: loginSchema }, async (input, { ip }) => {
  const actor = await loginCitizen(input, { ip, userAgent: await userAgent() });
  await startBrowserSession(actor.sessionId);
  return null;
});

export const registerAction = publicAction({ schema: registerSchema }, async (input, { ip }) => {
  const actor = await registerCitizen(input, { ip, userAgent: await userAgent() });
  await startBrowserSession(actor.sessionId);
  return null;
});
