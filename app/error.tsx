"use client";

import { SectionError } from "@/components/public/SectionError";

/**
 * A page that failed to render (its data could not be read: the database restarting, say) and has
 * no boundary of its own: a Spanish message and a way to try again, never Next.js's English one.
 */
export default function PageError({ reset }: { reset: () => void }) {
  return (
    <main id="contenido">
      <SectionError
        message="No se pudo cargar esta página. Intenta de nuevo en unos segundos."
        reset={reset}
      />
    </main>
  );
}
