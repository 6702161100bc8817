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
  // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
  return <img {...props} alt={alt} className={cn("bg-muted object-cover", className)} />;
}
