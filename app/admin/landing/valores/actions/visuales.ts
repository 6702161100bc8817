"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { idSchema } from "@/lib/fields";
import { deleteVisual } from "@/lib/values/service";

// Visual elements are created through POST /api/valores/visuales (multipart, with progress).

export const deleteVisualAction = adminAction(
  { schema: z.object({ id: idSchema }), permission: "values.write" },
  ({ id }, { actor }) => deleteVisual(actor, id),
);
