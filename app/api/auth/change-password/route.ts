import { changePasswordSchema, MESSAGES } from "@/lib/admins/schema";
import { changeOwnPassword } from "@/lib/admins/service";
import { adminRoute } from "@/lib/http/routes";

/**
 * PUT /api/auth/change-password { current_password, password }: the caller's own password, once
 * the current one is confirmed (422 on current_password when wrong); other sessions close.
 */
export const PUT = adminRoute(
  { permission: "profile.self", body: changePasswordSchema },
  async ({ actor, body, ip }) => {
    await changeOwnPassword(actor, body, ip);
    return { message: MESSAGES.passwordChanged };
  },
);
