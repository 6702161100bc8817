"use client";

import { SectionError } from "@/components/public/SectionError";

export default function ContactoError({ reset }: { reset: () => void }) {
  return <SectionError message="No se pudo cargar la sección de contacto." reset={reset} />;
}
