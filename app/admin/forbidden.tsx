import { AccessDenied } from "@/components/admin/AccessDenied";

/** Rendered (403) when the signed-in administrator's role lacks the page's permission. */
export default function AdminForbidden() {
  return <AccessDenied />;
}
