import { AppError } from "@/lib/errors/app-error";
import { idParams } from "@/lib/validation/fields";
import { getGestionReceipt } from "@/lib/gestiones/receipt";
import { receiptPdf } from "@/lib/gestiones/receipt-pdf";
import { GESTION_MESSAGES } from "@/lib/gestiones/schema";
import { adminRoute } from "@/lib/http/routes";

/** GET /api/portal/admin/gestiones/{id}/comprobante: the gestión's receipt as a PDF, to hand over. */
export const GET = adminRoute(
  { permission: "gestiones.read", params: idParams },
  async ({ actor, params }) => {
    const receipt = await getGestionReceipt(actor, params.id);
    if (!receipt) throw new AppError("NOT_FOUND", GESTION_MESSAGES.notFound);
    const body = await receiptPdf(receipt);
    return new Response(Buffer.from(body), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="comprobante-${receipt.folio}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
