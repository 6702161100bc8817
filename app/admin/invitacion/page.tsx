import type { Metadata } from "next";
import { AlertTitle } from "@/components/ui/Alert";
import { LinkTokenGate } from "@/components/ui/LinkTokenGate";
import { linkToken } from "@/lib/http/link-token";
import { MESSAGES } from "@/lib/admins/schema";
import { AuthCard } from "@/components/admin/sign-in/AuthCard";
import { ResetPasswordForm } from "@/components/admin/sign-in/ResetPasswordForm";

export const metadata: Metadata = { title: "Aceptar invitación", referrer: "no-referrer" };

/** The invitation e-mail's link: the new administrator chooses their own password. */
export default async function InvitationPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  return (
    <AuthCard
      title="Únete al equipo"
      intro="Elige la contraseña con la que entrarás a la administración. Solo tú la conocerás."
    >
      <LinkTokenGate
        token={linkToken((await searchParams).token)}
        refusal={
          <>
            <AlertTitle>No se pudo aceptar la invitación.</AlertTitle>
            {MESSAGES.invitationInvalid}
          </>
        }
      >
        {(token) => <ResetPasswordForm token={token} purpose="invitation" />}
      </LinkTokenGate>
    </AuthCard>
  );
}
