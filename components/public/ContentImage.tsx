import { getImageProps } from "next/image";
import { cn } from "@/components/ui/cn";

interface ContentImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  /** The page's largest image above the fold: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
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
  return { srcSet: kept.map((candidate) => candidate.entry).join(", "), src: kept[kept.length - 1]!.url };
}

/**
 * An uploaded image as a plain <img> (no client JavaScript). Files served by this app are resized by
 * the image optimizer; external URLs and SVG are used as they are.
 */
export function ContentImage({ src, alt, width, height, sizes, priority = false, className }: ContentImageProps) {
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
  // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
  return <img {...props} {...trimmed} alt={alt} className={cn("bg-muted object-cover", className)} />;
}
