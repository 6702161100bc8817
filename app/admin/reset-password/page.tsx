import type { Metadata } from "next";
import Link from "next/link";
import { AlertTitle } from "@/components/ui/Alert";
import { LinkTokenGate } from "@/components/ui/LinkTokenGate";
import { linkToken } from "@/lib/http/link-token";
import { MESSAGES } from "@/lib/admins/schema";
import { AuthCard } from "@/components/admin/sign-in/AuthCard";
import { ResetPasswordForm } from "@/components/admin/sign-in/ResetPasswordForm";

export const metadata: Metadata = { title: "Nueva contraseña", referrer: "no-referrer" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  return (
    <AuthCard title="Nueva contraseña">
      <LinkTokenGate
        token={linkToken((await searchParams).token)}
        refusal={
          <>
            <AlertTitle>Error al restablecer la contraseña.</AlertTitle>
            {MESSAGES.resetInvalidToken}{" "}
            <Link href="/admin/request-reset" className="font-semibold underline">
              Solicita un enlace nuevo
            </Link>
            .
          </>
        }
      >
        {(token) => <ResetPasswordForm token={token} />}
      </LinkTokenGate>
    </AuthCard>
  );
}
