import Link from "next/link";
import { Alert } from "@/components/ui/Alert";
import { buttonVariants } from "@/components/ui/Button";

export default function AdminNotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">Editar administrador</h1>
      <Alert variant="destructive" role="alert">
        Administrador no encontrado.
      </Alert>
      <Link href="/admin/equipo" className={buttonVariants({ variant: "outline" })}>
        Volver al equipo
      </Link>
    </div>
  );
}
