"use client";

import { SectionError } from "@/components/public/SectionError";

export default function LaboresError({ reset }: { reset: () => void }) {
  return <SectionError message="No se pudieron cargar las labores públicas." reset={reset} />;
}
