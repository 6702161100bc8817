import Link from "next/link";
import type { ReactNode } from "react";
import type { SiteSettings } from "@/lib/site/queries";
import { officeName } from "@/lib/site/identity-schema";
import { Icon } from "./icons";
import { publicNavItems } from "./nav";
import { SocialLinks } from "./SocialLinks";

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 leading-6">
      <span className="mt-1 shrink-0 text-on-dark-muted">{icon}</span>
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/** Public footer: contact block, links, legal pages, social links and copyright. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { email_oficial, telefono_oficial, direccion_oficial, horario_atencion } = settings.contacto;
  const year = new Intl.DateTimeFormat("es-GT", { year: "numeric", timeZone: "America/Guatemala" }).format(new Date());
  return (
    <footer className="on-dark bg-primary-strong text-sm text-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="pie-contacto">
          <h2 id="pie-contacto" className="mb-4 text-base font-semibold">Contacto</h2>
          <ul className="grid gap-3 text-on-dark-muted">
            {email_oficial && (
              <ContactLine icon={<Icon name="mail" />} label="Correo">
                <a href={`mailto:${email_oficial}`} className="break-all text-white hover:underline">{email_oficial}</a>
              </ContactLine>
            )}
            {telefono_oficial && (
              <ContactLine icon={<Icon name="phone" />} label="Teléfono">
                <a href={`tel:${telefono_oficial.replace(/[^\d+]/g, "")}`} className="text-white hover:underline">{telefono_oficial}</a>
              </ContactLine>
            )}
            {direccion_oficial && <ContactLine icon={<Icon name="pin" />} label="Dirección">{direccion_oficial}</ContactLine>}
            {horario_atencion && <ContactLine icon={<Icon name="clock" />} label="Horario de atención">{horario_atencion}</ContactLine>}
          </ul>
          {settings.mostrar_contacto && (
            <Link href="/contacto" className="footer-link mt-4 font-semibold underline">
              Escríbenos un mensaje
            </Link>
          )}
        </section>
        <nav aria-labelledby="pie-enlaces">
          <h2 id="pie-enlaces" className="mb-4 text-base font-semibold">Enlaces</h2>
          <ul className="grid gap-1 text-on-dark-muted">
            {publicNavItems(settings).map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="footer-link">{item.label}</Link>
              </li>
            ))}
            <li><Link href="/politicas" className="footer-link">Políticas de privacidad</Link></li>
            <li><Link href="/condiciones" className="footer-link">Condiciones de uso</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="pie-redes">
          <h2 id="pie-redes" className="mb-4 text-base font-semibold">Síguenos</h2>
          {settings.redes.length > 0 ? (
            <SocialLinks redes={settings.redes} className="-ml-2 flex-wrap" linkClassName="size-11 text-white hover:bg-white/15" />
          ) : (
            <p className="text-on-dark-muted">Pronto compartiremos nuestras redes sociales.</p>
          )}
        </section>
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-5 text-on-dark-muted">
          © {year} {officeName(settings.identidad)}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
