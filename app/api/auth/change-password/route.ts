import { changePasswordSchema, MESSAGES } from "@/lib/admins/schema";
import { changeOwnPassword } from "@/lib/admins/service";
import { adminRoute } from "@/lib/http";

/** PUT /api/auth/change-password { password }: the caller's own password; other sessions close. */
export const PUT = adminRoute(
  { permission: "profile.self", body: changePasswordSchema },
  async ({ actor, body, ip }) => {
    await changeOwnPassword(actor, body.password, ip);
    return { message: MESSAGES.passwordChanged };
  },
);
