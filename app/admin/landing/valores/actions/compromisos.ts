"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { idSchema } from "@/lib/fields";
import { compromisoInput } from "@/lib/values/schema";
import { createCompromiso, deleteCompromiso, updateCompromiso } from "@/lib/values/service";

const permission = "values.write";

export const createCompromisoAction = adminAction(
  { schema: compromisoInput, permission },
  (input, { actor }) => createCompromiso(actor, input),
);

export const updateCompromisoAction = adminAction(
  { schema: z.object({ id: idSchema, values: compromisoInput }), permission },
  ({ id, values }, { actor }) => updateCompromiso(actor, id, values),
);

/** Deletes the commitment with everything in it. */
export const deleteCompromisoAction = adminAction(
  { schema: z.object({ id: idSchema }), permission },
  ({ id }, { actor }) => deleteCompromiso(actor, id),
);
