import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/PublicShell";
import { Toaster } from "@/components/ui/Toaster";
import { getSiteSettings } from "@/lib/site/queries";

/** Sign-in, registration and recovery screens: the public header and footer around them. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <PublicShell settings={await getSiteSettings()}>
      {children}
      <Toaster />
    </PublicShell>
  );
}
