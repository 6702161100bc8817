import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/PageHeading";
import { DeskGestionForm } from "@/components/gestiones/desk/DeskGestionForm";
import { Card, CardContent } from "@/components/ui/Card";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { getGestionMeta } from "@/lib/gestiones/queries";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";

export const metadata: Metadata = { title: "Registrar gestión" };

/**
 * Product.md §B.2: the office files a case someone brought by phone, at the desk, by WhatsApp or by
 * e-mail, for a person it finds or registers here; the case opens its receipt to print.
 */
export default async function DeskGestionPage() {
  await requireAdminPage("gestiones.write");
  const meta = await getGestionMeta();
  return (
    <>
      <PageHeading
        help="registrar-una-gestion-en-ventanilla"
        title="Registrar gestión"
        backHref="/admin/sistema/gestiones"
        backLabel="Volver a gestiones"
      />
      <Card>
        <CardContent>
          {meta.templates.length === 0 ? (
            <p className="text-muted-foreground">{GESTION_MESSAGES.noOptions}</p>
          ) : (
            <DeskGestionForm meta={meta} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
