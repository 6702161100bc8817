"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { adminAction, publicAction } from "@/lib/actions/wrappers";
import { acceptInvitation, resendInvitation, revokeInvitation } from "@/lib/admins/invitations";
import {
  adminIdSchema,
  adminInviteSchema,
  adminStatusSchema,
  adminUpdateSchema,
  loginSchema,
  MESSAGES,
  ownProfileFormSchema,
  profileFields,
  requestResetSchema,
  resetPasswordSchema,
} from "@/lib/admins/schema";
import {
  createAdmin,
  setAdminStatus,
  updateAdminAccount,
  updateOwnProfile,
} from "@/lib/admins/service";
import {
  loginAdmin,
  loginWithLink,
  logout,
  requestPasswordReset,
  resetPassword,
  type AdminLogin,
} from "@/lib/admins/sign-in-service";
import { completeLoginWithCode, startLoginEnrolment } from "@/lib/admins/two-factor-login";
import {
  disableTwoFactorSchema,
  enrolmentConfirmSchema,
  loginCodeSchema,
  loginEnrolmentSchema,
  regenerateCodesSchema,
  totpRequirementSchema,
  type EnrolmentSecret,
  type EnrolmentView,
} from "@/lib/admins/two-factor-schema";
import {
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  setTotpRequirement,
  startTotpEnrolment,
} from "@/lib/admins/two-factor-service";
import { currentActor } from "@/lib/auth/actor";
import { endBrowserSession, startBrowserSession } from "@/lib/auth/browser-session";
import { browserDeviceCookie, keepBrowserDeviceCookie } from "@/lib/auth/device-cookie";
import { signInLinkSchema } from "@/lib/auth/schema";
import { qrCodeShape } from "@/lib/format/qr-code";

// Server actions of the administrator screens (login and its second step, password reset, header,
// own profile and its two-factor authentication, team): thin adapters over lib/admins/service.ts,
// sign-in-service.ts and two-factor-*.ts, imported by the screens' client components.

const userAgent = async () => (await headers()).get("user-agent");

const enrolmentView = (enrolment: EnrolmentSecret): EnrolmentView => ({
  ...enrolment,
  qr: qrCodeShape(enrolment.otpauth_uri),
});

/** The device cookie the browser holds for administrators, with the request's address and agent. */
const loginContext = async (ip: string | null) => ({
  ip,
  userAgent: await userAgent(),
  device: await browserDeviceCookie("admin"),
});

/**
 * Where a first factor leads in the browser: signed in (the session bound to the cookie, the
 * browser remembered for the account), or the second step and its challenge for the next screen.
 */
async function continueLogin(login: Exclude<AdminLogin, { step: "link_sent" }>) {
  if (login.step !== "signed_in") return { step: login.step, challenge: login.challenge };
  await startBrowserSession(login.actor.sessionId);
  await keepBrowserDeviceCookie("admin", login.device);
  return { step: login.step };
}

/**
 * Checks the credentials (throttled), then as continueLogin; or, while the account has many failed
 * logins and this browser is not one it knows, answers that a sign-in link may have been e-mailed.
 */
export const loginAction = publicAction({ schema: loginSchema }, async (input, { ip }) => {
  const login = await loginAdmin(input, await loginContext(ip));
  if (login.step === "link_sent") return { step: login.step };
  return continueLogin(login);
});

/** /admin/login?enlace=…: the e-mailed sign-in link, as the first factor; then as continueLogin. */
export const loginLinkAction = publicAction({ schema: signInLinkSchema }, async ({ token }, { ip }) =>
  continueLogin(await loginWithLink(token, await loginContext(ip))),
);

/** The login's second step: the code (or, when enrolling, the first code); signs the browser in. */
export const loginCodeAction = publicAction({ schema: loginCodeSchema }, async (input, { ip }) => {
  const { actor, recoveryCodes, device } = await completeLoginWithCode(
    input,
    await loginContext(ip),
  );
  await startBrowserSession(actor.sessionId);
  await keepBrowserDeviceCookie("admin", device);
  return { recoveryCodes };
});

/** The enrolment step of a login the office requires it for: the secret and its QR code. */
export const loginEnrolmentAction = publicAction(
  { schema: loginEnrolmentSchema },
  async ({ challenge }) => enrolmentView(await startLoginEnrolment(challenge)),
);

