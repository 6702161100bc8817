import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { BackLink } from "@/components/public/BackLink";
import { Breadcrumbs } from "@/components/public/Breadcrumbs";
import { ContentImage } from "@/components/public/ContentImage";
import { Gallery } from "@/components/public/Gallery";
import { PlainText, RichHtml } from "@/components/public/RichText";
import { looksLikeHtml } from "@/lib/format/display";
import { absoluteUrl, describe, JsonLd, pageMetadata } from "@/components/public/seo";
import { VideoEmbed } from "@/components/public/VideoEmbed";
import { getLaborSitemap, getPublicLabor } from "@/lib/labores/queries";
import { requireSection } from "@/lib/site/section";

// One canonical URL per labor: /labores/{slug} (/logros/{slug} shows the same page and names it as
// canonical). Published labores are prerendered; an edit expires them at once (tag "labores").

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  if (!process.env.DATABASE_URL) return [];
  return (await getLaborSitemap()).slice(0, 50).map(({ slug }) => ({ slug }));
}

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const labor = await getPublicLabor((await params).slug);
  if (!labor) return { title: "Labor no encontrada", robots: { index: false } };
  return pageMetadata({
    title: labor.titulo,
    description: describe(labor.resumen ?? labor.subtitulo ?? labor.descripcion, labor.titulo),
    path: `/labores/${labor.slug}`,
    image: labor.portada_url,
    imageAlt: labor.portada_alt ?? labor.titulo,
    type: "article",
    article: { modifiedTime: labor.updated_at },
  });
}

export default async function LaborPage({ params }: Props) {
  await requireSection("mostrar_logros");
  const { slug } = await params;
  const labor = await getPublicLabor(slug);
  if (!labor) notFound();
  if (labor.slug !== slug) permanentRedirect(`/labores/${labor.slug}`);

  const images = labor.media.filter((item) => item.tipo === "image");
  const videos = labor.media.filter((item) => item.tipo === "video");
  const path = `/labores/${labor.slug}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: labor.titulo,
    description: describe(labor.resumen ?? labor.descripcion, labor.titulo, 300),
    dateModified: labor.updated_at,
    mainEntityOfPage: absoluteUrl(path),
    inLanguage: "es-GT",
    ...(labor.portada_url ? { image: absoluteUrl(labor.portada_url) } : {}),
  };

  return (
    <article className="container-page max-w-4xl py-8 sm:py-12">
      <Breadcrumbs trail={[{ name: "Labores", path: "/labores" }, { name: labor.titulo, path }]} />
      <div className="mt-4">
        <BackLink href="/labores">Volver a labores</BackLink>
      </div>
      <header className="mt-4 flex flex-col gap-3">
        <p className="inline-flex self-start rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
          Año {labor.anio_ejecucion}
        </p>
        <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{labor.titulo}</h1>
        {labor.subtitulo && <p className="text-xl font-semibold text-foreground/90">{labor.subtitulo}</p>}
        {labor.resumen && <p className="text-lg text-muted-foreground">{labor.resumen}</p>}
      </header>
      {labor.portada_url && !images.some((item) => item.url === labor.portada_url) && (
        <ContentImage
          src={labor.portada_url}
          alt={labor.portada_alt ?? labor.titulo}
          width={1200}
          height={675}
          sizes="(min-width: 896px) 56rem, calc(100vw - 2rem)"
          priority
          className="mt-8 aspect-video w-full rounded-lg"
        />
      )}
      <section aria-labelledby="labor-descripcion" className="mt-8">
        <h2 id="labor-descripcion" className="sr-only">Descripción</h2>
        {labor.descripcion_html ? (
          <RichHtml html={labor.descripcion_html} />
        ) : labor.descripcion && !looksLikeHtml(labor.descripcion) ? (
          <PlainText text={labor.descripcion} />
        ) : (
          <p className="text-muted-foreground">Sin descripción.</p>
        )}
      </section>
      {images.length > 0 && (
        <section aria-labelledby="labor-galeria" className="mt-12">
          <h2 id="labor-galeria" className="mb-4 text-2xl font-bold">Galería</h2>
          <Gallery
            label="Galería de la labor"
            images={images.map((item) => ({ url: item.url, alt: item.alt, caption: item.titulo ?? item.descripcion }))}
          />
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="labor-videos" className="mt-12 grid gap-6">
          <h2 id="labor-videos" className="text-2xl font-bold">Videos</h2>
          {videos.map((item) => (
            <VideoEmbed key={item.id} url={item.url} title={item.titulo ?? labor.titulo} />
          ))}
        </section>
      )}
      <JsonLd data={jsonLd} />
    </article>
  );
}
