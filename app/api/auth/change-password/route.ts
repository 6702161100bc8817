import { changePasswordSchema, MESSAGES } from "@/lib/admins/schema";
import { asAdmin, changeOwnPassword } from "@/lib/admins/service";
import { route } from "@/lib/http";

/** PUT /api/auth/change-password { password }: the caller's own password; other sessions close. */
export const PUT = route(
  { audience: "admin", permission: "profile.self", body: changePasswordSchema },
  async ({ actor, body, ip }) => {
    await changeOwnPassword(asAdmin(actor), body.password, ip);
    return { message: MESSAGES.passwordChanged };
  },
);
