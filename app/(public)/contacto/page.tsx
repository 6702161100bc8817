import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { Brand } from "@/components/public/Brand";
import { GESTION_CTA_LABEL } from "@/components/public/GestionCallToAction";
import { NEW_GESTION_PATH } from "@/lib/gestiones/paths";
import { Icon } from "@/components/public/icons";
import { PageHeader } from "@/components/public/PageHeader";
import { JsonLd, organizationJsonLd, pageMetadata } from "@/components/public/seo";
import { SocialLinks } from "@/components/public/SocialLinks";
import { siteName } from "@/lib/site/identity-schema";
import { getSiteSettings, type SiteSettings } from "@/lib/site/queries";
import { requireSection } from "@/lib/site/section";
import { sendContactAction } from "@/lib/contact/actions";
import { ContactForm } from "@/components/public/contact/ContactForm";

// Prerendered; a change of the contact configuration expires it at once (tag "site").

export async function generateMetadata(): Promise<Metadata> {
  const { identidad } = await getSiteSettings();
  return pageMetadata({
    title: "Contacto",
    description: `Escribe a la oficina de ${siteName(identidad)}: propuestas, solicitudes, quejas y denuncias. Te respondemos por correo electrónico.`,
    path: "/contacto",
  });
}

/** The networks of the contact page's top bar (product.md §C.2). */
const TOP_BAR_NETWORKS = new Set(["facebook", "twitter", "tiktok", "whatsapp"]);

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-primary">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-muted-foreground">{label}</p>
        <p className="mt-0.5 break-words">{children}</p>
      </div>
    </li>
  );
}

/** Requests belong in a gestión, which this page's messages cannot give: said before the form. */
function GestionNotice() {
  return (
    <section aria-labelledby="contacto-gestion" className="container-page mt-8 sm:mt-10">
      <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <div className="flex flex-col gap-1">
          <h2 id="contacto-gestion" className="text-lg font-bold text-primary">
            ¿Necesitas que la oficina resuelva algo?
          </h2>
          <p className="text-sm text-foreground">
            Solicítalo como gestión: recibes un folio, puedes seguirla en línea y tiene una fecha de
            respuesta comprometida. Un mensaje de contacto se responde solo por correo electrónico.
          </p>
        </div>
        <Link
          href={NEW_GESTION_PATH}
          prefetch={false}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-hover"
        >
          {GESTION_CTA_LABEL}
        </Link>
      </div>
    </section>
  );
}

function OfficialContact({ settings }: { settings: SiteSettings }) {
  const { email_oficial, telefono_oficial, direccion_oficial, horario_atencion } =
    settings.contacto;
  return (
    <section
      aria-labelledby="contacto-oficial"
      className="flex flex-col gap-6 rounded-lg border border-border bg-muted p-6"
    >
      <h2 id="contacto-oficial" className="text-xl font-bold">
        Contacto oficial
      </h2>
      <ul className="grid gap-5">
        {email_oficial && (
          <ContactItem icon={<Icon name="mail" />} label="Correo electrónico">
            <a
              href={`mailto:${email_oficial}`}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {email_oficial}
            </a>
          </ContactItem>
        )}
        {telefono_oficial && (
          <ContactItem icon={<Icon name="phone" />} label="Teléfono">
            <a
              href={`tel:${telefono_oficial.replace(/[^\d+]/g, "")}`}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {telefono_oficial}
            </a>
          </ContactItem>
        )}
        {direccion_oficial && (
          <ContactItem icon={<Icon name="pin" />} label="Dirección">
            {direccion_oficial}
          </ContactItem>
        )}
        {horario_atencion && (
          <ContactItem icon={<Icon name="clock" />} label="Horario de atención">
            {horario_atencion}
          </ContactItem>
        )}
      </ul>
      {!email_oficial && !telefono_oficial && !direccion_oficial && !horario_atencion && (
        <p className="text-muted-foreground">
          Escríbenos con el formulario y te responderemos por correo electrónico.
        </p>
      )}
    </section>
  );
}

export default async function ContactPage() {
  const settings = await requireSection("mostrar_contacto");
  const { mostrar_barra_superior, mostrar_barra_inferior, logo_url } = settings.contacto;
  const topNetworks = settings.redes.filter((red) => TOP_BAR_NETWORKS.has(red.tipo));
  return (
    <>
      {mostrar_barra_superior && topNetworks.length > 0 && (
        <div className="on-dark bg-primary-strong text-white" data-testid="contacto-barra-superior">
          <div className="container-page flex min-h-12 flex-wrap items-center justify-between gap-2 py-1 text-sm">
            <p>Síguenos en redes sociales</p>
            <SocialLinks redes={topNetworks} linkClassName="size-10 text-white hover:bg-white/15" />
          </div>
        </div>
      )}
      <PageHeader
        title="Contacto"
        intro="¿Tienes una propuesta, una solicitud o una denuncia? Escríbenos: cada mensaje llega a la oficina y se responde por correo electrónico."
        trail={[{ name: "Contacto", path: "/contacto" }]}
      />
      <GestionNotice />
      <div className="container-page grid gap-10 py-10 sm:py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="contacto-formulario" className="relative">
          <h2 id="contacto-formulario" className="mb-6 text-2xl font-bold">
            Envíanos un mensaje
          </h2>
          <ContactForm action={sendContactAction} />
        </section>
        <OfficialContact settings={settings} />
      </div>
      {mostrar_barra_inferior && (
        <div className="border-t border-border bg-muted" data-testid="contacto-barra-inferior">
          <div className="container-page flex flex-wrap items-center justify-between gap-4 py-6">
            <Brand identity={settings.identidad} logoUrl={logo_url} />
          </div>
        </div>
      )}
      <JsonLd
        data={{
          ...organizationJsonLd(settings.identidad, {
            logo: logo_url,
            email: settings.contacto.email_oficial,
            sameAs: settings.redes.map((red) => red.url),
          }),
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "atención ciudadana",
            availableLanguage: "es",
            ...(settings.contacto.email_oficial ? { email: settings.contacto.email_oficial } : {}),
            ...(settings.contacto.telefono_oficial
              ? { telephone: settings.contacto.telefono_oficial }
              : {}),
          },
        }}
      />
    </>
  );
}
