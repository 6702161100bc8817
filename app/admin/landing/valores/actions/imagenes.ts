"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions";
import { idSchema } from "@/lib/fields";
import { deleteValueImage } from "@/lib/values/service";

// Images are added through POST /api/valores/{valores|formales|mensajes}/{id}/imagenes (with progress).

export const deleteValueImageAction = adminAction(
  {
    schema: z.object({ owner: z.enum(["valor", "formal", "mensaje"]), id: idSchema }),
    permission: "values.write",
  },
  ({ owner, id }, { actor }) => deleteValueImage(actor, owner, id),
);
