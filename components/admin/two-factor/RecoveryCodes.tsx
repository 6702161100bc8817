import { useId } from "react";
import { Alert } from "@/components/ui/Alert";

/** The recovery codes of an enrolment or a regeneration: shown this once, with how to keep them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <p id={id} className="font-semibold">
        Códigos de recuperación
      </p>
      <Alert variant="warning" role="status">
        Guárdalos en un lugar seguro: no se volverán a mostrar. Cada código sirve una sola vez para
        ingresar si no tienes a mano tu aplicación de autenticación.
      </Alert>
      <ol
        aria-labelledby={id}
        className="grid grid-cols-1 gap-2 rounded-md bg-muted p-3 font-mono text-base min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
    </div>
  );
}
