import type { CSSProperties, ReactNode } from "react";
import { Analytics } from "@/components/analytics/Analytics";
import { HydrationMarker } from "@/components/ui/HydrationMarker";
import { brandPalette } from "@/lib/site/identity-schema";

/**
 * The document every page is drawn in: the root layout's, and the global 404's, which Next serves
 * without any layout.
 */
export function SiteDocument({ color, children }: { color: string; children: ReactNode }) {
  return (
    // The brand colour and its shades override the palette's defaults (app/globals.css).
    <html lang="es-GT" style={brandPalette(color) as CSSProperties}>
      <body className="min-h-dvh">
        <a
          href="#contenido"
          className="sr-only z-[100] rounded-md bg-primary px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Saltar al contenido
        </a>
        {children}
        <HydrationMarker />
        <Analytics />
      </body>
    </html>
  );
}
