import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { AuthLinks } from "@/components/auth/AuthLinks";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { LinkTokenGate } from "@/components/ui/LinkTokenGate";
import { MISSING_TOKEN_MESSAGE } from "@/lib/citizens/schema";
import { resetPasswordAction } from "@/lib/citizens/actions";
import { linkToken } from "@/lib/http/link-token";

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
  const value = linkToken((await searchParams).token);
  return (
    <AuthCard
      titleId="titulo-restablecer"
      title="Restablecer contraseña"
      intro={value ? <p>Elige una nueva contraseña de al menos 8 caracteres.</p> : undefined}
    >
      <LinkTokenGate token={value} refusal={MISSING_TOKEN_MESSAGE}>
        {(token) => <ResetPasswordForm token={token} action={resetPasswordAction} />}
      </LinkTokenGate>
      <AuthLinks
        links={[
          { href: "/forgot-password", label: "Solicitar un enlace nuevo" },
          { href: "/login-register", label: "Volver a iniciar sesión" },
        ]}
      />
    </AuthCard>
  );
}
