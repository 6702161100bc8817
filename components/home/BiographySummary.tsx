import { ContentImage } from "@/components/public/ContentImage";
import { truncateFraction } from "@/lib/format/display";
import type { BiographySummary as Summary } from "@/lib/biography/queries";
import { siteName, type Identity } from "@/lib/site/identity-schema";
import { EmptyState, HomeSection } from "./HomeSection";

export function BiographySummary({
  bio,
  identity,
  priority,
}: {
  bio: Summary | null;
  identity: Identity;
  priority?: boolean;
}) {
  const name = siteName(identity);
  const intro = truncateFraction(bio?.introduccion, 0.49);
  return (
    <HomeSection
      id="inicio-biografia"
      title={identity.nombre ? `Conoce a ${identity.nombre}` : "Biografía"}
      more={bio ? { href: "/biografia", label: "Leer la biografía completa" } : undefined}
      className="bg-muted"
    >
      {bio ? (
        <div className="grid items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {bio.imagen_principal && (
            <ContentImage
              src={bio.imagen_principal}
              alt={`Fotografía de ${name}`}
              width={560}
              height={640}
              sizes="(min-width: 768px) 40vw, 100vw"
              priority={priority}
              className="aspect-[7/8] w-full max-w-md rounded-lg shadow-md"
            />
          )}
          {intro ? (
            <p className="text-lg leading-relaxed text-foreground/90">{intro}</p>
          ) : (
            <p className="text-muted-foreground">Pronto compartiremos su trayectoria.</p>
          )}
        </div>
      ) : (
        <EmptyState>La biografía estará disponible próximamente.</EmptyState>
      )}
    </HomeSection>
  );
}
