"use client";

import { TextField } from "@/components/admin/FormFields";
import { PlaceFields } from "@/components/admin/PlaceFields";

/** A person registered at the desk: names, DPI, phone, e-mail (optional) and municipality. */
export function DeskPersonFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="primer_nombre" label="Primer nombre" required autoComplete="off" />
      <TextField name="segundo_nombre" label="Segundo nombre" autoComplete="off" />
      <TextField name="primer_apellido" label="Primer apellido" required autoComplete="off" />
      <TextField name="segundo_apellido" label="Segundo apellido" autoComplete="off" />
      <TextField
        name="dpi"
        label="DPI"
        inputMode="numeric"
        maxLength={13}
        hint="13 dígitos (CUI), si la persona lo tiene a mano."
        autoComplete="off"
      />
      <TextField
        name="telefono"
        label="Teléfono"
        inputMode="tel"
        hint="8 dígitos. Por aquí le avisaremos."
        autoComplete="off"
      />
      <TextField
        name="correo"
        label="Correo electrónico (opcional)"
        type="email"
        autoComplete="off"
      />
      <PlaceFields />
    </div>
  );
}
