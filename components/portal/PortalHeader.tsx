import { Search } from "lucide-react";
import Link from "next/link";
import { Brand } from "@/components/public/Brand";
import { NavLinks, navLinkClass } from "@/components/public/NavLinks";
import type { NavItem } from "@/components/public/nav";
import { TopStrip } from "@/components/public/TopStrip";
import { SearchForm } from "@/components/search/SearchForm";
import { logoutAction } from "@/lib/citizens/actions";
import type { SiteSettings } from "@/lib/site/queries";
import { AccountMenu, LOGOUT_FORM_ID } from "./AccountMenu";

/**
 * Citizen portal header (product.md §C.2), one short band on a phone (at most 15% of a 390×844 screen):
 * the brand, the search (an icon on phones, the box on wide screens), the account menu (greeting,
 * profile, sign-out) and the menu, whose 'Gestiones' counts the gestiones with news for the citizen.
 * The contact strip shows from tablets up.
 */
export function PortalHeader({
  name,
  settings,
  unread,
}: {
  name: string;
  settings: SiteSettings;
  unread: number;
}) {
  const menu: NavItem[] = [
    { href: "/portal", label: "Inicio" },
    ...(settings.mostrar_noticias ? [{ href: "/noticias", label: "Noticias" }] : []),
    {
      href: "/portal/sugerencias",
      label: "Gestiones",
      badge: unread > 0 ? { text: String(unread), label: `${unread} con novedades` } : undefined,
    },
    { href: "/portal/chatbot", label: "ChatBot" },
  ];
  return (
    <header className="border-b border-border bg-white">
      <div className="hidden md:block">
        <TopStrip settings={settings} />
      </div>
      <div className="container-page flex items-center justify-between gap-3 py-1.5 md:py-3">
        <Brand
          identity={settings.identidad}
          logoUrl={settings.contacto.logo_url}
          href="/portal"
          compact
        />
        <SearchForm
          action="/portal/buscar"
          id="portal-buscar"
          name="Buscar en el sitio"
          className="hidden lg:flex lg:max-w-sm lg:flex-1"
        />
        <div className="flex shrink-0 items-center gap-1">
          <Link
            href="/portal/buscar"
            className="inline-flex size-11 items-center justify-center rounded-md text-primary hover:bg-primary-soft lg:hidden"
          >
            <Search aria-hidden className="size-5" />
            <span className="sr-only">Buscar en el sitio</span>
          </Link>
          <AccountMenu name={name} />
          {/* Submitted by the menu's 'Cerrar sesión' (a server action: no client code needed). */}
          <form id={LOGOUT_FORM_ID} action={logoutAction} hidden />
        </div>
      </div>
      <nav aria-label="Menú del portal" className="border-t border-border">
        <div className="container-page overflow-x-auto py-0.5 md:py-1.5">
          <NavLinks
            items={menu}
            className="flex gap-1 [&>li]:shrink-0"
            linkClassName={`${navLinkClass} whitespace-nowrap`}
          />
        </div>
      </nav>
    </header>
  );
}
