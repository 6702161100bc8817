import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { AuthLinks } from "@/components/auth/AuthLinks";
import { PhoneRecoveryForm } from "@/components/auth/PhoneRecoveryForm";
import { forgotPasswordByPhoneAction, resetPasswordByPhoneAction } from "@/lib/citizens/actions";

export const metadata: Metadata = {
  title: "Recuperar contraseña con tu celular",
  description:
    "Recibe un código por WhatsApp o SMS para elegir una nueva contraseña de tu cuenta del portal ciudadano.",
  alternates: { canonical: "/forgot-password/telefono" },
};

/**
 * For a citizen without e-mail, or whose account the office opened at its desk: a code to the
 * account's number sets the password.
 */
export default function PhoneRecoveryPage() {
  return (
    <AuthCard
      titleId="titulo-restablecer"
      title="Recuperar contraseña con tu celular"
      intro={
        <p>
          Escribe el número de tu cuenta: te enviaremos un código de 6 dígitos por WhatsApp o SMS
          para elegir una nueva contraseña.
        </p>
      }
    >
      <PhoneRecoveryForm
        requestAction={forgotPasswordByPhoneAction}
        resetAction={resetPasswordByPhoneAction}
      />
      <AuthLinks
        links={[
          { href: "/forgot-password", label: "Recuperar con mi correo" },
          { href: "/login-register", label: "Volver a iniciar sesión" },
        ]}
      />
    </AuthCard>
  );
}
