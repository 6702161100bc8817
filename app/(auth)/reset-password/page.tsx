import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { AuthLinks } from "@/components/auth/AuthLinks";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { Alert } from "@/components/ui/Alert";
import { MISSING_TOKEN_MESSAGE } from "@/lib/citizens/schema";
import { resetPasswordAction } from "@/lib/citizens/actions";

export const metadata: Metadata = {
  title: "Restablecer contraseña",
  robots: { index: false, follow: false },
};

/** /reset-password?token=…: the link of the recovery e-mail. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  return (
    <AuthCard
      titleId="titulo-restablecer"
      title="Restablecer contraseña"
      intro={value ? <p>Elige una nueva contraseña de al menos 8 caracteres.</p> : undefined}
    >
      {value ? (
        <ResetPasswordForm token={value} action={resetPasswordAction} />
      ) : (
        <Alert variant="destructive" role="alert">
          {MISSING_TOKEN_MESSAGE}
        </Alert>
      )}
      <AuthLinks
        links={[
          { href: "/forgot-password", label: "Solicitar un enlace nuevo" },
          { href: "/login-register", label: "Volver a iniciar sesión" },
        ]}
      />
    </AuthCard>
  );
}
