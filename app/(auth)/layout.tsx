import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { PublicShell } from "@/components/public/PublicShell";
import { getSiteSettings } from "@/lib/site/queries";

/** Sign-in, registration and recovery screens: the public header and footer around them. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <PublicShell settings={await getSiteSettings()}>
      {children}
      <Toaster position="top-center" duration={3000} richColors closeButton />
    </PublicShell>
  );
}
