import type { Metadata } from "next";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/home/HomeSection";
import { Gallery } from "@/components/public/Gallery";
import { PageHeader } from "@/components/public/PageHeader";
import { PlainText } from "@/components/public/RichText";
import { describe, pageMetadata } from "@/components/public/seo";
import { VideoEmbed } from "@/components/public/VideoEmbed";
import { siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";
import { getPublicCommitment, type PublicValueItem } from "@/lib/values/queries";
import { requireSection } from "@/lib/site/section";

// Prerendered; any change in the values area expires it at once (tag "values").

const FALLBACK_TITLE = "Valores y compromisos";

export async function generateMetadata(): Promise<Metadata> {
  const [commitment, { identidad }] = await Promise.all([getPublicCommitment(), getSiteSettings()]);
  return pageMetadata({
    title: commitment?.titulo ?? FALLBACK_TITLE,
    description: describe(
      commitment?.subtitulo ?? commitment?.introduccion,
      `Los valores éticos y los compromisos públicos de ${siteName(identidad)} con la ciudadanía.`,
    ),
    path: "/valores",
    image: commitment?.valores.find((valor) => valor.images[0])?.images[0]?.url,
  });
}

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <span aria-hidden className="mt-3 block h-1 w-12 rounded-full bg-accent" />
      {intro && <p className="mt-4 max-w-3xl text-muted-foreground">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function ItemCard({ item, kind }: { item: PublicValueItem; kind: string }) {
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-xl font-semibold text-primary">{item.titulo}</h3>
      {item.descripcion && <PlainText text={item.descripcion} className="[&_p]:my-2" />}
      <Gallery
        label={`${kind}: ${item.titulo}`}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        images={item.images.map((image) => ({ url: image.url, caption: image.descripcion }))}
      />
    </li>
  );
}

export default async function ValuesPage() {
  await requireSection("mostrar_valores");
  const commitment = await getPublicCommitment();
  if (!commitment) {
    return (
      <>
        <PageHeader title={FALLBACK_TITLE} trail={[{ name: "Valores", path: "/valores" }]} />
        <div className="container-page py-12">
          <EmptyState>Pronto compartiremos los valores de nuestro compromiso.</EmptyState>
        </div>
      </>
    );
  }
  const photos = commitment.visuales.filter((visual) => visual.tipo !== "video");
  const videos = commitment.visuales.filter((visual) => visual.tipo === "video");

  return (
    <>
      <PageHeader
        title={commitment.titulo ?? FALLBACK_TITLE}
        intro={commitment.subtitulo ?? undefined}
        trail={[{ name: "Valores", path: "/valores" }]}
      />
      <div className="container-page flex flex-col gap-16 py-10 sm:py-14">
        {commitment.introduccion && <PlainText text={commitment.introduccion} className="max-w-3xl" />}

        {commitment.valores.length > 0 && (
          <Section id="valores-eticos" title="Valores éticos">
            <ul className="grid gap-6 md:grid-cols-2">
              {commitment.valores.map((valor) => (
                <ItemCard key={valor.id} item={valor} kind="Imágenes del valor" />
              ))}
            </ul>
          </Section>
        )}

        {commitment.mensajes.length > 0 && (
          <Section id="valores-mensajes" title="Mensajes">
            <ul className="grid gap-6">
              {commitment.mensajes.map((mensaje, index) => (
                <li key={mensaje.id} className="flex flex-col gap-4 rounded-lg border-l-4 border-accent bg-muted p-5 sm:p-6">
                  <blockquote className="text-lg leading-relaxed whitespace-pre-line">{mensaje.texto}</blockquote>
                  <Gallery
                    label={`Imágenes del mensaje ${index + 1}`}
                    className="grid grid-cols-2 gap-3 sm:grid-cols-4"
                    images={mensaje.images.map((image) => ({ url: image.url }))}
                  />
                </li>
              ))}
            </ul>
          </Section>
        )}

        {commitment.visuales.length > 0 && (
          <Section id="valores-recursos" title="Recursos visuales">
            <div className="flex flex-col gap-8">
              {videos.length > 0 && (
                <ul className="grid gap-6 md:grid-cols-2">
                  {videos.map((video) => (
                    <li key={video.id} className="flex flex-col gap-2">
                      <VideoEmbed url={video.url} title={video.descripcion ?? "Video del compromiso"} />
                      {video.descripcion && <p className="text-sm text-muted-foreground">{video.descripcion}</p>}
                    </li>
                  ))}
                </ul>
              )}
              <Gallery
                label="Recursos visuales"
                images={photos.map((photo) => ({ url: photo.url, caption: photo.descripcion }))}
              />
            </div>
          </Section>
        )}

        {commitment.formales.length > 0 && (
          <Section id="valores-formales" title="Compromisos formales">
            <ul className="grid gap-6 md:grid-cols-2">
              {commitment.formales.map((formal) => (
                <ItemCard key={formal.id} item={formal} kind="Imágenes del compromiso" />
              ))}
            </ul>
          </Section>
        )}
      </div>
    </>
  );
}
