import type { SiteSettings } from "@/lib/site/queries";
import { Icon } from "./icons";
import { SocialLinks } from "./SocialLinks";

/** The dark strip above the headers: official e-mail and social links. */
export function TopStrip({ settings }: { settings: SiteSettings }) {
  const email = settings.contacto.email_oficial;
  if (!email && settings.redes.length === 0) return null;
  return (
    <div className="on-dark bg-primary-strong text-sm text-white">
      <div className="container-page flex min-h-10 flex-wrap items-center justify-between gap-x-3 py-1">
        {email ? (
          <a href={`mailto:${email}`} className="inline-flex min-h-8 min-w-0 items-center gap-2 rounded-sm hover:underline">
            <Icon name="mail" className="size-4 shrink-0" />
            <span className="sr-only">Correo oficial: </span>
            <span className="truncate">{email}</span>
          </a>
        ) : (
          <span />
        )}
        <SocialLinks redes={settings.redes} className="-mr-1.5 gap-0" linkClassName="size-8 text-white hover:bg-white/15"
          iconClassName="size-4" />
      </div>
    </div>
  );
}
