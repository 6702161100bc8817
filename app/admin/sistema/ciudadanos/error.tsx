"use client";

import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";
import { CITIZEN_ADMIN_MESSAGES } from "@/lib/citizens/admin-schema";

/** A citizens screen whose data could not be read (product.md §B.8: 'Error al cargar'). */
export default function CitizensError({ reset }: { reset: () => void }) {
  return (
    <Alert
      variant="destructive"
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <span>{CITIZEN_ADMIN_MESSAGES.loadFailed}</span>
      <Button size="sm" variant="outline" onClick={reset}>
        Reintentar
      </Button>
    </Alert>
  );
}
