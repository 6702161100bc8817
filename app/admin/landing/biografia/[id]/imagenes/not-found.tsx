import { AdminNotFoundNotice } from "@/components/admin/NotFoundNotice";
import { BIOGRAPHY_MESSAGES } from "@/lib/biography/schema";

export default function BiographyNotFound() {
  return (
    <AdminNotFoundNotice
      title="Imágenes de la biografía"
      message={BIOGRAPHY_MESSAGES.notFound}
      backHref="/admin/landing/biografia"
      backLabel="Volver a biografías"
    />
  );
}
