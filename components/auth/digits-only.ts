import type { UseFormRegisterReturn } from "react-hook-form";

/** A registered input that keeps only digits, up to `max`, as the user types or pastes. */
export function digitsOnly(field: UseFormRegisterReturn, max: number): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event) => {
      event.target.value = event.target.value.replace(/\D/g, "").slice(0, max);
      return field.onChange(event);
    },
  };
}
