"use client";

import type { AdminDto } from "@/lib/admins/schema";
import { TextField } from "./FormFields";
import { PlaceFields } from "./PlaceFields";

/** An existing account's values for these fields, blank where it has none. */
export function adminPersonValues(admin: AdminDto) {
  return {
    nombre1: admin.nombre1,
    nombre2: admin.nombre2 ?? "",
    nombre3: admin.nombre3 ?? "",
    apellido1: admin.apellido1,
    apellido2: admin.apellido2 ?? "",
    dpi: admin.dpi ?? "",
    email: admin.email,
    codigo_pais: admin.codigo_pais,
    numero_local: admin.numero_local ?? "",
    departamento: admin.departamento ?? "",
    municipio: admin.municipio ?? "",
  };
}

/** The fields an administrator account shares on the create, team-edit and own-profile screens. */
export function AdminPersonFields({
  dpiRequired,
  requiredOnCreate = false,
}: {
  dpiRequired: boolean;
  requiredOnCreate?: boolean;
}) {
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-base font-semibold">Nombres y apellidos</legend>
        <TextField
          name="nombre1"
          label="Primer nombre"
          required
          autoComplete="given-name"
          maxLength={60}
        />
        <TextField
          name="nombre2"
          label="Segundo nombre"
          autoComplete="additional-name"
          maxLength={60}
        />
        <TextField name="nombre3" label="Tercer nombre" maxLength={60} />
        <TextField
          name="apellido1"
          label="Primer apellido"
          required
          autoComplete="family-name"
          maxLength={60}
        />
        <TextField name="apellido2" label="Segundo apellido" maxLength={60} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Identificación y contacto</legend>
        <TextField
          name="dpi"
          label="DPI"
          required={dpiRequired}
          inputMode="numeric"
          maxLength={13}
          autoComplete="off"
          hint="13 dígitos (CUI)."
        />
        <TextField
          name="email"
          label="Correo electrónico"
          type="email"
          required
          autoComplete={requiredOnCreate ? "off" : "email"}
          maxLength={254}
        />
        <TextField
          name="codigo_pais"
          label="Código de país"
          required={!requiredOnCreate}
          inputMode="numeric"
          maxLength={5}
          autoComplete="tel-country-code"
        />
        <TextField
          name="numero_local"
          label="Número de teléfono"
          type="tel"
          maxLength={20}
          autoComplete="tel-national"
        />
        <PlaceFields />
      </fieldset>
    </>
  );
}
