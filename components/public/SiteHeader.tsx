import Link from "next/link";
import { AssistantLauncher } from "@/components/chat/AssistantLauncher";
import { SearchForm } from "@/components/search/SearchForm";
import { buttonVariants } from "@/components/ui/Button";
import { NEW_GESTION_PATH } from "@/lib/gestiones/paths";
import { chatGreeting } from "@/lib/chat/schema";
import { officeName } from "@/lib/site/identity-schema";
import type { SiteSettings } from "@/lib/site/queries";
import { Brand } from "./Brand";
import { GESTION_CTA_LABEL, GESTION_EXPLAINER, GestionCallToAction } from "./GestionCallToAction";
import { MobileMenu } from "./MobileMenu";
import { NavLinks, navLinkClass } from "./NavLinks";
import { publicNavItems } from "./nav";
import { TopStrip } from "./TopStrip";

/** Public header: contact strip, name and logo, site search, main menu (a disclosure menu on phones). */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const items = publicNavItems(settings);
  const greeting = chatGreeting(officeName(settings.identidad));
  return (
    <header className="relative border-b border-border bg-white">
      <TopStrip settings={settings} />
      <div className="container-page flex items-center justify-between gap-4 py-3">
        <Brand identity={settings.identidad} logoUrl={settings.contacto.logo_url} />
        <div className="hidden items-center gap-3 md:flex">
          <SearchForm
            action="/buscar"
            id="buscar-cabecera"
            name="Buscar en el sitio"
            className="w-52 lg:w-72"
          />
          <AssistantLauncher greeting={greeting} />
          <Link
            href="/login-register"
            className={buttonVariants({ variant: "outline", className: "min-h-11" })}
          >
            Ingresar / Registrarse
          </Link>
        </div>
        <MobileMenu
          items={items}
          service={<GestionCallToAction id="menu-gestion" className="mb-4" />}
          search={
            <SearchForm
              action="/buscar"
              id="buscar-menu"
              name="Buscar en el sitio"
              className="mb-3"
            />
          }
          assistant={<AssistantLauncher greeting={greeting} className="mt-3 w-full" />}
        />
      </div>
      <nav aria-label="Menú principal" className="hidden border-t border-border md:block">
        <div className="container-page flex items-center justify-between gap-4 py-1.5">
          <NavLinks items={items} className="flex flex-wrap gap-1" linkClassName={navLinkClass} />
          <div className="flex items-center gap-3">
            <p
              id="cabecera-gestion-explicacion"
              className="hidden max-w-xs text-xs text-muted-foreground xl:block"
            >
              {GESTION_EXPLAINER}
            </p>
            <Link
              href={NEW_GESTION_PATH}
              prefetch={false}
              aria-describedby="cabecera-gestion-explicacion"
              className={buttonVariants({ className: "min-h-11 font-semibold" })}
            >
              {GESTION_CTA_LABEL}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
