import { connection } from "next/server";
import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/PublicShell";
import { getSiteSettings } from "@/lib/site/queries";

/**
 * Sign-in, registration and recovery screens: the public header and footer around them. Rendered per
 * request, every one of them: their scripts carry the request's nonce (lib/security/csp.ts). No toaster here
 * (it would put sonner in their first load): the toast of a citizen who signs in or registers is
 * shown by the portal's toaster, which replays it on arrival.
 */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  await connection();
  return <PublicShell settings={await getSiteSettings()}>{children}</PublicShell>;
}
