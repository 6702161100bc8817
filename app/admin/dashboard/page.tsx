import { LayoutTemplate, ServerCog, UserPlus, UsersRound } from "lucide-react";
import type { Metadata } from "next";
import { ContactInboxStrip } from "@/components/admin/ContactInboxStrip";
import { ModuleCardGrid, type ModuleCard } from "@/components/admin/ModuleCardGrid";
import { OperationsStrip } from "@/components/admin/OperationsStrip";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { can } from "@/lib/auth/permissions";
import { countNewContactMessages } from "@/lib/contact/admin-queries";
import { operationsSummary } from "@/lib/gestiones/admin-queries";

export const metadata: Metadata = { title: "Panel" };

const MODULES: ModuleCard[] = [
  {
    href: "/admin/landing",
    title: "Gestionar el sitio público",
    description: "Biografía, noticias, labores y valores del sitio público.",
    icon: LayoutTemplate,
  },
  {
    href: "/admin/sistema",
    title: "Plataforma Interna",
    description: "Cuentas de ciudadanos, gestiones de atención ciudadana y mensajes de contacto.",
    icon: ServerCog,
  },
  {
    href: "/admin/equipo",
    title: "Gestionar Equipo",
    description: "Administradores de la plataforma: datos, roles y estado.",
    icon: UsersRound,
  },
  {
    href: "/admin/nuevoadmin",
    title: "Nuevo Administrador",
    description: "Crear una cuenta de administración.",
    icon: UserPlus,
  },
];

/**
 * Product.md §A.2.4: the four modules, shown to every signed-in administrator; above them, for those who
 * answer gestiones, the operations strip, and for those who answer the contact form, its new messages.
 */
export default async function DashboardPage() {
  const actor = await requireAdminPage("backoffice.access");
  const [summary, nuevos] = await Promise.all([
    can(actor.role, "gestiones.read") ? operationsSummary(actor) : null,
    can(actor.role, "contact.manage") ? countNewContactMessages(actor) : null,
  ]);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Panel de administración</h1>
      {summary && <OperationsStrip summary={summary} />}
      {nuevos !== null && <ContactInboxStrip nuevos={nuevos} />}
      <ModuleCardGrid cards={MODULES} />
    </>
  );
}
