"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/wrappers";
import { biographyTextInput } from "@/lib/biography/schema";
import {
  createBiographyVersion,
  deleteBiographyGalleryImage,
  revertBiography,
} from "@/lib/biography/service";
import { idSchema } from "@/lib/validation/fields";

/** A new version from the creation form; it becomes the active one. */
export const createBiographyAction = adminAction(
  { schema: biographyTextInput, permission: "biography.write" },
  async (input, { actor }) => {
    const created = await createBiographyVersion(actor, input);
    return { id: created.id, version: created.version };
  },
);

/** 'Revertir a esta versión': makes that version the active one. */
export const revertBiographyAction = adminAction(
  { schema: z.object({ id: idSchema }), permission: "biography.write" },
  async ({ id }, { actor }) => {
    const version = await revertBiography(actor, id);
    return { id: version.id, version: version.version };
  },
);

/** The delete button of a gallery image on the images screen. */
export const deleteBiographyGalleryImageAction = adminAction(
  { schema: z.object({ id: idSchema }), permission: "biography.write" },
  async ({ id }, { actor }) => {
    await deleteBiographyGalleryImage(actor, id);
    return { id };
  },
);
