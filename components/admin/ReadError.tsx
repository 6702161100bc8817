"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Alert } from "@/components/ui/Alert";
import { Button } from "@/components/ui/Button";

/**
 * A screen's data that the server could not read, with the screen's own text; 'Reintentar' asks the
 * server again (and resets the error boundary that shows it, if one does).
 */
export function ReadError({ message, reset }: { message: string; reset?: () => void }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Alert
      variant="destructive"
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <span>{message}</span>
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() =>
          start(() => {
            router.refresh();
            reset?.();
          })
        }
      >
        Reintentar
      </Button>
    </Alert>
  );
}
