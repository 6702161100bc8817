import type { Metadata } from "next";
import Link from "next/link";
import { Alert, AlertTitle } from "@/components/ui/Alert";
import { MESSAGES } from "@/lib/admins/schema";
import { AuthCard } from "@/components/admin/sign-in/AuthCard";
import { ResetPasswordForm } from "@/components/admin/sign-in/ResetPasswordForm";

export const metadata: Metadata = { title: "Nueva contraseña", referrer: "no-referrer" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Nueva contraseña">
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Error al restablecer la contraseña.</AlertTitle>
          {MESSAGES.resetInvalidToken}{" "}
          <Link href="/admin/request-reset" className="font-semibold underline">
            Solicita un enlace nuevo
          </Link>
          .
        </Alert>
      )}
    </AuthCard>
  );
}
