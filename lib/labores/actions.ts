"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/wrappers";
import { idSchema } from "@/lib/validation/fields";
import {
  laborCreateInput,
  laborMediaChangeInput,
  laborMediaReorderInput,
  laborStatusInput,
  laborUpdateInput,
} from "@/lib/labores/schema";
import { deleteLaborMedia, reorderLaborMedia, updateLaborMedia } from "@/lib/labores/media-service";
import { createLabor, deleteLabor, setLaborStatus, updateLabor } from "@/lib/labores/service";

// The labores screen's writes: thin adapters over the labores service. Reads and file uploads go
// through the REST routes (app/api/admin/labores).

const editors = { permission: "labores.write" } as const;
const byId = z.object({ id: idSchema });
const byMedia = z.object({ id: idSchema, mediaId: idSchema });

export const createLaborAction = adminAction(
  { ...editors, schema: laborCreateInput },
  (input, { actor }) => createLabor(actor, input),
);

export const updateLaborAction = adminAction(
  { ...editors, schema: z.object({ id: idSchema, values: laborUpdateInput }) },
  ({ id, values }, { actor }) => updateLabor(actor, id, values),
);

/** Publicar / Ocultar. */
export const setLaborStatusAction = adminAction(
  { ...editors, schema: laborStatusInput.extend({ id: idSchema }) },
  ({ id, estado }, { actor }) => setLaborStatus(actor, id, estado),
);

export const deleteLaborAction = adminAction(
  { ...editors, schema: byId },
  async ({ id }, { actor }) => {
    await deleteLabor(actor, id);
    return { id };
  },
);

/** Title, description, or the cover mark. */
export const updateLaborMediaAction = adminAction(
  { ...editors, schema: byMedia.extend({ change: laborMediaChangeInput }) },
  ({ id, mediaId, change }, { actor }) => updateLaborMedia(actor, id, mediaId, change),
);

export const reorderLaborMediaAction = adminAction(
  { ...editors, schema: laborMediaReorderInput.extend({ id: idSchema }) },
  ({ id, items }, { actor }) => reorderLaborMedia(actor, id, items),
);

export const deleteLaborMediaAction = adminAction(
  { ...editors, schema: byMedia },
  async ({ id, mediaId }, { actor }) => {
    await deleteLaborMedia(actor, id, mediaId);
    return { mediaId };
  },
);
