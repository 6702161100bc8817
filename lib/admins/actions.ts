"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { adminAction, publicAction } from "@/lib/actions";
import {
  adminCreateSchema,
  adminIdSchema,
  adminStatusSchema,
  adminUpdateSchema,
  loginSchema,
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
  logout,
  requestPasswordReset,
  resetPassword,
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
import { qrCodeShape } from "@/lib/qr-code";

// Server actions of the administrator screens (login and its second step, password reset, header,
// own profile and its two-factor authentication, team): thin adapters over lib/admins/service.ts,
// sign-in-service.ts and two-factor-*.ts, imported by the screens' client components.

const userAgent = async () => (await headers()).get("user-agent");

const enrolmentView = (enrolment: EnrolmentSecret): EnrolmentView => ({
  ...enrolment,
  qr: qrCodeShape(enrolment.otpauth_uri),
});

/**
 * Checks the credentials (throttled). Without a second step owed, opens the server-side session
 * and binds it to the cookie; otherwise answers the step and its challenge for the next screen.
 */
export const loginAction = publicAction({ schema: loginSchema }, async (input, { ip }) => {
  const login = await loginAdmin(input, { ip, userAgent: await userAgent() });
  if (login.step !== "signed_in") return { step: login.step, challenge: login.challenge };
  await startBrowserSession(login.actor.sessionId);
  return { step: login.step };
});

/** The login's second step: the code (or, when enrolling, the first code); signs the browser in. */
export const loginCodeAction = publicAction({ schema: loginCodeSchema }, async (input, { ip }) => {
  const { actor, recoveryCodes } = await completeLoginWithCode(input, {
    ip,
    userAgent: await userAgent(),
  });
  await startBrowserSession(actor.sessionId);
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
  async ({ email }, { ip }) => requestPasswordReset(email, ip),
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

export const createAdminAction = adminAction(
  { schema: adminCreateSchema, permission: "admins.manage" },
  async (input, { actor, ip }) => {
    const admin = await createAdmin(actor, input, ip);
    return { id: admin.id };
  },
);
