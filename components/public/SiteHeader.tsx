import Link from "next/link";
import { SearchForm } from "@/components/search/SearchForm";
import { buttonVariants } from "@/components/ui/Button";
import type { SiteSettings } from "@/lib/site/queries";
import { Brand } from "./Brand";
import { MobileMenu } from "./MobileMenu";
import { NavLinks, navLinkClass } from "./NavLinks";
import { publicNavItems } from "./nav";
import { TopStrip } from "./TopStrip";

/** Public header: contact strip, name and logo, site search, main menu (a disclosure menu on phones). */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const items = publicNavItems(settings);
  return (
    <header className="relative border-b border-border bg-white">
      <TopStrip settings={settings} />
      <div className="container-page flex items-center justify-between gap-4 py-3">
        <Brand identity={settings.identidad} logoUrl={settings.contacto.logo_url} />
        <div className="hidden items-center gap-3 md:flex">
          <SearchForm action="/buscar" id="buscar-cabecera" name="Buscar en el sitio" className="w-52 lg:w-72" />
          <Link href="/login-register" className={buttonVariants()}>
            Ingresar / Registrarse
          </Link>
        </div>
        <MobileMenu
          items={items}
          search={<SearchForm action="/buscar" id="buscar-menu" name="Buscar en el sitio" className="mb-3" />}
        />
      </div>
      <nav aria-label="Menú principal" className="hidden border-t border-border md:block">
        <div className="container-page py-1.5">
          <NavLinks items={items} className="flex flex-wrap gap-1" linkClassName={navLinkClass} />
        </div>
      </nav>
    </header>
  );
}
