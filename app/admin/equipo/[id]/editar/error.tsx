"use client";

import { Alert } from "@/components/ui/Alert";

/** A failed load of the administrator detail (product.md §A.8: any other error). */
export default function EditAdminError() {
  return (
    <Alert variant="destructive" role="alert">
      Ocurrió un error inesperado.
    </Alert>
  );
}
