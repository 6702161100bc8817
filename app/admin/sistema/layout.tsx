import type { ReactNode } from "react";
import { SistemaNav } from "@/components/admin/sistema/SistemaNav";
import { currentActor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import { countNewContactMessages } from "@/lib/contact/admin-queries";

/**
 * The internal platform (product.md §B.2): its title and sub-navigation around each of its screens,
 * with the count of new contact messages for those who answer them. Each page checks its own
 * permission.
 */
export default async function SistemaLayout({ children }: { children: ReactNode }) {
  const actor = await currentActor();
  const nuevos =
    actor?.kind === "admin" && can(actor, "contact.manage")
      ? await countNewContactMessages(actor)
      : null;
  return (
    <>
      <p className="mb-1 text-sm font-semibold tracking-wide text-primary uppercase">
        Plataforma Interna
      </p>
      <SistemaNav
        nuevos={nuevos}
        audit={actor?.kind === "admin" && can(actor, "audit.read")}
      />
      {children}
    </>
  );
}
