import { listContactMessages } from "@/lib/contact/admin-queries";
import { contactListQuery } from "@/lib/contact/inbox-schema";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/admin/contacto: the inbox, newest first, by tema, estado and q ({ ok, items, total, page, pageSize, nuevos }). */
export const GET = adminRoute(
  { permission: "contact.manage", query: contactListQuery },
  ({ actor, query }) => listContactMessages(actor, query),
);
