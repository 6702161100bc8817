import { Bot, ClipboardList, Mail, Newspaper, ScrollText, Trophy, UsersRound } from "lucide-react";
import type { Metadata } from "next";
import { ModuleCardGrid, visibleCards, type GuardedCard } from "@/components/admin/ModuleCardGrid";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";

export const metadata: Metadata = { title: "Plataforma Interna" };

const MODULES: GuardedCard[] = [
  {
    href: "/admin/sistema/ciudadanos",
    permission: "citizens.read",
    title: "Ciudadanos",
    description: "Cuentas del portal ciudadano: datos, estado y exportación.",
    icon: UsersRound,
  },
  {
    href: "/admin/sistema/gestiones",
    permission: "gestiones.read",
    title: "Gestiones",
    description: "Solicitudes de la ciudadanía: respuestas, estados y tiempos de respuesta.",
    icon: ClipboardList,
  },
  {
    href: "/admin/chatbot",
    permission: "chatbot.read",
    title: "ChatBot",
    description: "Preguntas de la ciudadanía al asistente y sus respuestas.",
    icon: Bot,
  },
  {
    href: "/admin/landing/LogrosAdmin",
    permission: "labores.write",
    title: "Labores",
    description: "Obras y logros publicados en el sitio.",
    icon: Trophy,
  },
  {
    href: "/admin/noticias",
    permission: "news.write",
    title: "Noticias",
    description: "Artículos del sitio público.",
    icon: Newspaper,
  },
  {
    href: "/admin/sistema/contacto",
    permission: "contact.manage",
    title: "Contacto",
    description: "Mensajes del formulario de contacto: lectura y respuesta por correo.",
    icon: Mail,
  },
  {
    href: "/admin/sistema/auditoria",
    permission: "audit.read",
    title: "Auditoría",
    description: "Quién hizo qué y cuándo en la plataforma, con exportación CSV.",
    icon: ScrollText,
  },
];

/**
 * Product.md §B.2: the module grid of the internal platform, each card only for whoever may use its
 * module.
 */
export default async function SistemaPage() {
  const actor = await requireAdminPage("gestiones.read");
  return (
    <>
      <PageHeading
        help="atender-una-gestion"
        title="Plataforma Interna"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      />
      <ModuleCardGrid cards={visibleCards(actor, MODULES)} />
    </>
  );
}
