"use server";

import { z } from "zod";
import { adminAction, citizenAction } from "@/lib/actions/wrappers";
import { idSchema } from "@/lib/validation/fields";
import {
  createCategory,
  createPreset,
  createTemplate,
  updateCategory,
  updatePreset,
  updateTemplate,
} from "@/lib/gestiones/catalog-service";
import { categoryInput, presetInput, templateInput } from "@/lib/gestiones/catalog-schema";
import {
  assignInput,
  feedbackInput,
  gestionCreateInput,
  idempotencyKey,
  reopenInput,
  statusChangeAnswer,
  statusChangeInput,
} from "@/lib/gestiones/schema";
import { reopenGestion, submitFeedback } from "@/lib/gestiones/service";
import { createGestion } from "@/lib/gestiones/filing-service";
import { assignGestion, changeGestionStatus } from "@/lib/gestiones/office-service";
import { deskGestionInput } from "@/lib/gestiones/desk-schema";
import { fileDeskGestion } from "@/lib/gestiones/desk-service";

// The gestiones screens' writes: thin adapters over the service. Messages with files go through the
// REST routes (app/api/portal/…/mensajes, …/messages), which report upload progress.

/** The new-request form: the key is made once per filled form, so a double submit files one gestión. */
export const createGestionAction = citizenAction(
  { schema: gestionCreateInput.extend({ idempotency_key: idempotencyKey.optional() }) },
  ({ idempotency_key, ...input }, { actor, ip }) =>
    createGestion(actor, input, { idempotencyKey: idempotency_key, ip }),
);

export const feedbackAction = citizenAction(
  { schema: feedbackInput.extend({ id: idSchema }) },
  ({ id, ...input }, { actor, ip }) => submitFeedback(actor, id, input, ip),
);

export const reopenAction = citizenAction(
  { schema: reopenInput.extend({ id: idSchema }) },
  ({ id, comment }, { actor, ip }) => reopenGestion(actor, id, comment, ip),
);

export const changeStatusAction = adminAction(
  { schema: z.object({ id: idSchema, change: statusChangeInput }), permission: "gestiones.write" },
  async ({ id, change }, { actor, ip }) =>
    statusChangeAnswer(await changeGestionStatus(actor, id, change, ip)),
);

/** 'Registrar gestión': the key is made once per filled form, so a double submit files one gestión. */
export const fileDeskGestionAction = adminAction(
  {
    schema: deskGestionInput.extend({ idempotency_key: idempotencyKey.optional() }),
    permission: "gestiones.write",
  },
  ({ idempotency_key, ...input }, { actor, ip }) =>
    fileDeskGestion(actor, input, { idempotencyKey: idempotency_key, ip }),
);

export const assignAction = adminAction(
  { schema: assignInput.extend({ id: idSchema }), permission: "gestiones.write" },
  ({ id, admin_id }, { actor, ip }) => assignGestion(actor, id, admin_id, ip),
);

const configure = "gestiones.configure";
const maybeId = z.object({ id: idSchema.optional() });

/** Creates a category, or edits it when an id comes with it. */
export const saveCategoryAction = adminAction(
  { schema: maybeId.extend({ values: categoryInput }), permission: configure },
  ({ id, values }, { actor }) =>
    id ? updateCategory(actor, id, values) : createCategory(actor, values),
);

export const saveTemplateAction = adminAction(
  { schema: maybeId.extend({ values: templateInput }), permission: configure },
  ({ id, values }, { actor }) =>
    id ? updateTemplate(actor, id, values) : createTemplate(actor, values),
);

export const savePresetAction = adminAction(
  { schema: maybeId.extend({ values: presetInput }), permission: configure },
  ({ id, values }, { actor }) =>
    id ? updatePreset(actor, id, values) : createPreset(actor, values),
);
