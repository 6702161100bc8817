import type { Metadata } from "next";
import { BiographySummary } from "@/components/home/BiographySummary";
import { Hero } from "@/components/home/Hero";
import { EmptyState, HomeSection } from "@/components/home/HomeSection";
import { LaborCard } from "@/components/home/LaborCard";
import { laborCardData } from "@/components/home/labor-card-data";
import { NewsCard } from "@/components/home/NewsCard";
import { ValueCard } from "@/components/home/ValueCard";
import { DEFAULT_SHARE_IMAGE, siteUrl as publicOrigin } from "@/components/public/seo";
import { getBiographySummary } from "@/lib/biography/queries";
import { truncateFraction } from "@/lib/format/display";
import { getHomeLabores } from "@/lib/labores/queries";
import { getHomeNews } from "@/lib/news/queries";
import { siteDescription, siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";
import { getFeaturedValues } from "@/lib/values/queries";

// Prerendered; its news read ends its life when the next scheduled item is due (lib/news/queries.ts).

export async function generateMetadata(): Promise<Metadata> {
  const { identidad } = await getSiteSettings();
  return {
    alternates: { canonical: "/" },
    openGraph: {
      type: "website",
      locale: "es_GT",
      siteName: siteName(identidad),
      url: "/",
      title: siteName(identidad),
      description: siteDescription(identidad),
      images: DEFAULT_SHARE_IMAGE,
    },
  };
}

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export default async function HomePage() {
  const settings = await getSiteSettings();
  const [bio, news, values, labores] = await Promise.all([
    settings.mostrar_biografia ? getBiographySummary() : null,
    settings.mostrar_noticias ? getHomeNews() : [],
    settings.mostrar_valores ? getFeaturedValues() : [],
    settings.mostrar_logros ? getHomeLabores() : [],
  ]);
  // Only the first image of the page (the likely LCP) loads eagerly.
  const newsCoverFirst = Boolean(news[0]?.portada_url);

  const heroLinks = [
    settings.mostrar_biografia && { href: "/biografia", label: "Conoce su trayectoria" },
    settings.mostrar_contacto && { href: "/contacto", label: "Escríbenos" },
  ].filter((link) => link !== false);

  const siteUrl = publicOrigin();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: siteName(settings.identidad),
    ...(settings.identidad.cargo ? { jobTitle: settings.identidad.cargo } : {}),
    url: siteUrl,
    ...(bio?.imagen_principal ? { image: new URL(bio.imagen_principal, siteUrl).toString() } : {}),
    ...(settings.redes.length ? { sameAs: settings.redes.map((red) => red.url) } : {}),
  };

  return (
    <>
      <Hero identity={settings.identidad} slogan={bio?.slogan ?? null} links={heroLinks} />

      {settings.mostrar_noticias && (
        <HomeSection
          id="inicio-noticias"
          title="Últimas noticias"
          more={{ href: "/noticias", label: "Ver todas las noticias" }}
        >
          {news.length > 0 ? (
            <div className={GRID}>
              {news.map((item, index) => (
                <NewsCard key={item.id} news={item} priority={index === 0 && newsCoverFirst} />
              ))}
            </div>
          ) : (
            <EmptyState>No hay noticias.</EmptyState>
          )}
        </HomeSection>
      )}

      {settings.mostrar_biografia && (
        <BiographySummary bio={bio} identity={settings.identidad} priority={!newsCoverFirst} />
      )}

      {settings.mostrar_valores && (
        <HomeSection
          id="inicio-valores"
          title="Valores que nos guían"
          more={{ href: "/valores", label: "Conocer todos los valores" }}
        >
          {values.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2">
              {values.map((value) => (
                <ValueCard key={value.id} value={value} />
              ))}
            </div>
          ) : (
            <EmptyState>Pronto compartiremos los valores de nuestro compromiso.</EmptyState>
          )}
        </HomeSection>
      )}

      {settings.mostrar_logros && (
        <HomeSection
          id="inicio-labores"
          title="Labores recientes"
          more={{ href: "/labores", label: "Ver todas las labores" }}
          className="bg-muted"
        >
          {labores.length > 0 ? (
            <div className={GRID}>
              {labores.map((labor) => (
                <LaborCard
                  key={labor.id}
                  labor={{ ...laborCardData(labor), resumen: truncateFraction(labor.resumen, 0.25) }}
                />
              ))}
            </div>
          ) : (
            <EmptyState>Aún no hay labores publicadas.</EmptyState>
          )}
        </HomeSection>
      )}

      {settings.mostrar_transparencia && (
        <HomeSection
          id="inicio-transparencia"
          title="Transparencia"
          more={{ href: "/transparencia", label: "Ver cómo respondemos a tus gestiones" }}
        >
          <p className="max-w-3xl text-muted-foreground">
            Cuántas gestiones recibe y resuelve la oficina, en cuántos días hábiles responde y
            cuántas cumplen el plazo prometido, con datos abiertos para descargar.
          </p>
        </HomeSection>
      )}

      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
    </>
  );
}
