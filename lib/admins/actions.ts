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
  loginAdmin,
  logout,
  requestPasswordReset,
  resetPassword,
  setAdminStatus,
  updateAdminAccount,
  updateOwnProfile,
} from "@/lib/admins/service";
import { currentActor } from "@/lib/auth/actor";
import { endBrowserSession, startBrowserSession } from "@/lib/auth/browser-session";

// Server actions of the administrator screens (login, password reset, header, own profile, team):
// thin adapters over lib/admins/service.ts, imported by the screens' client components.

/** Checks the credentials (throttled), opens the server-side session and binds it to the cookie. */
export const loginAction = publicAction({ schema: loginSchema }, async (input, { ip }) => {
  const userAgent = (await headers()).get("user-agent");
  const { actor } = await loginAdmin(input, { ip, userAgent });
  await startBrowserSession(actor.sessionId);
  return null;
});

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
    await updateOwnProfile(actor, profileFields(input), input.password || null, ip);
    return null;
  },
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
