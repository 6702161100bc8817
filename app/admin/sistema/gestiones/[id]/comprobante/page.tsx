import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Download } from "lucide-react";
import { PageHeading } from "@/components/admin/PageHeading";
import { GestionReceiptView } from "@/components/gestiones/desk/GestionReceiptView";
import { PrintButton } from "@/components/gestiones/desk/PrintButton";
import { buttonVariants } from "@/components/ui/Button";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { idSchema } from "@/lib/validation/fields";
import { receiptPdfPath } from "@/lib/gestiones/paths";
import { getGestionReceipt } from "@/lib/gestiones/receipt";

export const metadata: Metadata = { title: "Comprobante de gestión" };

type Props = { params: Promise<{ id: string }> };

/** Product.md §B.2: the receipt the desk prints or hands over as a PDF. */
export default async function GestionReceiptPage({ params }: Props) {
  const actor = await requireAdminPage("gestiones.read");
  const id = idSchema.safeParse((await params).id);
  const receipt = id.success ? await getGestionReceipt(actor, id.data) : null;
  if (!receipt) notFound();
  return (
    <>
      <div data-print-hidden>
        <PageHeading
          help="registrar-una-gestion-en-ventanilla"
          title={`Comprobante ${receipt.folio}`}
          backHref={`/admin/sistema/gestiones/${receipt.id}`}
          backLabel="Volver a la gestión"
        >
          <PrintButton />
          <Link
            href={receiptPdfPath(receipt.id)}
            className={buttonVariants({ variant: "outline" })}
            prefetch={false}
          >
            <Download aria-hidden />
            Descargar PDF
          </Link>
        </PageHeading>
      </div>
      <GestionReceiptView receipt={receipt} />
    </>
  );
}
