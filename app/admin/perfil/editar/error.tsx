"use client";

import { Alert } from "@/components/ui/Alert";

/** A failed load of the own-profile edit screen (product.md §A.8). */
export default function EditOwnProfileError() {
  return (
    <Alert variant="destructive" role="alert">
      Error al obtener datos
    </Alert>
  );
}
