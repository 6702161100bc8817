import { Bot, ClipboardList, Mail, Newspaper, ScrollText, Trophy, UsersRound } from "lucide-react";
import type { Metadata } from "next";
import { ModuleCardGrid, type ModuleCard } from "@/components/admin/ModuleCardGrid";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { can } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Plataforma Interna" };

const MODULES: ModuleCard[] = [
  {
    href: "/admin/sistema/ciudadanos",
    title: "Ciudadanos",
    description: "Cuentas del portal ciudadano: datos, estado y exportación.",
    icon: UsersRound,
  },
  {
    href: "/admin/sistema/gestiones",
    title: "Gestiones",
    description: "Solicitudes de la ciudadanía: respuestas, estados y tiempos de respuesta.",
    icon: ClipboardList,
  },
  {
    href: "/admin/chatbot",
    title: "ChatBot",
    description: "Preguntas de la ciudadanía al asistente y sus respuestas.",
    icon: Bot,
  },
  {
    href: "/admin/landing/LogrosAdmin",
    title: "Labores",
    description: "Obras y logros publicados en el sitio.",
    icon: Trophy,
  },
  {
    href: "/admin/noticias",
    title: "Noticias",
    description: "Artículos del sitio público.",
    icon: Newspaper,
  },
  {
    href: "/admin/sistema/contacto",
    title: "Contacto",
    description: "Mensajes del formulario de contacto: lectura y respuesta por correo.",
    icon: Mail,
  },
];

const AUDIT: ModuleCard = {
  href: "/admin/sistema/auditoria",
  title: "Auditoría",
  description: "Quién hizo qué y cuándo en la plataforma, con exportación CSV.",
  icon: ScrollText,
};

/**
 * Product.md §B.2: the module grid of the internal platform (AdminNivel1 and AdminNivel2); the audit
 * log's card for those who may read it.
 */
export default async function SistemaPage() {
  const actor = await requireAdminPage("gestiones.read");
  return (
    <>
      <PageHeading
        title="Plataforma Interna"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      />
      <ModuleCardGrid cards={can(actor.role, "audit.read") ? [...MODULES, AUDIT] : MODULES} />
    </>
  );
}
