import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { AuthLinks } from "@/components/auth/AuthLinks";
import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm";
import { forgotPasswordAction } from "@/lib/citizens/actions";

export const metadata: Metadata = {
  title: "Recuperar contraseña",
  description:
    "Solicita un enlace para restablecer la contraseña de tu cuenta del portal ciudadano.",
  alternates: { canonical: "/forgot-password" },
};

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      titleId="titulo-recuperar"
      title="Recuperar contraseña"
      intro={
        <p>
          Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.
        </p>
      }
    >
      <ForgotPasswordForm action={forgotPasswordAction} />
      <AuthLinks
        links={[
          { href: "/forgot-password/telefono", label: "No tengo correo: usar mi celular" },
          { href: "/login-register", label: "Volver a iniciar sesión" },
        ]}
      />
    </AuthCard>
  );
}
