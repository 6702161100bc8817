"use client";

import { SectionError } from "@/components/public/SectionError";

/**
 * A labor the server could not read: one not prerendered yet, read on its first request (a
 * prerendered one keeps being served as it was while its next version fails to render).
 */
export default function LaborError({ reset }: { reset: () => void }) {
  return <SectionError message="Error cargando la labor" reset={reset} />;
}
