"use client";

import { ReadError } from "@/components/admin/ReadError";

/** A gestión whose detail the server could not read (product.md §B.8). */
export default function GestionOfficeError({ reset }: { reset: () => void }) {
  return <ReadError message="No se pudo obtener detalle" reset={reset} />;
}
