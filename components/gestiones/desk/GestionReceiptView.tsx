import { followUpLines, type GestionReceipt } from "@/lib/gestiones/receipt";
import { formatDate, formatDateTime } from "@/lib/format/display";

/** The receipt the desk hands over: what was filed, by when, and how to follow it. */
export function GestionReceiptView({ receipt }: { receipt: GestionReceipt }) {
  const { qr } = receipt.seguimiento;
  return (
    <article
      data-receipt
      aria-labelledby="comprobante-titulo"
      className="mx-auto flex max-w-2xl flex-col gap-5 rounded-lg border border-border bg-white p-5 text-foreground sm:p-8"
    >
      <header className="flex flex-col gap-1 border-b border-border pb-4">
        {receipt.oficina.nombre && <p className="font-semibold">{receipt.oficina.nombre}</p>}
        {receipt.oficina.cargo && (
          <p className="text-sm text-muted-foreground">{receipt.oficina.cargo}</p>
        )}
        <h2 id="comprobante-titulo" className="mt-2 text-2xl font-bold">
          Comprobante de gestión
        </h2>
      </header>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Folio</dt>
        <dd className="font-mono text-xl font-bold">{receipt.folio}</dd>
        {receipt.ciudadano && (
          <>
            <dt className="font-medium">Persona</dt>
            <dd>{receipt.ciudadano}</dd>
          </>
        )}
        <dt className="font-medium">Trámite</dt>
        <dd>
          {receipt.procedimiento} ({receipt.categoria})
        </dd>
        <dt className="font-medium">Recibida</dt>
        <dd>
          {formatDateTime(receipt.created_at)} · {receipt.canal}
        </dd>
        <dt className="font-medium">Fecha prometida de respuesta</dt>
        <dd>{receipt.sla_due_at ? formatDate(receipt.sla_due_at) : "Sin fecha"}</dd>
      </dl>
      <section aria-labelledby="comprobante-seguimiento" className="flex flex-col gap-3">
        <h3 id="comprobante-seguimiento" className="text-lg font-semibold">
          Cómo darle seguimiento
        </h3>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <svg
            role="img"
            aria-label={`Código QR de la gestión ${receipt.folio}`}
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            className="size-40 shrink-0 bg-white"
            shapeRendering="crispEdges"
          >
            <path d={qr.path} fill="#000" />
          </svg>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm break-words">
            {followUpLines(receipt).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
