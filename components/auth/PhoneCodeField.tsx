import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/Input";
import { digitsOnly } from "./digits-only";
import { FormField } from "./FormField";

/** The six-digit code sent to a phone: digits only, offered by the phone's one-time-code fill. */
export function PhoneCodeField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label="Código de verificación" error={error} required>
      {(control) => (
        <Input
          {...control}
          {...digitsOnly(registration, 6)}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      )}
    </FormField>
  );
}
