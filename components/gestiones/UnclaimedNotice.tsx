import Link from "next/link";
import type { AdminGestionDetail } from "@/lib/gestiones/dto";
import { NO_ACCOUNT } from "@/lib/gestiones/unclaimed";
import { formatDateTime } from "@/lib/format/display";

type Unclaimed = NonNullable<AdminGestionDetail["sin_cuenta"]>;

/**
 * The office's view of a gestión that no account holds yet: why the contact message it came from
 * joined none, where the claim link went, and that until it is claimed nothing about it is e-mailed.
 */
export function UnclaimedNotice({
  motivo,
  mensaje_id,
  referencia,
  correo,
  enlace_vence,
}: Unclaimed) {
  const expired = enlace_vence !== null && new Date(enlace_vence) <= new Date();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium">{NO_ACCOUNT}</p>
      <p>{motivo}</p>
      {enlace_vence && (
        <p className="break-words">
          {expired
            ? `El enlace para reclamarla que se envió a ${correo} venció el ${formatDateTime(enlace_vence)}.`
            : `Se envió a ${correo} un enlace para que la persona la reclame desde su cuenta; vence el ${formatDateTime(enlace_vence)}.`}
        </p>
      )}
      <p>
        Mientras nadie la reclame, las respuestas y los cambios de estado no se envían por correo:
        escribe a la persona desde el{" "}
        <Link href={`/admin/sistema/contacto/${mensaje_id}`} className="text-primary underline">
          mensaje de contacto{referencia ? ` ${referencia}` : ""}
        </Link>
        .
      </p>
    </div>
  );
}
