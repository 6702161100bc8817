"use client";

import { TextField } from "@/components/admin/FormFields";
import { CheckboxField } from "./CheckboxField";

/** Where an entry goes in the citizen's lists, and whether citizens are offered it at all. */
export function OrderAndAvailability() {
  return (
    <>
      <TextField name="orden" label="Orden" type="number" min={0} max={1000} inputMode="numeric" />
      <CheckboxField name="activo" label="Disponible para la ciudadanía" />
    </>
  );
}
