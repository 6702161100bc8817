"use client";

import { Alert } from "@/components/ui/Alert";

/** A failed profile load (product.md §A.8). */
export default function ProfileError() {
  return (
    <Alert variant="destructive" role="alert">
      No se pudo cargar el perfil.
    </Alert>
  );
}
