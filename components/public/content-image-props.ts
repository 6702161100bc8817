import { getImageProps } from "next/image";

export interface ContentImageOptions {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  /** The page's largest image above the fold: loaded at once, with high priority. */
  priority?: boolean;
}

/**
 * Width candidates up to twice the image's display width, plus the next one up: larger files would
 * never be chosen for it and only make the page heavier.
 */
function trimSrcSet(srcSet: string, width: number): { srcSet: string; src: string } | null {
  const candidates = srcSet.split(", ").map((entry) => {
    const [url = "", descriptor = ""] = entry.split(" ");
    return { url, width: Number.parseInt(descriptor, 10), entry };
  });
  if (candidates.some((candidate) => Number.isNaN(candidate.width))) return null;
  const cut = candidates.findIndex((candidate) => candidate.width >= width * 2);
  const kept = cut < 0 ? candidates : candidates.slice(0, cut + 1);
  return {
    srcSet: kept.map((candidate) => candidate.entry).join(", "),
    src: kept[kept.length - 1]!.url,
  };
}

/**
 * The <img> attributes of an uploaded image (no client JavaScript of its own). Files served by this
 * app are resized by the image optimizer; external URLs and SVG are used as they are. Kept apart
 * from ContentImage (and its class merging) so that a client component can use it with no more
 * than next/image's own attribute code in the browser.
 */
export function contentImageProps({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
}: ContentImageOptions) {
  const local = src.startsWith("/") && !src.startsWith("//");
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    unoptimized: !local || /\.svg(\?|$)/i.test(src),
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
  });
  const trimmed = sizes && props.srcSet ? trimSrcSet(props.srcSet, width) : null;
  return { ...props, ...trimmed };
}
