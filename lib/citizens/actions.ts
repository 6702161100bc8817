"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, citizenAction, publicAction } from "@/lib/actions";
import { endBrowserSession, startBrowserSession } from "@/lib/auth/browser-session";
import { citizenEditSchema, citizenStatusInput } from "@/lib/citizens/admin-schema";
import {
  deleteCitizen,
  restoreCitizen,
  setCitizenActive,
  updateCitizen,
} from "@/lib/citizens/admin-service";
import { confirmEmailChange } from "@/lib/citizens/email-change";
import {
  confirmEmailSchema,
  deleteAccountSchema,
  forgotSchema,
  loginSchema,
  profileFormSchema,
  registerSchema,
  resetFormSchema,
} from "@/lib/citizens/schema";
import {
  deleteOwnAccount,
  loginCitizen,
  logoutCitizen,
  registerCitizen,
  requestPasswordReset,
  resetPassword,
  updateOwnAccount,
} from "@/lib/citizens/service";
import { idSchema } from "@/lib/fields";

// Server actions of the citizen screens (login, registration, recovery, portal header, profile)
// and of the office's citizens administration: thin adapters over lib/citizens/service.ts and
// lib/citizens/admin-service.ts.

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

export const forgotPasswordAction = publicAction({ schema: forgotSchema }, (input, { ip }) =>
  requestPasswordReset(input.correo, ip),
);

export const resetPasswordAction = publicAction({ schema: resetFormSchema }, (input, { ip }) =>
  resetPassword(input, ip),
);

/** /confirm-email: applies the new e-mail of the link (no session needed). */
export const confirmEmailAction = publicAction({ schema: confirmEmailSchema }, (input, { ip }) =>
  confirmEmailChange(input.token, ip),
);

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

export const updateProfileAction = citizenAction(
  { schema: profileFormSchema },
  (input, { actor, ip }) => updateOwnAccount(actor, input, ip),
);

export const deleteAccountAction = citizenAction(
  { schema: deleteAccountSchema },
  async (input, { actor, ip }) => {
    await deleteOwnAccount(actor, input, ip);
    await endBrowserSession();
    return null;
  },
);

// ----- The office's citizens administration -----

const byId = z.object({ id: idSchema });

export const updateCitizenAction = adminAction(
  { schema: byId.extend({ values: citizenEditSchema }), permission: "citizens.write" },
  ({ id, values }, { actor, ip }) => updateCitizen(actor, id, values, ip),
);

export const setCitizenActiveAction = adminAction(
  { schema: byId.extend(citizenStatusInput.shape), permission: "citizens.write" },
  ({ id, active }, { actor, ip }) => setCitizenActive(actor, id, { active }, ip),
);

export const deleteCitizenAction = adminAction(
  { schema: byId, permission: "citizens.write" },
  ({ id }, { actor, ip }) => deleteCitizen(actor, id, ip),
);

export const restoreCitizenAction = adminAction(
  { schema: byId, permission: "citizens.write" },
  ({ id }, { actor, ip }) => restoreCitizen(actor, id, ip),
);
