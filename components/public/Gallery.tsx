import { getImageProps } from "next/image";
import { ContentImage } from "./ContentImage";
import { Lightbox } from "./Lightbox";

export interface GalleryImage {
  url: string;
  /** Text alternative; a numbered fallback is used when empty. */
  alt?: string | null;
  caption?: string | null;
}

const FULL = { width: 1600, height: 1200 };

/**
 * A thumbnail's width: two columns inside the page's margins on a phone (so a 390-px phone at twice
 * its density takes the 384-px copy, not the 640-px one), three or four on wider screens.
 */
const THUMBNAIL_SIZES = "(min-width: 1024px) 16rem, (min-width: 640px) 33vw, calc(50vw - 1.375rem)";

/** The optimized full-size URL of an image of this site; other URLs unchanged. */
function fullSize(url: string): string {
  const local = url.startsWith("/") && !url.startsWith("//") && !/\.svg(\?|$)/i.test(url);
  if (!local) return url;
  return getImageProps({ src: url, alt: "", ...FULL, sizes: "100vw" }).props.src;
}

/**
 * A grid of thumbnails that open the full-size lightbox. Thumbnails are server-rendered links to
 * the image itself; only the lightbox is client code.
 */
export function Gallery({
  images,
  label,
  className = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4",
}: {
  images: GalleryImage[];
  /** What the gallery shows, e.g. "Galería de la noticia". */
  label: string;
  className?: string;
}) {
  if (images.length === 0) return null;
  return (
    <Lightbox label={label} {...FULL}>
      <ul className={className}>
        {images.map((image, index) => (
          <li key={`${image.url}-${index}`}>
            <a
              href={fullSize(image.url)}
              data-lightbox={index}
              className="group block overflow-hidden rounded-lg border border-border"
            >
              <ContentImage
                src={image.url}
                alt={
                  image.alt?.trim() ||
                  image.caption?.trim() ||
                  `${label}: imagen ${index + 1} de ${images.length}`
                }
                width={400}
                height={300}
                sizes={THUMBNAIL_SIZES}
                className="aspect-[4/3] w-full transition-transform group-hover:scale-105"
              />
              <span className="sr-only"> (ampliar)</span>
            </a>
            {image.caption?.trim() && (
              <p data-lightbox-caption className="mt-1.5 text-sm text-muted-foreground">
                {image.caption.trim()}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Lightbox>
  );
}
