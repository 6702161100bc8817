"use client";

// A client component for its props alone: the cards' React payload carries this image's address and
// priority, and the browser computes the srcset, sizes and classes that the HTML already shows, where
// a server component would send all of them a second time in the payload (docs/decisions/0009).
// No class merging here (ContentImage's), which would bring tailwind-merge to the browser.
import { contentImageProps } from "@/components/public/content-image-props";
import { Icon } from "@/components/public/icons";

// The card's width in the lists' grids (one column inside the page's 1-rem margins on a phone, two
// from 640 px, three from 1024 px), so a 390-px phone at twice its density takes the 750-px copy.
const CARD_SIZES =
  "(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)";

/** A 16:9 card image, or a neutral placeholder when the item has none. */
export function CardCover({
  src,
  alt = "",
  priority,
}: {
  src: string | null;
  alt?: string;
  priority?: boolean;
}) {
  if (!src) {
    return (
      <div
        aria-hidden
        className="flex aspect-video w-full items-center justify-center bg-primary-soft text-primary/60"
      >
        <Icon name="image" className="size-10" />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
    <img
      {...contentImageProps({ src, alt, width: 640, height: 360, sizes: CARD_SIZES, priority })}
      alt={alt}
      className="bg-muted object-cover aspect-video w-full"
    />
  );
}
