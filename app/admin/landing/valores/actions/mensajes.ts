"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { idSchema } from "@/lib/fields";
import { mensajeCreateInput, mensajeUpdateInput } from "@/lib/values/schema";
import { createMensaje, deleteMensaje, updateMensaje } from "@/lib/values/service";

const permission = "values.write";

export const createMensajeAction = adminAction(
  { schema: mensajeCreateInput, permission },
  (input, { actor }) => createMensaje(actor, input),
);

export const updateMensajeAction = adminAction(
  { schema: z.object({ id: idSchema, values: mensajeUpdateInput }), permission },
  ({ id, values }, { actor }) => updateMensaje(actor, id, values),
);

/** Deletes the message and its images. */
export const deleteMensajeAction = adminAction(
  { schema: z.object({ id: idSchema }), permission },
  ({ id }, { actor }) => deleteMensaje(actor, id),
);
