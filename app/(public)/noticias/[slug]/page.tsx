import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { Breadcrumbs } from "@/components/public/Breadcrumbs";
import { BackLink } from "@/components/public/BackLink";
import { ContentImage } from "@/components/public/ContentImage";
import { Gallery } from "@/components/public/Gallery";
import { RichHtml } from "@/components/public/RichText";
import { absoluteUrl, describe, JsonLd, organizationJsonLd, pageMetadata, personJsonLd } from "@/components/public/seo";
import { VideoEmbed } from "@/components/public/VideoEmbed";
import { Badge } from "@/components/ui/Badge";
import { formatLongDate } from "@/lib/format/display";
import { getNewsArticle, getNewsSitemap } from "@/lib/news/queries";
import { requireSection } from "@/lib/site/section";

// Published items are prerendered (the newest ones at build, any other on its first request); an
// edit expires them at once (tag "news"), and a not-yet-due item's 404 lives until its time
// (lib/news/queries.ts). Unknown and unpublished items answer 404 too.

const PRERENDERED = 50;

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  if (!process.env.DATABASE_URL) return [];
  return (await getNewsSitemap()).slice(0, PRERENDERED).map(({ slug }) => ({ slug }));
}

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await getNewsArticle((await params).slug);
  if (!article) return { title: "Noticia no encontrada", robots: { index: false } };
  const { news } = article;
  return pageMetadata({
    title: news.titulo,
    description: describe(news.resumen ?? news.subtitulo ?? news.contenido_html, news.titulo),
    path: `/noticias/${news.slug}`,
    image: news.portada_url,
    type: "article",
    article: {
      publishedTime: news.fecha_publicacion,
      modifiedTime: news.updated_at,
      section: news.categoria?.nombre,
    },
  });
}

export default async function NewsArticlePage({ params }: Props) {
  const settings = await requireSection("mostrar_noticias");
  const { slug } = await params;
  const article = await getNewsArticle(slug);
  if (!article) notFound();
  const { news, media } = article;
  if (news.slug !== slug) permanentRedirect(`/noticias/${news.slug}`);

  const images = media.filter((item) => item.tipo === "imagen");
  const videos = media.filter((item) => item.tipo === "video");
  const documents = media.filter((item) => item.tipo === "documento");
  const published = news.fecha_publicacion ?? news.fecha_contenido;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: news.titulo,
    description: describe(news.resumen ?? news.subtitulo, news.titulo, 300),
    datePublished: published,
    dateModified: news.updated_at,
    mainEntityOfPage: absoluteUrl(`/noticias/${news.slug}`),
    inLanguage: "es-GT",
    ...(news.portada_url || images.length
      ? { image: [news.portada_url, ...images.map((item) => item.url)].filter(Boolean).map((url) => absoluteUrl(url!)) }
      : {}),
    ...(news.categoria ? { articleSection: news.categoria.nombre } : {}),
    author: personJsonLd(settings.identidad),
    publisher: organizationJsonLd(settings.identidad, { logo: settings.contacto.logo_url }),
  };

  return (
    <article className="container-page max-w-4xl py-8 sm:py-12">
      <Breadcrumbs trail={[{ name: "Noticias", path: "/noticias" }, { name: news.titulo, path: `/noticias/${news.slug}` }]} />
      <div className="mt-4">
        <BackLink href="/noticias">Volver a noticias</BackLink>
      </div>
      <header className="mt-4 flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <time dateTime={published} className="inline-flex items-center rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
            {formatLongDate(published)}
          </time>
          {news.categoria && <Badge variant="outline">{news.categoria.nombre}</Badge>}
          {news.destacado && <Badge variant="warning">DESTACADO</Badge>}
        </div>
        <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{news.titulo}</h1>
        {news.resumen && <p className="text-lg text-muted-foreground sm:text-xl">{news.resumen}</p>}
      </header>
      {news.portada_url && (
        <ContentImage
          src={news.portada_url}
          alt={news.titulo}
          width={1200}
          height={675}
          sizes="(min-width: 896px) 56rem, calc(100vw - 2rem)"
          priority
          className="mt-8 aspect-video w-full rounded-lg"
        />
      )}
      {news.subtitulo && <p className="mt-8 text-xl font-semibold text-foreground">{news.subtitulo}</p>}
      {news.contenido_html && <RichHtml html={news.contenido_html} className="mt-4" />}
      {images.length > 0 && (
        <section aria-labelledby="noticia-galeria" className="mt-12">
          <h2 id="noticia-galeria" className="mb-4 text-2xl font-bold">Galería</h2>
          <Gallery
            label="Galería de la noticia"
            images={images.map((item) => ({ url: item.url, caption: item.titulo }))}
          />
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="noticia-videos" className="mt-12 grid gap-6">
          <h2 id="noticia-videos" className="text-2xl font-bold">Videos</h2>
          {videos.map((item) => (
            <VideoEmbed key={item.id} url={item.url} title={item.titulo ?? news.titulo} />
          ))}
        </section>
      )}
      {documents.length > 0 && (
        <section aria-labelledby="noticia-documentos" className="mt-12">
          <h2 id="noticia-documentos" className="mb-4 text-2xl font-bold">Documentos</h2>
          <ul className="grid gap-2">
            {documents.map((item, index) => (
              <li key={item.id}>
                <a href={item.url} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                  {item.titulo ?? `Documento ${index + 1}`}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd data={jsonLd} />
    </article>
  );
}
