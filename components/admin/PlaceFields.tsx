"use client";

import { useFormContext } from "react-hook-form";
import { departmentNames, municipalitiesOf } from "@/lib/locations";
import { SelectField } from "./FormFields";

const DEPARTMENTS = departmentNames();

/**
 * The department and municipality selects bound to fields `departamento` and `municipio` of the
 * surrounding form: the municipality list follows the department, and changing it clears the choice.
 */
export function PlaceFields() {
  const { watch, setValue } = useFormContext();
  const departamento = (watch("departamento") as string | null | undefined) ?? "";
  return (
    <>
      <SelectField
        name="departamento"
        label="Departamento"
        options={DEPARTMENTS}
        placeholder="Selecciona un departamento"
        onChange={() => setValue("municipio", "")}
      />
      <SelectField
        name="municipio"
        label="Municipio"
        options={municipalitiesOf(departamento)}
        placeholder={departamento ? "Selecciona un municipio" : "Primero elige un departamento"}
        disabled={!departamento}
      />
    </>
  );
}
