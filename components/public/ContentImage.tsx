import { cn } from "@/components/ui/cn";
import { contentImageProps, type ContentImageOptions } from "./content-image-props";

/** An uploaded image as a plain <img> (no client JavaScript); see contentImageProps. */
export function ContentImage({
  className,
  ...image
}: ContentImageOptions & { className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
    <img
      {...contentImageProps(image)}
      alt={image.alt}
      className={cn("bg-muted object-cover", className)}
    />
  );
}
