import { KeyRound, LayoutTemplate, ServerCog, UserPlus, UsersRound } from "lucide-react";
import type { Metadata } from "next";
import { HelpLink } from "@/components/admin/HelpLink";
import { ContactInboxStrip } from "@/components/admin/ContactInboxStrip";
import { ModuleCardGrid, visibleCards, type GuardedCard } from "@/components/admin/ModuleCardGrid";
import { OperationsStrip } from "@/components/admin/OperationsStrip";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { can } from "@/lib/auth/permissions";
import { countNewContactMessages } from "@/lib/contact/admin-queries";
import { operationsSummary } from "@/lib/gestiones/admin-queries";

export const metadata: Metadata = { title: "Panel" };

const MODULES: GuardedCard[] = [
  {
    href: "/admin/landing",
    permission: [
      "landing.settings",
      "biography.write",
      "news.write",
      "labores.write",
      "values.write",
    ],
    title: "Gestionar el sitio público",
    description: "Biografía, noticias, labores y valores del sitio público.",
    icon: LayoutTemplate,
  },
  {
    href: "/admin/sistema",
    permission: "gestiones.read",
    title: "Plataforma Interna",
    description: "Cuentas de ciudadanos, gestiones de atención ciudadana y mensajes de contacto.",
    icon: ServerCog,
  },
  {
    href: "/admin/equipo",
    permission: "admins.manage",
    title: "Gestionar Equipo",
    description: "Administradores de la plataforma: datos, roles y estado.",
    icon: UsersRound,
  },
  {
    href: "/admin/nuevoadmin",
    permission: "admins.manage",
    title: "Nuevo Administrador",
    description: "Crear una cuenta de administración.",
    icon: UserPlus,
  },
  {
    href: "/admin/roles",
    permission: "security.manage",
    title: "Roles y permisos",
    description: "Qué puede ver y hacer cada rol del equipo.",
    icon: KeyRound,
  },
];

/**
 * Product.md §A.2.4: the modules the signed-in administrator may use; above them, for those who
 * answer gestiones, the operations strip, and for those who answer the contact form, its new messages.
 */
export default async function DashboardPage() {
  const actor = await requireAdminPage("backoffice.access");
  const cards = visibleCards(actor, MODULES);
  const [summary, nuevos] = await Promise.all([
    can(actor, "gestiones.read") ? operationsSummary(actor) : null,
    can(actor, "contact.manage") ? countNewContactMessages(actor) : null,
  ]);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Panel de administración</h1>
        <HelpLink section="primeros-pasos" />
      </div>
      {summary && <OperationsStrip summary={summary} />}
      {nuevos !== null && <ContactInboxStrip nuevos={nuevos} />}
      {cards.length > 0 ? (
        <ModuleCardGrid cards={cards} />
      ) : (
        <p className="rounded-lg border border-border bg-white p-5">
          Tu rol todavía no tiene módulos asignados. Puedes ver y cambiar tu perfil desde el menú de
          tu cuenta; pide a la dirección de la oficina que te dé permisos en «Roles y permisos».
        </p>
      )}
    </>
  );
}
