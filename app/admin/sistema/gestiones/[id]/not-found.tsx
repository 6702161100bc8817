import { AdminNotFoundNotice } from "@/components/admin/NotFoundNotice";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";

export default function GestionOfficeNotFound() {
  return (
    <AdminNotFoundNotice
      title="Detalle de gestión"
      message={GESTION_MESSAGES.notFound}
      backHref="/admin/sistema/gestiones"
      backLabel="Volver a gestiones"
    />
  );
}
