import { AdminNotFoundNotice } from "@/components/admin/NotFoundNotice";
import { CITIZEN_ADMIN_MESSAGES } from "@/lib/citizens/admin-schema";

export default function CitizenNotFound() {
  return (
    <AdminNotFoundNotice
      title="Ciudadano"
      message={CITIZEN_ADMIN_MESSAGES.notFound}
      backHref="/admin/sistema/ciudadanos"
      backLabel="Volver a ciudadanos"
    />
  );
}
