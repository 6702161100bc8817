import { LogOut, UserRound } from "lucide-react";
import Link from "next/link";
import { NavLinks, navLinkClass } from "@/components/public/NavLinks";
import type { NavItem } from "@/components/public/nav";
import { logoutAction } from "@/lib/citizens/actions";
import { Brand } from "@/components/public/Brand";
import { TopStrip } from "@/components/public/TopStrip";
import { SearchForm } from "@/components/search/SearchForm";
import { Button, buttonVariants } from "@/components/ui/Button";
import type { SiteSettings } from "@/lib/site/queries";

/**
 * Citizen portal header (spec 03 §2): contact strip, the site search (/portal/buscar), welcome,
 * profile, logout and menu.
 */
export function PortalHeader({ name, settings }: { name: string; settings: SiteSettings }) {
  const menu: NavItem[] = [
    { href: "/portal", label: "Inicio" },
    ...(settings.mostrar_noticias ? [{ href: "/noticias", label: "Noticias" }] : []),
    { href: "/portal/sugerencias", label: "Gestiones" },
    { href: "/portal/chatbot", label: "ChatBot" },
  ];
  return (
    <header className="border-b border-border bg-white">
      <TopStrip settings={settings} />
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
        <Brand identity={settings.identidad} logoUrl={settings.contacto.logo_url} href="/portal" />
        <SearchForm
          action="/portal/buscar"
          id="portal-buscar"
          name="Buscar en el sitio"
          className="order-last w-full lg:order-none lg:w-auto lg:max-w-sm lg:flex-1"
        />
        <div className="flex flex-wrap items-center gap-2">
          <p className="basis-full text-sm sm:mr-2 sm:basis-auto">
            Bienvenido/a, <span className="font-semibold">{name}</span>
          </p>
          <Link
            href="/portal/perfil"
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            <UserRound aria-hidden />
            Mi perfil
          </Link>
          <form action={logoutAction}>
            <Button type="submit" variant="ghost" size="sm">
              <LogOut aria-hidden />
              Cerrar sesión
            </Button>
          </form>
        </div>
      </div>
      <nav aria-label="Menú del portal" className="border-t border-border">
        <div className="container-page py-1.5">
          <NavLinks items={menu} className="flex flex-wrap gap-1" linkClassName={navLinkClass} />
        </div>
      </nav>
    </header>
  );
}
