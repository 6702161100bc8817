"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type TouchEvent } from "react";

interface LightboxItem {
  src: string;
  alt: string;
  caption: string | null;
}

/** Horizontal distance a swipe must cover to change the image (product.md §C.9). */
const SWIPE_THRESHOLD = 40;

const control =
  "absolute flex size-12 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black focus-visible:outline-white";

/** Widths of the image optimizer's copies (among next/image's default device sizes) a full view picks from. */
const FULL_VIEW_WIDTHS = [640, 828, 1200, 1920];

/**
 * The optimizer's copies of a full-size image at those widths: the link names its largest copy (for
 * a visit without JavaScript), which a phone, on data, need not download to fill its screen.
 */
function fullViewSrcSet(src: string): string | undefined {
  if (!src.startsWith("/_next/image?")) return undefined;
  const url = new URL(src, "http://localhost");
  return FULL_VIEW_WIDTHS.map((width) => {
    url.searchParams.set("w", String(width));
    return `${url.pathname}${url.search} ${width}w`;
  }).join(", ");
}

/**
 * The images of a gallery, read from its server-rendered thumbnails: each link marked
 * `data-lightbox` points at the full-size image, its thumbnail's text alternative is the image's,
 * and the element marked `data-lightbox-caption` beside it holds the caption. Read from the page
 * rather than passed as props, so that the page does not carry them twice.
 */
function itemsOf(thumbnails: HTMLElement): LightboxItem[] {
  return [...thumbnails.querySelectorAll<HTMLAnchorElement>("a[data-lightbox]")].map((link) => ({
    src: link.getAttribute("href") ?? "",
    alt: link.querySelector("img")?.alt ?? "",
    caption: link.parentElement?.querySelector("[data-lightbox-caption]")?.textContent ?? null,
  }));
}

/**
 * Full-size view of a gallery (product.md §C.2): the server-rendered thumbnails in `children` are links
 * to the full-size image (see itemsOf), each `width` × `height`; a click opens a modal dialog that
 * moves with the arrow keys or a swipe of more than 40 px, wraps around, shows caption and
 * counter, and closes with Escape, its button or a click outside the image. Without JavaScript the
 * links open the image.
 */
export function Lightbox({
  label,
  width,
  height,
  children,
}: {
  label: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const [items, setItems] = useState<LightboxItem[]>([]);
  const [index, setIndex] = useState<number | null>(null);
  /** The full-size images that could not be loaded while it is open (the storage unreachable, a file gone). */
  const [unloadable, setUnloadable] = useState<ReadonlySet<string>>(new Set());
  const count = items.length;
  const item = index === null ? undefined : items[index];

  const isOpen = index !== null;
  useEffect(() => {
    if (!isOpen) return;
    if (!dialog.current?.open) dialog.current?.showModal();
    closeButton.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [isOpen]);

  const move = (step: number) => setIndex((current) => (current === null ? current : (current + step + count) % count));

  const onThumbnailClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLElement>("[data-lightbox]");
    if (!link) return;
    event.preventDefault();
    opener.current = link;
    setItems(itemsOf(event.currentTarget));
    setIndex(Number(link.dataset.lightbox));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const end = event.changedTouches[0];
    touch.current = null;
    if (!start || !end) return;
    const dx = end.clientX - start.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(end.clientY - start.y)) move(dx < 0 ? 1 : -1);
  };

  return (
    <>
      <div onClick={onThumbnailClick}>{children}</div>
      <dialog
        ref={dialog}
        aria-label={label}
        onKeyDown={onKeyDown}
        onClose={() => {
          setIndex(null);
          setUnloadable(new Set());
          opener.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/90 p-0 text-white backdrop:bg-black/80"
      >
        {item && (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-4 sm:p-10">
            <button ref={closeButton} type="button" onClick={() => dialog.current?.close()} aria-label="Cerrar" className={`${control} top-3 right-3 z-10`}>
              <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" className="size-6">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
            <figure
              className="flex max-h-full min-h-0 flex-col items-center gap-3"
              onTouchStart={(event) => {
                const start = event.touches[0];
                touch.current = start ? { x: start.clientX, y: start.clientY } : null;
              }}
              onTouchEnd={onTouchEnd}
            >
              {unloadable.has(item.src) ? (
                <p role="alert" className="rounded-md bg-black/70 px-6 py-10 text-center">
                  Error cargando media
                </p>
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- the server prepared the optimized URL
                <img
                  key={item.src}
                  src={item.src}
                  srcSet={fullViewSrcSet(item.src)}
                  sizes="100vw"
                  alt={item.alt}
                  width={width}
                  height={height}
                  onError={() => setUnloadable((failed) => new Set(failed).add(item.src))}
                  className="max-h-[78dvh] w-auto max-w-full rounded-md object-contain"
                />
              )}
              <figcaption className="flex flex-col items-center gap-1 text-center text-sm">
                {item.caption && <span>{item.caption}</span>}
                <span aria-live="polite" className="text-white/80">
                  Imagen {index! + 1} de {count}
                </span>
              </figcaption>
            </figure>
            {count > 1 && (
              <>
                <button type="button" onClick={() => move(-1)} aria-label="Imagen anterior" className={`${control} top-1/2 left-2 -translate-y-1/2 sm:left-6`}>
                  <Chevron direction="left" />
                </button>
                <button type="button" onClick={() => move(1)} aria-label="Imagen siguiente" className={`${control} top-1/2 right-2 -translate-y-1/2 sm:right-6`}>
                  <Chevron direction="right" />
                </button>
              </>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-6">
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}
