"use client";

import { SectionError } from "@/components/public/SectionError";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";

export default function GestionDetailError({ reset }: { reset: () => void }) {
  return <SectionError message={GESTION_MESSAGES.detailFailed} reset={reset} />;
}
