import type { Metadata } from "next";
import { CitizenEditForm } from "@/components/admin/citizens/CitizenEditForm";
import { PageHeading } from "@/components/admin/PageHeading";
import { Alert } from "@/components/ui/Alert";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { CITIZEN_ADMIN_MESSAGES } from "@/lib/citizens/admin-schema";
import { loadCitizen } from "@/lib/citizens/page-load";

export const metadata: Metadata = { title: "Editar ciudadano" };

type Props = { params: Promise<{ id: string }> };

/** Product.md §B.2: the citizen edit, with save and discard-changes confirmations. */
export default async function EditCitizenPage({ params }: Props) {
  const actor = await requireAdminPage("citizens.write");
  const citizen = await loadCitizen(actor, (await params).id);
  return (
    <>
      <PageHeading
        help="ciudadanos"
        title="Editar ciudadano"
        backHref={`/admin/sistema/ciudadanos/${citizen.id}`}
        backLabel="Volver al detalle"
      />
      <p className="-mt-4 mb-6 text-muted-foreground">
        {citizen.nombre} · ID {citizen.id}
      </p>
      {citizen.anonimizado ? (
        <Alert variant="destructive" role="alert">
          {CITIZEN_ADMIN_MESSAGES.anonymised}
        </Alert>
      ) : (
        <CitizenEditForm citizen={citizen} />
      )}
    </>
  );
}
