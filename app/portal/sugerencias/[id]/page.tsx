import type { Metadata } from "next";
import { describeLocation } from "@/lib/gestiones/location";
import { notFound } from "next/navigation";
import { ReplyForm } from "@/components/gestiones/ReplyForm";
import { ResolutionActions } from "@/components/gestiones/ResolutionActions";
import { OverdueBadge, StatusBadge } from "@/components/gestiones/StatusBadge";
import { Timeline, newSince } from "@/components/gestiones/Timeline";
import { BackLink } from "@/components/public/BackLink";
import { PortalPanel } from "@/components/portal/PortalPanel";
import { requireCitizenPage } from "@/lib/citizens/page-guard";
import { idSchema } from "@/lib/validation/fields";
import { formatDate, formatDateTime } from "@/lib/format/display";
import { getOwnGestion } from "@/lib/gestiones/queries";
import { markSeenByCitizen } from "@/lib/gestiones/reads";

export const metadata: Metadata = { title: "Detalle de la gestión" };

type Props = { params: Promise<{ id: string }> };

/**
 * Product.md §C.2: one of the citizen's gestiones — header, what the office did since their last visit
 * (newest first, right under the header), history and the reply form. Opening it clears its mark.
 */
export default async function GestionDetailPage({ params }: Props) {
  const citizen = await requireCitizenPage();
  const id = idSchema.safeParse((await params).id);
  const detail = id.success ? await getOwnGestion(citizen, id.data) : null;
  if (!detail) notFound();
  const { header, timeline } = detail;
  const lastSeen = await markSeenByCitizen(citizen, header.id);
  const news = lastSeen ? newSince(timeline, "citizen", lastSeen.toISOString()) : [];

  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/portal/sugerencias">Volver a mis gestiones</BackLink>
      <header className="flex flex-col gap-2 rounded-lg border border-border bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm text-muted-foreground">Folio {header.folio}</span>
          <StatusBadge status={header.status} />
          {header.vencida && <OverdueBadge days={header.dias_vencida} />}
        </div>
        <h1 className="text-2xl font-bold sm:text-3xl">{header.titulo}</h1>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">Categoría: </dt>
            <dd className="inline">{header.categoria}</dd>
          </div>
          {header.procedimiento && (
            <div>
              <dt className="inline font-medium">Trámite: </dt>
              <dd className="inline">{header.procedimiento}</dd>
            </div>
          )}
          <div>
            <dt className="inline font-medium">Creada: </dt>
            <dd className="inline">{formatDateTime(header.created_at)}</dd>
          </div>
        </dl>
        {header.sla_due_at && (
          <p className="font-medium text-primary">
            Respuesta esperada antes del {formatDate(header.sla_due_at)}
          </p>
        )}
      </header>

      {news.length > 0 && (
        <PortalPanel
          id="gestion-novedades"
          title="Novedades desde tu última visita"
          className="border-2 border-primary"
        >
          <Timeline items={news} audience="citizen" label="Novedades, la más reciente primero" />
        </PortalPanel>
      )}

      {(header.respuestas.length > 0 || header.ubicacion) && (
        <PortalPanel id="gestion-datos" title="Datos enviados">
          <dl className="flex flex-col gap-2">
            {header.respuestas.map((answer) => (
              <div key={answer.label}>
                <dt className="text-sm font-medium">{answer.label}</dt>
                <dd className="whitespace-pre-line">{answer.value}</dd>
              </div>
            ))}
            {header.ubicacion && (
              <div>
                <dt className="text-sm font-medium">Ubicación</dt>
                <dd>
                  Compartiste tu ubicación con esta gestión: {describeLocation(header.ubicacion)}.
                </dd>
              </div>
            )}
          </dl>
        </PortalPanel>
      )}

      <PortalPanel id="gestion-historial" title="Historial">
        <Timeline items={timeline} audience="citizen" />
      </PortalPanel>

      {(header.puede_opinar || header.puede_reabrir) && (
        <PortalPanel id="gestion-resolucion" title="Tu opinión">
          <ResolutionActions
            gestionId={header.id}
            canGiveFeedback={header.puede_opinar}
            canReopen={header.puede_reabrir}
          />
        </PortalPanel>
      )}

      <PortalPanel id="gestion-responder" title="Responder">
        <ReplyForm url={`/api/portal/gestiones/${header.id}/mensajes`} kind="citizen" />
      </PortalPanel>
    </div>
  );
}
