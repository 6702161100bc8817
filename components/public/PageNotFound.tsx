import Link from "next/link";
import { buttonVariants } from "@/components/ui/Button";

/** The body of the Spanish 404 page (the header and footer come from the surrounding layout). */
export function PageNotFound() {
  return (
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
  );
}
