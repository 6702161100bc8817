"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/wrappers";
import { idSchema } from "@/lib/validation/fields";
import {
  compromisoInput,
  formalCreateInput,
  formalUpdateInput,
  mensajeCreateInput,
  mensajeUpdateInput,
  valorCreateInput,
  valorUpdateInput,
} from "@/lib/values/schema";
import {
  createCompromiso,
  createFormal,
  createMensaje,
  createValor,
  deleteCompromiso,
  deleteFormal,
  deleteMensaje,
  deleteValor,
  updateCompromiso,
  updateFormal,
  updateMensaje,
  updateValor,
} from "@/lib/values/service";
import { deleteValueImage, deleteVisual } from "@/lib/values/media-service";

// Server actions of the values screen (/admin/landing/valores): thin adapters over lib/values/service.ts and media-service.ts.
// Reads and image uploads go through the REST routes (app/api/valores).

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

// Visual elements are created through POST /api/valores/visuales (multipart, with progress).

export const deleteVisualAction = adminAction(
  { schema: z.object({ id: idSchema }), permission: "values.write" },
  ({ id }, { actor }) => deleteVisual(actor, id),
);

// Images are added through POST /api/valores/{valores|formales|mensajes}/{id}/imagenes (with progress).

export const deleteValueImageAction = adminAction(
  {
    schema: z.object({ owner: z.enum(["valor", "formal", "mensaje"]), id: idSchema }),
    permission: "values.write",
  },
  ({ owner, id }, { actor }) => deleteValueImage(actor, owner, id),
);
