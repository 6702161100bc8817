"use server";

import { adminAction } from "@/lib/actions";
import { ownProfileFormSchema, profileFields } from "@/lib/admins/schema";
import { updateOwnProfile } from "@/lib/admins/service";

/** Saves the caller's own fields and, when given, the new password (one transaction). */
export const saveOwnProfileAction = adminAction(
  { schema: ownProfileFormSchema, permission: "profile.self" },
  async (input, { actor, ip }) => {
    await updateOwnProfile(actor, profileFields(input), input.password || null, ip);
    return null;
  },
);
