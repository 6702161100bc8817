import { BookUser, HandHeart, IdCard, Newspaper, Settings2, Trophy } from "lucide-react";
import type { Metadata } from "next";
import { ModuleCardGrid, visibleCards, type GuardedCard } from "@/components/admin/ModuleCardGrid";
import { PageHeading } from "@/components/admin/PageHeading";
import { refuseAdminPage, requireAdminPage } from "@/lib/admins/page-guard";

export const metadata: Metadata = { title: "Gestionar el sitio público" };

const ENTRIES: GuardedCard[] = [
  {
    href: "/admin/landing/biografia",
    title: "Biografía",
    description: "Versiones de la biografía, la versión activa y sus imágenes.",
    icon: BookUser,
    permission: "biography.write",
  },
  {
    href: "/admin/landing/noticias",
    title: "Noticias",
    description: "Artículos: redacción, publicación, programación y multimedia.",
    icon: Newspaper,
    permission: "news.write",
  },
  {
    href: "/admin/landing/LogrosAdmin",
    title: "Labores",
    description: "Obras y logros con sus fotografías, videos y documentos.",
    icon: Trophy,
    permission: "labores.write",
  },
  {
    href: "/admin/landing/valores",
    title: "Valores",
    description: "Compromiso, valores éticos, compromisos formales, mensajes y elementos visuales.",
    icon: HandHeart,
    permission: "values.write",
  },
  {
    href: "/admin/landing/inicio",
    title: "Configuración del sitio",
    description: "Secciones visibles del sitio público, datos de contacto, redes sociales y logo.",
    icon: Settings2,
    permission: "landing.settings",
  },
  {
    href: "/admin/landing/identidad",
    title: "Identidad",
    description: "Nombre, cargo, distrito, partido, descripción para buscadores y color del sitio.",
    icon: IdCard,
    permission: "landing.settings",
  },
];

/** Product.md §B.2: the landing menu (its four content buttons, plus the site settings). */
export default async function LandingMenuPage() {
  const actor = await requireAdminPage();
  const entries = visibleCards(actor, ENTRIES);
  if (entries.length === 0) await refuseAdminPage(actor, "landing");
  return (
    <>
      <PageHeading
        help="secciones-del-sitio-publico"
        title="Gestionar el sitio público"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      />
      <nav aria-label="Secciones del sitio público">
        <ModuleCardGrid cards={entries} />
      </nav>
    </>
  );
}
