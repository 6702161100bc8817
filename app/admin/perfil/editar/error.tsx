"use client";

import { Alert } from "@/components/ui/Alert";

/** A failed load of the own-profile edit screen (spec 01 §8). */
export default function EditOwnProfileError() {
  return (
    <Alert variant="destructive" role="alert">
      Error al obtener datos
    </Alert>
  );
}
