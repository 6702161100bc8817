import { AdminNotFoundNotice } from "@/components/admin/NotFoundNotice";

export default function AdminNotFound() {
  return (
    <AdminNotFoundNotice
      title="Editar administrador"
      message="Administrador no encontrado."
      backHref="/admin/equipo"
      backLabel="Volver al equipo"
    />
  );
}
