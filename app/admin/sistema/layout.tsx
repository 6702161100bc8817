import type { ReactNode } from "react";
import { SistemaNav } from "@/components/admin/sistema/SistemaNav";

/** The internal platform (spec 02 §2): its title and sub-navigation around each of its screens. */
export default function SistemaLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <p className="mb-1 text-sm font-semibold tracking-wide text-primary uppercase">
        Plataforma Interna
      </p>
      <SistemaNav />
      {children}
    </>
  );
}
