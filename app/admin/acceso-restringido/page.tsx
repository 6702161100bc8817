import type { Metadata } from "next";
import { unauthorized } from "next/navigation";

export const metadata: Metadata = { title: "Acceso restringido" };

/**
 * Where the middleware rewrites an anonymous visit to a protected /admin page (URL unchanged): the
 * 'Acceso restringido' screen (app/admin/unauthorized.tsx), answered with its 401.
 */
export default function AccessRestrictedPage() {
  unauthorized();
}
