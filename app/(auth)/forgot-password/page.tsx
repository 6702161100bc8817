import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
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
      <Link
        href="/login-register"
        className="self-center text-sm text-primary underline underline-offset-4 hover:no-underline"
      >
        Volver a iniciar sesión
      </Link>
    </AuthCard>
  );
}
