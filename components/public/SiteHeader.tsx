import Link from "next/link";
import { buttonVariants } from "@/components/ui/Button";
import type { SiteSettings } from "@/lib/site/queries";
import { Brand } from "./Brand";
import { MobileMenu } from "./MobileMenu";
import { NavLinks, navLinkClass } from "./NavLinks";
import { publicNavItems } from "./nav";
import { TopStrip } from "./TopStrip";

/** Public header: contact strip, name and logo, main menu (a disclosure menu on phones). */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const items = publicNavItems(settings);
  return (
    <header className="relative border-b border-border bg-white">
      <TopStrip settings={settings} />
      <div className="container-page flex items-center justify-between gap-4 py-3">
        <Brand logoUrl={settings.contacto.logo_url} />
        <Link href="/login-register" className={buttonVariants({ className: "hidden md:inline-flex" })}>
          Ingresar / Registrarse
        </Link>
        <MobileMenu items={items} />
      </div>
      <nav aria-label="Menú principal" className="hidden border-t border-border md:block">
        <div className="container-page py-1.5">
          <NavLinks items={items} className="flex flex-wrap gap-1" linkClassName={navLinkClass} />
        </div>
      </nav>
    </header>
  );
}
