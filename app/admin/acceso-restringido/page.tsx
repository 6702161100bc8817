import type { Metadata } from "next";
import { AccessRestricted } from "@/components/admin/AccessRestricted";

export const metadata: Metadata = { title: "Acceso restringido" };

/** Where the middleware rewrites an anonymous visit to a protected /admin page (URL unchanged). */
export default function AccessRestrictedPage() {
  return <AccessRestricted />;
}
