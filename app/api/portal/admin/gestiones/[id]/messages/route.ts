import { z } from "zod";
import { found } from "@/lib/errors/app-error";
import { blankAsMissing, idParams, pageField } from "@/lib/validation/fields";
import { getGestionForOffice, listGestionMessages } from "@/lib/gestiones/admin-queries";
import { messageFromRequest } from "@/lib/gestiones/message-form";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { addStaffMessage } from "@/lib/gestiones/office-service";
import { adminRoute, json } from "@/lib/http/routes";

/** page (1…) and pageSize (50 by default, at most 200 — the detail reads 200 at once). */
const messagesQuery = z.object({
  page: pageField,
  pageSize: blankAsMissing(z.coerce.number().int().min(1).max(200)).transform((size) => size ?? 50),
});

/** GET …/{id}/messages: the conversation, oldest first, internal notes marked ({ ok, items, total, page }). */
export const GET = adminRoute(
  { permission: "gestiones.read", params: idParams, query: messagesQuery },
  async ({ actor, params, query }) => {
    found(await getGestionForOffice(actor, params.id), GESTION_MESSAGES.notFound);
    return listGestionMessages(actor, params.id, query.page, query.pageSize);
  },
);

/** POST …/{id}/messages: { body, is_internal } as JSON, or multipart with `files`. */
export const POST = adminRoute(
  { permission: "gestiones.write", params: idParams },
  async ({ actor, params, request, ip }) => {
    const message = await addStaffMessage(actor, params.id, messageFromRequest(request), ip);
    const confirmation = message.is_internal
      ? GESTION_MESSAGES.noteSaved
      : GESTION_MESSAGES.replySent;
    return json({ ok: true, message: confirmation, ...message }, 201);
  },
);
