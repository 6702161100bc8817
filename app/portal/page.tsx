import {
  ArrowRight,
  FilePlus2,
  ListChecks,
  MessagesSquare,
  Newspaper,
  UserRound,
} from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/home/HomeSection";
import { NewsCard } from "@/components/home/NewsCard";
import { ValueCard } from "@/components/home/ValueCard";
import { AccountDetails, accountRows } from "@/components/portal/AccountDetails";
import { PortalPanel } from "@/components/portal/PortalPanel";
import { ContentImage } from "@/components/public/ContentImage";
import { buttonVariants } from "@/components/ui/Button";
import { getBiographySummary } from "@/lib/biography/queries";
import { requireCitizenPage } from "@/lib/citizens/page-guard";
import { getOwnAccount } from "@/lib/citizens/account-service";
import { truncateFraction } from "@/lib/format/display";
import { citizenGestionSummary } from "@/lib/gestiones/reads";
import { NEW_GESTION_PATH } from "@/lib/gestiones/paths";
import { getHomeNews } from "@/lib/news/queries";
import { siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";
import { getFeaturedValues } from "@/lib/values/queries";

export const metadata: Metadata = { title: "Inicio" };

const moreLink =
  "inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-primary underline-offset-4 hover:underline";

const QUICK_LINKS = [
  { href: "/portal/sugerencias", label: "Mis gestiones", Icon: ListChecks },
  { href: "/portal/chatbot", label: "Preguntar al ChatBot", Icon: MessagesSquare },
  { href: "/portal/perfil", label: "Mi perfil", Icon: UserRound },
];

/**
 * /portal: welcome, then the citizen's gestiones (a new one, and how many are open, wait on them or
 * have news), then the account card, recent news, biography teaser and featured values (product.md §C.2).
 */
export default async function PortalDashboard() {
  const actor = await requireCitizenPage();
  const [profile, settings, summary] = await Promise.all([
    getOwnAccount(actor),
    getSiteSettings(),
    citizenGestionSummary(actor),
  ]);
  const counts = [
    { label: "Abiertas", value: summary.open },
    { label: "Esperan tu respuesta", value: summary.waitingOnYou },
    { label: "Con novedades para ti", value: summary.withNews },
  ];
  const [news, bio, values] = await Promise.all([
    settings.mostrar_noticias ? getHomeNews() : [],
    settings.mostrar_biografia ? getBiographySummary() : null,
    settings.mostrar_valores ? getFeaturedValues() : [],
  ]);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">
          ¡Bienvenido/a, {profile.primer_nombre}!
        </h1>
        <p className="text-muted-foreground">
          Este es tu portal ciudadano: tus datos, tus gestiones y las novedades de la oficina.
        </p>
      </header>

      <PortalPanel
        id="portal-gestiones"
        title="Mis gestiones"
        action={
          <Link href={NEW_GESTION_PATH} className={buttonVariants({ size: "lg" })}>
            <FilePlus2 aria-hidden />
            Nueva gestión
          </Link>
        }
      >
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {counts.map((count) => (
            <div
              key={count.label}
              className="flex flex-col-reverse justify-end gap-1 rounded-md bg-muted p-3 text-center"
            >
              <dt className="text-xs text-muted-foreground sm:text-sm">{count.label}</dt>
              <dd className="text-2xl font-bold text-primary">{count.value}</dd>
            </div>
          ))}
        </dl>
        <Link href="/portal/sugerencias" className={moreLink}>
          Ver mis gestiones
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </PortalPanel>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PortalPanel
          id="portal-cuenta"
          title="Mi cuenta"
          action={
            <Link
              href="/portal/perfil"
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              Editar perfil
            </Link>
          }
        >
          <AccountDetails rows={accountRows(profile)} />
        </PortalPanel>

        <div className="flex flex-col gap-6">
          <PortalPanel id="portal-accesos" title="Accesos rápidos">
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
              {QUICK_LINKS.map(({ href, label, Icon }) => (
                <li key={href}>
                  <Link
                    href={href}
                    className={buttonVariants({
                      variant: "outline",
                      className: "w-full justify-start",
                    })}
                  >
                    <Icon aria-hidden />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </PortalPanel>
          {settings.mostrar_noticias && (
            <PortalPanel id="portal-noticias-card" title="Noticias">
              <p className="flex items-start gap-3 text-sm text-muted-foreground">
                <Newspaper aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                Entérate de las iniciativas, actividades y resultados del trabajo legislativo.
              </p>
              <Link href="/noticias" className={moreLink}>
                Ver todas las noticias
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </PortalPanel>
          )}
        </div>
      </div>

      {settings.mostrar_noticias && (
        <PortalPanel id="portal-noticias" title="Noticias recientes">
          {news.length ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {news.map((item) => (
                <NewsCard key={item.id} news={item} />
              ))}
            </div>
          ) : (
            <EmptyState>No hay noticias.</EmptyState>
          )}
        </PortalPanel>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        {settings.mostrar_biografia && (
          <PortalPanel
            id="portal-biografia"
            title={
              settings.identidad.nombre ? `Conoce a ${settings.identidad.nombre}` : "Biografía"
            }
          >
            {bio ? (
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                {bio.imagen_principal && (
                  <ContentImage
                    src={bio.imagen_principal}
                    alt={`Fotografía de ${siteName(settings.identidad)}`}
                    width={160}
                    height={180}
                    sizes="10rem"
                    className="aspect-[8/9] w-32 shrink-0 rounded-lg"
                  />
                )}
                <div className="flex flex-col gap-2">
                  {bio.slogan && <p className="font-semibold text-primary">{bio.slogan}</p>}
                  {bio.introduccion && (
                    <p className="text-sm text-foreground/90">
                      {truncateFraction(bio.introduccion, 0.49)}
                    </p>
                  )}
                </div>
              </div>
            ) : (
              <EmptyState>La biografía estará disponible próximamente.</EmptyState>
            )}
            <Link href="/biografia" className={moreLink}>
              Leer la biografía
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </PortalPanel>
        )}

        {settings.mostrar_valores && (
          <PortalPanel id="portal-valores" title="Nuestros valores">
            {values.length ? (
              <div className="flex flex-col gap-4">
                {values.map((value) => (
                  <ValueCard key={value.id} value={value} />
                ))}
              </div>
            ) : (
              <EmptyState>Pronto compartiremos nuestros valores.</EmptyState>
            )}
            <Link href="/valores" className={moreLink}>
              Ver todos los valores
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </PortalPanel>
        )}
      </div>
    </div>
  );
}
