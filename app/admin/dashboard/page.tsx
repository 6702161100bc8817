import {
  ArrowRight,
  LayoutTemplate,
  ServerCog,
  UserPlus,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/admins/page-guard";

export const metadata: Metadata = { title: "Panel" };

const MODULES: { href: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    href: "/admin/landing",
    title: "Gestionar Landing Page",
    description: "Biografía, noticias, labores y valores del sitio público.",
    icon: LayoutTemplate,
  },
  {
    href: "/admin/sistema",
    title: "Plataforma Interna",
    description: "Cuentas de ciudadanos y gestiones de atención ciudadana.",
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

/** Spec 01 §2.4: the four modules, shown to every signed-in administrator. */
export default async function DashboardPage() {
  await requireAdminPage("backoffice.access");
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Panel de administración</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        {MODULES.map(({ href, title, description, icon: Icon }) => (
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
    </>
  );
}
