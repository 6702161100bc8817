import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";

/** A form's submit button at the end of the form, 'Guardando...' while the save runs. */
export function SubmitButton({
  pending,
  label,
  icon,
}: {
  pending: boolean;
  label: string;
  icon?: ReactNode;
}) {
  return (
    <Button type="submit" disabled={pending} className="self-end">
      {icon}
      {pending ? "Guardando..." : label}
    </Button>
  );
}