/**
 * The header's 'Cerrar sesión': revokes the server-side session and records it, and clears the
 * browser cookie whatever happens to the first part (product.md §A.4).
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

export const requestResetAction = publicAction(
  { schema: requestResetSchema },
  async ({ email }, { ip }) =>
    requestPasswordReset(email, { ip, device: await browserDeviceCookie("admin") }),
);

export const resetPasswordAction = publicAction(
  { schema: resetPasswordSchema },
  async (input, { ip }) => resetPassword(input, ip),
);

/** Saves the caller's own fields and, when given, the new password (one transaction). */
export const saveOwnProfileAction = adminAction(
  { schema: ownProfileFormSchema, permission: "profile.self" },
  async (input, { actor, ip }) => {
    await updateOwnProfile(
      actor,
      profileFields(input),
      { newPassword: input.password || null, currentPassword: input.current_password },
      ip,
    );
    return null;
  },
);

/** /admin/perfil: 'Activar' shows a new secret and its QR code. */
export const startTotpEnrolmentAction = adminAction(
  { schema: z.undefined(), permission: "profile.self" },
  async (_input, { actor }) => enrolmentView(await startTotpEnrolment(actor)),
);

/** /admin/perfil: the first code enables it; the recovery codes are shown once. */
export const confirmTotpEnrolmentAction = adminAction(
  { schema: enrolmentConfirmSchema, permission: "profile.self" },
  async ({ code }, { actor, ip }) => ({
    recoveryCodes: await confirmTotpEnrolment(actor, code, ip),
  }),
);

/** /admin/perfil: password and code disable it; when the office requires it, the browser signs out. */
export const disableTotpAction = adminAction(
  { schema: disableTwoFactorSchema, permission: "profile.self" },
  async (input, { actor, ip }) => {
    const outcome = await disableTotp(actor, input, ip);
    if (outcome.signedOut) await endBrowserSession();
    return outcome;
  },
);

export const regenerateRecoveryCodesAction = adminAction(
  { schema: regenerateCodesSchema, permission: "profile.self" },
  async ({ code }, { actor, ip }) => ({
    recoveryCodes: await regenerateRecoveryCodes(actor, code, ip),
  }),
);

/** /admin/equipo: AdminNivel1's switch requiring two-factor authentication of every administrator. */
export const setTotpRequirementAction = adminAction(
  { schema: totpRequirementSchema, permission: "security.manage" },
  async ({ required }, { actor, ip }) => setTotpRequirement(actor, required, ip),
);

/** The list's Activar / Desactivar button: the new estado is the negation of the current one. */
export const setAdminStatusAction = adminAction(
  {
    schema: z.object({ ...adminIdSchema.shape, ...adminStatusSchema.shape }),
    permission: "admins.manage",
  },
  async ({ id, estado }, { actor, ip }) => {
    const admin = await setAdminStatus(actor, id, estado, ip);
    return { estado: admin.estado };
  },
);

/** The team edit screen's save (rol included). */
export const saveAdminAction = adminAction(
  {
    schema: z.object({ ...adminIdSchema.shape, values: adminUpdateSchema }),
    permission: "admins.manage",
  },
  async ({ id, values }, { actor, ip }) => {
    await updateAdminAccount(actor, id, values, ip);
    return null;
  },
);

/** 'Nuevo administrador': the account, and its owner's invitation by e-mail. */
export const createAdminAction = adminAction(
  { schema: adminInviteSchema, permission: "admins.manage" },
  async (input, { actor, ip }) => {
    const admin = await createAdmin(actor, input, ip);
    return { id: admin.id };
  },
);

/** The team list's 'Reenviar'. */
export const resendInvitationAction = adminAction(
  { schema: adminIdSchema, permission: "admins.manage" },
  async ({ id }, { actor, ip }) => {
    await resendInvitation(actor, id, ip);
    return { message: MESSAGES.invitationResent };
  },
);

/** The team list's 'Anular'. */
export const revokeInvitationAction = adminAction(
  { schema: adminIdSchema, permission: "admins.manage" },
  ({ id }, { actor, ip }) => revokeInvitation(actor, id, ip),
);

/** The invitation link's screen: the invitee's own password. */
export const acceptInvitationAction = publicAction(
  { schema: resetPasswordSchema },
  (input, { ip }) => acceptInvitation(input, ip),
);
