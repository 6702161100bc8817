import type { Metadata } from "next";
import { AuthCard } from "../AuthCard";
import { RequestResetForm } from "./RequestResetForm";

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
