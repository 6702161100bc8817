import type { UseFormRegisterReturn } from "react-hook-form";
import { Select } from "@/components/ui/Select";
import { departmentNames, municipalitiesOf } from "@/lib/locations";
import { FormField } from "./FormField";

interface LocationFieldsProps {
  idPrefix: string;
  /** The department chosen now: its municipalities fill the second list. */
  department: string | undefined;
  departmentField: UseFormRegisterReturn;
  municipalityField: UseFormRegisterReturn;
  errors: { departamento?: string; municipio?: string };
  required?: boolean;
}

/** Department and municipality lists (22 departments, all their municipalities). */
export function LocationFields({
  idPrefix,
  department,
  departmentField,
  municipalityField,
  errors,
  required,
}: LocationFieldsProps) {
  const municipalities = department ? municipalitiesOf(department) : [];
  return (
    <>
      <FormField
        id={`${idPrefix}-departamento`}
        label="Departamento"
        error={errors.departamento}
        required={required}
      >
        {(control) => (
          <Select {...control} {...departmentField}>
            <option value="">Selecciona un departamento</option>
            {departmentNames().map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-municipio`}
        label="Municipio"
        error={errors.municipio}
        required={required}
        description={municipalities.length ? undefined : "Elige primero el departamento."}
      >
        {(control) => (
          <Select {...control} {...municipalityField} disabled={!municipalities.length}>
            <option value="">Selecciona un municipio</option>
            {municipalities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}
