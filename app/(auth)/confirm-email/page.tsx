import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/AuthCard";
import { ConfirmEmailForm } from "@/components/auth/ConfirmEmailForm";
import { LinkTokenGate } from "@/components/ui/LinkTokenGate";
import { confirmEmailAction } from "@/lib/citizens/actions";
import { MISSING_TOKEN_MESSAGE } from "@/lib/citizens/schema";
import { linkToken } from "@/lib/http/link-token";

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
  const value = linkToken((await searchParams).token);
  return (
    <AuthCard
      titleId="titulo-confirmar-correo"
      title="Confirmar correo"
      intro={value ? <p>Confirma que quieres usar este correo en tu cuenta.</p> : undefined}
    >
      <LinkTokenGate token={value} refusal={MISSING_TOKEN_MESSAGE}>
        {(token) => <ConfirmEmailForm token={token} action={confirmEmailAction} />}
      </LinkTokenGate>
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
