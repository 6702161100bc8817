import type { ReactNode } from "react";

/**
 * The SVG of a chart: one image for assistive technology, named by its title and every figure it
 * draws, in the page's own pixels (as wide as its container, `height` tall).
 */
export function ChartSvg({
  label,
  figures,
  height,
  className,
  children,
}: {
  label: string;
  figures: string[];
  height: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-label={`${label}. ${figures.join("; ")}.`}
      width="100%"
      height={height}
      className={`block ${className}`}
    >
      {children}
    </svg>
  );
}
