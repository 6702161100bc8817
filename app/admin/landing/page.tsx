import {
  ArrowRight,
  BookUser,
  HandHeart,
  Newspaper,
  Settings2,
  Trophy,
  type LucideIcon,
} from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { forbidden } from "next/navigation";
import { PageHeading } from "@/components/admin/PageHeading";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { can, type Permission } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Gestionar Landing Page" };

const ENTRIES: {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  permission: Permission;
}[] = [
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
];

/** Spec 02 §2: the landing menu (its four content buttons, plus the site settings). */
export default async function LandingMenuPage() {
  const actor = await requireAdminPage();
  const entries = ENTRIES.filter((entry) => can(actor.role, entry.permission));
  if (entries.length === 0) forbidden();
  return (
    <>
      <PageHeading
        title="Gestionar Landing Page"
        backHref="/admin/dashboard"
        backLabel="Volver al panel"
      />
      <nav aria-label="Secciones de la landing page">
        <ul className="grid gap-4 sm:grid-cols-2">
          {entries.map(({ href, title, description, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex h-full items-start gap-4 rounded-lg border border-border bg-white p-5 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-white">
                  <Icon aria-hidden className="size-6" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="text-lg font-semibold text-primary">{title}</span>
                  <span className="text-sm text-muted-foreground">{description}</span>
                </span>
                <ArrowRight
                  aria-hidden
                  className="mt-1 size-5 shrink-0 text-primary transition-transform group-hover:translate-x-1"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
