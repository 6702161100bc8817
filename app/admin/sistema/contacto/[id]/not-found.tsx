import { AdminNotFoundNotice } from "@/components/admin/NotFoundNotice";
import { INBOX_MESSAGES } from "@/lib/contact/inbox-schema";

export default function ContactMessageNotFound() {
  return (
    <AdminNotFoundNotice
      title="Mensaje de contacto"
      message={INBOX_MESSAGES.notFound}
      backHref="/admin/sistema/contacto"
      backLabel="Volver a contacto"
    />
  );
}
