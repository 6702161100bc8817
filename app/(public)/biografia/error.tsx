"use client";

import { SectionError } from "@/components/public/SectionError";

export default function BiografiaError({ reset }: { reset: () => void }) {
  return <SectionError message="Error al cargar datos" reset={reset} />;
}
