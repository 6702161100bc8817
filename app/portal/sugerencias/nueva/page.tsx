import type { Metadata } from "next";
import { NewGestionForm } from "@/components/gestiones/NewGestionForm";
import { PortalPanel } from "@/components/portal/PortalPanel";
import { requireCitizenPage } from "@/lib/citizens/page-guard";
import { idSchema } from "@/lib/validation/fields";
import { getGestionMeta } from "@/lib/gestiones/queries";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";

export const metadata: Metadata = { title: "Nueva gestión" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Product.md §C.2, §4: a new request from one of the office's procedures. `?tramite={id}` (the links of
 * the assistant and the site search) comes with that procedure and its category chosen (the form
 * ignores an unknown or inactive one).
 */
export default async function NewGestionPage({ searchParams }: Props) {
  await requireCitizenPage();
  const [meta, { tramite }] = await Promise.all([getGestionMeta(), searchParams]);
  const wanted = idSchema.safeParse(tramite);
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
          <NewGestionForm meta={meta} initialTemplateId={wanted.data} />
        )}
      </PortalPanel>
    </div>
  );
}
