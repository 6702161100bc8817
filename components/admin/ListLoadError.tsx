"use client";

import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";

/** Why a back-office list could not be loaded, with a retry. */
export function ListLoadError({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  return (
    <Alert
      variant="destructive"
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <span>
        No se pudo cargar la lista de {what}: {error}
      </span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert>
  );
}
