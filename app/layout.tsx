import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { DEFAULT_SHARE_IMAGE } from "@/components/public/seo";
import { HydrationMarker } from "@/components/ui/HydrationMarker";
import { LEGISLATOR } from "@/lib/site/queries";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL ?? "http://localhost:3000"),
  title: { template: `%s | ${LEGISLATOR.titulo}`, default: `${LEGISLATOR.titulo} | Sitio oficial` },
  description: `Sitio oficial del diputado ${LEGISLATOR.nombre}, ${LEGISLATOR.cargo}: noticias, labores, valores y atención ciudadana.`,
  applicationName: LEGISLATOR.titulo,
  openGraph: {
    type: "website",
    locale: "es_GT",
    siteName: LEGISLATOR.titulo,
    images: DEFAULT_SHARE_IMAGE,
  },
  twitter: { card: "summary_large_image", images: DEFAULT_SHARE_IMAGE },
  icons: { icon: "/icon.svg", apple: "/icons/apple-touch-icon.png" },
  manifest: "/manifest.webmanifest",
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1b3c6f",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-GT">
      <body className="min-h-dvh">
        <a
          href="#contenido"
          className="sr-only z-[100] rounded-md bg-primary px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Saltar al contenido
        </a>
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
