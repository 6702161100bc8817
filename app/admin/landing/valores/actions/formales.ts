"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { idSchema } from "@/lib/fields";
import { formalCreateInput, formalUpdateInput } from "@/lib/values/schema";
import { createFormal, deleteFormal, updateFormal } from "@/lib/values/service";

const permission = "values.write";

export const createFormalAction = adminAction(
  { schema: formalCreateInput, permission },
  (input, { actor }) => createFormal(actor, input),
);

export const updateFormalAction = adminAction(
  { schema: z.object({ id: idSchema, values: formalUpdateInput }), permission },
  ({ id, values }, { actor }) => updateFormal(actor, id, values),
);

/** Deletes the formal commitment and its images (irreversible). */
export const deleteFormalAction = adminAction(
  { schema: z.object({ id: idSchema }), permission },
  ({ id }, { actor }) => deleteFormal(actor, id),
);
