"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, citizenAction, publicAction } from "@/lib/actions/wrappers";
import { endBrowserSession, startBrowserSession } from "@/lib/auth/browser-session";
import { browserDeviceCookie, keepBrowserDeviceCookie } from "@/lib/auth/device-cookie";
import { signInLinkSchema } from "@/lib/auth/schema";
import { citizenEditSchema, citizenStatusInput } from "@/lib/citizens/admin-schema";
import {
  deleteCitizen,
  restoreCitizen,
  setCitizenActive,
  updateCitizen,
} from "@/lib/citizens/admin-service";
import { moveCitizenDpi } from "@/lib/citizens/dpi-move";
import { dpiMoveInput } from "@/lib/citizens/dpi-move-schema";
import { confirmEmailChange, requestEmailConfirmation } from "@/lib/citizens/email-change";
import {
  confirmEmailSchema,
  deleteAccountSchema,
  profileFormSchema,
} from "@/lib/citizens/profile-schema";
import {
  forgotSchema,
  loginSchema,
  phoneForgotSchema,
  phoneResetFormSchema,
  resetFormSchema,
} from "@/lib/citizens/sign-in-schema";
import { phoneVerifySchema, registerSchema } from "@/lib/citizens/schema";
import { deleteOwnAccount, updateOwnAccount } from "@/lib/citizens/account-service";
import { requestPhonePasswordReset, resetPasswordByPhone } from "@/lib/citizens/phone-recovery";
import { updateOwnChannels } from "@/lib/citizens/channel-preferences";
import { channelPreferencesSchema } from "@/lib/citizens/channels-schema";
import { verifyPhoneRegistration } from "@/lib/citizens/phone-registration";
import { claimAccount, requestAccountClaim } from "@/lib/citizens/account-claim";
import { claimRequestSchema, claimVerifySchema } from "@/lib/citizens/claim-schema";
import { register } from "@/lib/citizens/registration-service";
import { findDeskCitizens } from "@/lib/citizens/desk-search";
import { deskCitizenSearch } from "@/lib/gestiones/desk-schema";
import {
  loginCitizen,
  loginCitizenWithLink,
  logoutCitizen,
  requestPasswordReset,
  resetPassword,
  type CitizenSignIn,
} from "@/lib/citizens/sign-in-service";
import { idSchema } from "@/lib/validation/fields";

// Server actions of the citizen screens (login, registration, recovery, portal header, profile)
// and of the office's citizens administration: thin adapters over the module's services
// (registration-, sign-in-, account- and admin-service.ts).

const userAgent = async () => (await headers()).get("user-agent");

/** The device cookie the browser holds for citizens, with the request's address and agent. */
const loginContext = async (ip: string | null) => ({
  ip,
  userAgent: await userAgent(),
  device: await browserDeviceCookie("citizen"),
});

/** Binds a sign-in's session to the browser's cookie, and remembers the browser for the account. */
async function continueSignIn(signedIn: CitizenSignIn) {
  await startBrowserSession(signedIn.actor.sessionId);
  await keepBrowserDeviceCookie("citizen", signedIn.device);
  return { step: signedIn.step };
}

/**
 * Signs in; or, while the account has many failed logins and this browser is not one it knows,
 * answers that a sign-in link may have been e-mailed (the screen says so).
 */
export const loginAction = publicAction({ schema: loginSchema }, async (input, { ip }) => {
  const login = await loginCitizen(input, await loginContext(ip));
  return login.step === "link_sent" ? { step: login.step } : continueSignIn(login);
});

/** /login-register?enlace=…: signs in with the e-mailed sign-in link. */
export const loginLinkAction = publicAction(
  { schema: signInLinkSchema },
  async ({ token }, { ip }) =>
    continueSignIn(await loginCitizenWithLink(token, await loginContext(ip))),
);

/** Signs the browser in, or answers `{ verificar: "telefono" }` when a code went to the number. */
export const registerAction = publicAction({ schema: registerSchema }, async (input, { ip }) => {
  const result = await register(input, { ip, userAgent: await userAgent() });
  if ("verificar" in result) return result;
  await startBrowserSession(result.actor.sessionId);
  return null;
});

/** The code of a registration with a phone: creates the account and signs the browser in. */
export const verifyPhoneAction = publicAction(
  { schema: phoneVerifySchema },
  async (input, { ip }) => {
    const actor = await verifyPhoneRegistration(input, { ip, userAgent: await userAgent() });
    await startBrowserSession(actor.sessionId);
    return null;
  },
);

/** /activar-cuenta: the code to the number or e-mail of an account the office created. */
export const requestAccountClaimAction = publicAction(
  { schema: claimRequestSchema },
  (input, { ip }) => requestAccountClaim(input, { ip }),
);

/** The code and the first password: the account is the citizen's, and the browser signed in. */
export const claimAccountAction = publicAction(
  { schema: claimVerifySchema },
  async (input, { ip }) => {
    const actor = await claimAccount(input, { ip, userAgent: await userAgent() });
    await startBrowserSession(actor.sessionId);
    return null;
  },
);

export const forgotPasswordAction = publicAction({ schema: forgotSchema }, async (input, { ip }) =>
  requestPasswordReset(input.correo, { ip, device: await browserDeviceCookie("citizen") }),
);

export const resetPasswordAction = publicAction({ schema: resetFormSchema }, (input, { ip }) =>
  resetPassword(input, ip),
);

export const forgotPasswordByPhoneAction = publicAction(
  { schema: phoneForgotSchema },
  async (input, { ip }) =>
    requestPhonePasswordReset(input.telefono, {
      ip,
      device: await browserDeviceCookie("citizen"),
    }),
);

export const resetPasswordByPhoneAction = publicAction(
  { schema: phoneResetFormSchema },
  (input, { ip }) => resetPasswordByPhone(input, ip),
);

/** /confirm-email: applies the new e-mail of the link (no session needed). */
export const confirmEmailAction = publicAction({ schema: confirmEmailSchema }, (input, { ip }) =>
  confirmEmailChange(input.token, ip),
);

/** The profile's 'Enviarme el enlace': a link that confirms the account's own e-mail. */
export const requestEmailConfirmationAction = citizenAction(
  { schema: z.unknown() },
  (_input, { actor, ip }) => requestEmailConfirmation(actor, ip),
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

/** The profile's 'Cómo te avisamos': the channel chosen, WhatsApp and SMS on or stopped. */
export const updateChannelsAction = citizenAction(
  { schema: channelPreferencesSchema },
  (input, { actor, ip }) => updateOwnChannels(actor, input, ip),
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

/** 'Trasladar DPI', after the office verified the DPI's owner in person. */
export const moveCitizenDpiAction = adminAction(
  { schema: byId.extend(dpiMoveInput.shape), permission: "citizens.write" },
  ({ id, ...input }, { actor, ip }) => moveCitizenDpi(actor, id, input, ip),
);

/** The desk's search for the person it files a gestión for: DPI, phone or name. */
export const findDeskCitizensAction = adminAction(
  { schema: deskCitizenSearch, permission: "citizens.read" },
  (input, { actor }) => findDeskCitizens(actor, input),
);
