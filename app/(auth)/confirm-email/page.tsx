import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { ConfirmEmailForm } from "@/components/auth/ConfirmEmailForm";
import { Alert } from "@/components/ui/Alert";
import { confirmEmailAction } from "@/lib/citizens/actions";
import { MISSING_TOKEN_MESSAGE } from "@/lib/citizens/schema";

export const metadata: Metadata = {
  title: "Confirmar correo",
  robots: { index: false, follow: false },
};

const linkClass = "text-primary underline underline-offset-4 hover:no-underline";

/** /confirm-email?token=…: the link e-mailed to a citizen's new address. */
export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  return (
    <AuthCard
      titleId="titulo-confirmar-correo"
      title="Confirmar correo"
      intro={value ? <p>Confirma que quieres usar este correo en tu cuenta.</p> : undefined}
    >
      {value ? (
        <ConfirmEmailForm token={value} action={confirmEmailAction} />
      ) : (
        <Alert variant="destructive" role="alert">
          {MISSING_TOKEN_MESSAGE}
        </Alert>
      )}
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        <Link href="/portal/perfil" className={linkClass}>
          Ir a mi perfil
        </Link>
        <Link href="/login-register" className={linkClass}>
          Iniciar sesión
        </Link>
      </p>
    </AuthCard>
  );
}
