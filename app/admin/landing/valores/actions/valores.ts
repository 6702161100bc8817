"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { idSchema } from "@/lib/fields";
import { valorCreateInput, valorUpdateInput } from "@/lib/values/schema";
import { createValor, deleteValor, updateValor } from "@/lib/values/service";

const permission = "values.write";

export const createValorAction = adminAction(
  { schema: valorCreateInput, permission },
  (input, { actor }) => createValor(actor, input),
);

export const updateValorAction = adminAction(
  { schema: z.object({ id: idSchema, values: valorUpdateInput }), permission },
  ({ id, values }, { actor }) => updateValor(actor, id, values),
);

export const deleteValorAction = adminAction(
  { schema: z.object({ id: idSchema }), permission },
  ({ id }, { actor }) => deleteValor(actor, id),
);
