"use client";

import { Alert } from "@/components/ui/Alert";

/** A failed profile load (spec 01 §8). */
export default function ProfileError() {
  return (
    <Alert variant="destructive" role="alert">
      No se pudo cargar el perfil.
    </Alert>
  );
}
