import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { ClaimAccountForm } from "@/components/auth/ClaimAccountForm";
import { claimAccountAction, requestAccountClaimAction } from "@/lib/citizens/actions";

export const metadata: Metadata = {
  title: "Activar mi cuenta",
  description: "Si la oficina registró tu gestión, activa tu cuenta del portal con un código.",
  alternates: { canonical: "/activar-cuenta" },
};

/** /activar-cuenta: a person the office registered at its desk sets their first password. */
export default function ClaimAccountPage() {
  return (
    <AuthCard
      titleId="titulo-activar"
      title="Activar mi cuenta"
      intro={
        <p>
          Si la oficina registró una gestión por ti, ya tienes una cuenta. Te enviamos un código al
          celular o al correo que diste y eliges tu contraseña; tus gestiones ya están ahí.
        </p>
      }
    >
      <ClaimAccountForm
        requestAction={requestAccountClaimAction}
        claimAction={claimAccountAction}
      />
      <Link
        href="/login-register"
        className="self-center text-sm text-primary underline underline-offset-4 hover:no-underline"
      >
        Volver a iniciar sesión
      </Link>
    </AuthCard>
  );
}
