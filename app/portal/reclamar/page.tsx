import type { Metadata } from "next";
import { ClaimGestionForm } from "@/components/portal/ClaimGestionForm";
import { PortalPanel } from "@/components/portal/PortalPanel";
import { LinkTokenGate } from "@/components/ui/LinkTokenGate";
import { requireCitizenPage } from "@/lib/citizens/page-guard";
import { MISSING_TOKEN_MESSAGE } from "@/lib/citizens/schema";
import { claimGestionAction } from "@/lib/contact/actions";
import { linkToken } from "@/lib/http/link-token";

export const metadata: Metadata = { title: "Agregar una gestión a tu cuenta" };

/**
 * /portal/reclamar?token=…: the link e-mailed to the sender of a contact message the office made a
 * gestión of without an account. Whoever opens it signs in first (the token survives the sign-in in
 * `next`); the page shows nothing of the gestión until the button joins it to their account.
 */
export default async function ClaimGestionPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const actor = await requireCitizenPage();
  const value = linkToken((await searchParams).token);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Agregar una gestión a tu cuenta</h1>
      <PortalPanel id="reclamar-gestion" title="Tu mensaje a la oficina">
        <LinkTokenGate token={value} refusal={MISSING_TOKEN_MESSAGE}>
          {(token) => (
            <>
              <p>
                La oficina abrió una gestión con un mensaje que se le envió desde su página de
                contacto, y te mandó este enlace al correo de ese mensaje. Agrégala a tu cuenta para
                ver sus respuestas, escribir a la oficina y seguir su estado aquí.
              </p>
              <p className="text-sm text-muted-foreground">
                Se agregará a la cuenta con la que entraste: {actor.name}.
              </p>
              <ClaimGestionForm token={token} action={claimGestionAction} />
            </>
          )}
        </LinkTokenGate>
      </PortalPanel>
    </div>
  );
}
