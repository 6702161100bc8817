import type { Metadata } from "next";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/home/HomeSection";
import { ContentImage } from "@/components/public/ContentImage";
import { Gallery } from "@/components/public/Gallery";
import { PageHeader } from "@/components/public/PageHeader";
import { describe, JsonLd, pageMetadata, personJsonLd } from "@/components/public/seo";
import { TextSection } from "@/components/public/TextSection";
import { VideoEmbed } from "@/components/public/VideoEmbed";
import { getActiveBiography } from "@/lib/biography/public-queries";
import { siteName } from "@/lib/site/identity-schema";
import { getSiteSettings } from "@/lib/site/queries";
import { requireSection } from "@/lib/site/section";

// Prerendered; a new biography version expires it at once (tag "biography").

export async function generateMetadata(): Promise<Metadata> {
  const [bio, { identidad }] = await Promise.all([getActiveBiography(), getSiteSettings()]);
  const name = siteName(identidad);
  return pageMetadata({
    title: "Biografía",
    description: describe(
      bio?.introduccion,
      `Trayectoria, misión y valores de ${[name, identidad.cargo].filter(Boolean).join(", ")}.`,
    ),
    path: "/biografia",
    image: bio?.imagen_principal,
    imageAlt: `Fotografía de ${name}`,
    type: "profile",
  });
}

function sideImage(src: string | null, alt: string): ReactNode {
  if (!src) return undefined;
  return (
    <ContentImage
      src={src}
      alt={alt}
      width={560}
      height={420}
      sizes="(min-width: 768px) 28rem, 100vw"
      className="aspect-[4/3] w-full rounded-lg shadow-sm"
    />
  );
}

export default async function BiographyPage() {
  await requireSection("mostrar_biografia");
  const [bio, settings] = await Promise.all([getActiveBiography(), getSiteSettings()]);
  const { identidad } = settings;
  const name = siteName(identidad);
  const header = (
    <PageHeader
      title={identidad.nombre ? `Biografía de ${identidad.nombre}` : "Biografía"}
      intro={bio?.slogan ? `«${bio.slogan}»` : identidad.cargo || undefined}
      trail={[{ name: "Biografía", path: "/biografia" }]}
    />
  );
  if (!bio) {
    return (
      <>
        {header}
        <div className="container-page py-12">
          <EmptyState>La biografía estará disponible próximamente.</EmptyState>
        </div>
      </>
    );
  }
  const sections: { id: string; title: string; text: string | null; aside?: ReactNode }[] = [
    { id: "bio-historia", title: "Historia personal", text: bio.biografia_texto },
    {
      id: "bio-trayectoria",
      title: "Trayectoria",
      text: bio.trayectoria,
      aside: sideImage(bio.imagen_destacada, `${name} en actividades de su trayectoria`),
    },
    { id: "bio-mision", title: "Misión", text: bio.mision },
    { id: "bio-valores", title: "Valores", text: bio.valores },
    {
      id: "bio-gestion",
      title: "Historia de gestión",
      text: bio.historia_gestion,
      aside: sideImage(bio.imagen_profesional, `Retrato profesional de ${name}`),
    },
    ...bio.bloques.map((block) => ({ id: `bio-bloque-${block.id}`, title: block.titulo, text: block.contenido })),
  ];

  return (
    <>
      {header}
      <div className="container-page flex flex-col gap-14 py-10 sm:py-14">
        <section aria-label="Presentación" className="grid items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {bio.imagen_principal && (
            <ContentImage
              src={bio.imagen_principal}
              alt={`Fotografía de ${name}`}
              width={560}
              height={640}
              sizes="(min-width: 768px) 40vw, 100vw"
              priority
              className="aspect-[7/8] w-full max-w-md rounded-lg shadow-md"
            />
          )}
          {bio.introduccion && <p className="text-lg leading-relaxed text-foreground/90 sm:text-xl">{bio.introduccion}</p>}
        </section>

        {sections.map(
          (section) =>
            section.text && <TextSection key={section.id} id={section.id} title={section.title} text={section.text} aside={section.aside} />,
        )}

        {bio.imagenes.length > 0 && (
          <section aria-labelledby="bio-galeria">
            <h2 id="bio-galeria" className="mb-6 text-2xl font-bold sm:text-3xl">
              Galería
            </h2>
            <Gallery
              label="Galería de la biografía"
              images={bio.imagenes.map((image) => ({ url: image.url, caption: image.descripcion }))}
            />
          </section>
        )}

        {bio.video_url && (
          <section aria-labelledby="bio-video" className="max-w-3xl">
            <h2 id="bio-video" className="mb-6 text-2xl font-bold sm:text-3xl">
              Video
            </h2>
            <VideoEmbed url={bio.video_url} title={`Video de ${name}`} />
          </section>
        )}

        {bio.mensaje_final && (
          <section aria-labelledby="bio-mensaje" className="rounded-lg border-l-4 border-accent bg-muted p-6 sm:p-8">
            <h2 id="bio-mensaje" className="text-xl font-bold">
              Mensaje final
            </h2>
            <p className="mt-3 text-lg leading-relaxed whitespace-pre-line">{bio.mensaje_final}</p>
          </section>
        )}
      </div>
      <JsonLd
        data={personJsonLd(identidad, {
          image: bio.imagen_principal,
          description: bio.introduccion,
          sameAs: settings.redes.map((red) => red.url),
        })}
      />
    </>
  );
}
