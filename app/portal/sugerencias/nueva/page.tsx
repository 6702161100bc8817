import type { Metadata } from "next";
import { NewGestionForm } from "@/components/gestiones/NewGestionForm";
import { PortalPanel } from "@/components/portal/PortalPanel";
import { requireCitizenPage } from "@/lib/citizens/page-guard";
import { getGestionMeta } from "@/lib/gestiones/queries";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";

export const metadata: Metadata = { title: "Nueva gestión" };

/** Spec 03 §2, §4: a new request from one of the office's procedures. */
export default async function NewGestionPage() {
  await requireCitizenPage();
  const meta = await getGestionMeta();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Nueva gestión</h1>
        <p className="text-muted-foreground">
          Elige el trámite, completa sus datos y te daremos un folio para darle seguimiento.
        </p>
      </header>
      <PortalPanel id="nueva-gestion" title="Tu solicitud">
        {meta.templates.length === 0 ? (
          <p className="text-muted-foreground">{GESTION_MESSAGES.noOptions}</p>
        ) : (
          <NewGestionForm meta={meta} />
        )}
      </PortalPanel>
    </div>
  );
}
