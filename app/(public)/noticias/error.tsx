"use client";

import { SectionError } from "@/components/public/SectionError";

/**
 * The list the server could not read: its filtered views and pages are rendered per request, and
 * such a render that fails answers 500 (the first page keeps its prerendered version meanwhile).
 */
export default function NoticiasError({ reset }: { reset: () => void }) {
  return (
    <SectionError
      message="Error al cargar datos"
      detail="Error listando noticias: HTTP 500"
      reset={reset}
    />
  );
}
