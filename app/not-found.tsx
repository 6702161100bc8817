import type { Metadata } from "next";
import Link from "next/link";
import { PublicShell } from "@/components/public/PublicShell";
import { buttonVariants } from "@/components/ui/Button";
import { getSiteSettings } from "@/lib/site/queries";

export const metadata: Metadata = { title: "Página no encontrada", robots: { index: false } };

export default async function NotFound() {
  return (
    <PublicShell settings={await getSiteSettings()}>
      <div className="container-page flex flex-col items-start gap-4 py-20">
        <p className="text-sm font-semibold text-primary">Error 404</p>
        <h1 className="text-3xl font-bold sm:text-4xl">Página no encontrada</h1>
        <p className="max-w-prose text-muted-foreground">
          La página que buscas no existe, cambió de dirección o ya no está disponible.
        </p>
        <Link href="/" className={buttonVariants({ size: "lg" })}>
          Volver al inicio
        </Link>
      </div>
    </PublicShell>
  );
}
