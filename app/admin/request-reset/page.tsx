import type { Metadata } from "next";
import { AuthCard } from "@/components/admin/sign-in/AuthCard";
import { RequestResetForm } from "@/components/admin/sign-in/RequestResetForm";

export const metadata: Metadata = { title: "Restablecer contraseña" };

export default function RequestResetPage() {
  return (
    <AuthCard
      title="Restablecer contraseña"
      intro="Escribe el correo de tu cuenta de administración y te enviaremos un enlace para elegir una nueva contraseña."
    >
      <RequestResetForm />
    </AuthCard>
  );
}
