import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/PublicShell";
import { getSiteSettings } from "@/lib/site/queries";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell settings={await getSiteSettings()}>{children}</PublicShell>;
}
