"use client";

import { SectionError } from "@/components/public/SectionError";

/** A news item the server could not read (as labores/[slug]/error.tsx, when it is read). */
export default function NoticiaError({ reset }: { reset: () => void }) {
  return <SectionError message="Error al cargar datos" reset={reset} />;
}
