import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DetailSection } from "@/components/admin/DetailSection";
import { PageHeading } from "@/components/admin/PageHeading";
import { AssigneeSelect } from "@/components/gestiones/AssigneeSelect";
import { AttachmentList } from "@/components/gestiones/AttachmentList";
import { ReplyForm } from "@/components/gestiones/ReplyForm";
import { StatusChangeForm } from "@/components/gestiones/StatusChangeForm";
import { ActionJumpLinks } from "@/components/gestiones/ActionJumpLinks";
import { OverdueBadge, StatusBadge } from "@/components/gestiones/StatusBadge";
import { Timeline } from "@/components/gestiones/Timeline";
import { UnclaimedNotice } from "@/components/gestiones/UnclaimedNotice";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { idSchema } from "@/lib/validation/fields";
import { describeLocation, openStreetMapUrl } from "@/lib/gestiones/location";
import { channelLabel } from "@/lib/gestiones/origin-channels";
import { formatDate, formatDateTime } from "@/lib/format/display";
import { getGestionCatalog, getGestionForOffice, listAssignees, listGestionAttachments, officeTimeline } from "@/lib/gestiones/admin-queries";
import { type Notification } from "@/lib/gestiones/dto";
import { markSeenByOffice } from "@/lib/gestiones/reads";

export const metadata: Metadata = { title: "Detalle de gestión" };

type Props = { params: Promise<{ id: string }> };

const STATES: Record<Notification["state"], string> = {
  queued: "En cola",
  sent: "Enviado",
  delivered: "Entregado",
  read: "Leído",
  failed: "Falló",
  retried: "Reintentando",
};

const CHANNELS: Record<Notification["channel"], string> = {
  email: "Correo",
  whatsapp: "WhatsApp",
  sms: "SMS",
};

/**
 * Product.md §B.2: header with the SLA, the case (who, what, where, attachments, conversation), then
 * the assignee and status, a reply to the citizen and an internal note as two separate forms. On a
 * phone, links under the heading jump to those actions; nothing fixed covers the screen.
 */
export default async function GestionOfficePage({ params }: Props) {
  const actor = await requireAdminPage("gestiones.read");
  const id = idSchema.safeParse((await params).id);
  const item = id.success ? await getGestionForOffice(actor, id.data) : null;
  if (!item) notFound();
  const [timeline, attachments, catalog, assignees] = await Promise.all([
    officeTimeline(actor, item.id),
    listGestionAttachments(actor, item.id),
    getGestionCatalog(actor),
    listAssignees(actor),
  ]);
  // Whoever in the office opens it has read the citizen's messages: the list's mark goes away.
  await markSeenByOffice(actor, item.id);
  const feedback = timeline.filter((entry) => entry.item_type === "feedback").at(-1);
  const messagesUrl = `/api/portal/admin/gestiones/${item.id}/messages`;

  return (
    <>
      <PageHeading
        help="atender-una-gestion"
        title={item.titulo}
        backHref="/admin/sistema/gestiones"
        backLabel="Volver a gestiones"
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm text-muted-foreground">Folio {item.folio}</span>
        <StatusBadge status={item.status} />
        {item.vencida && <OverdueBadge days={item.dias_vencida} />}
      </div>
      <ActionJumpLinks />

      {/* The case first — who, what, where, its files — then what the office does with it: on a
          phone one column in this order, from lg on the case beside the actions. Document order
          is the order on screen, so focus and reading follow it. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-2 rounded-lg border border-border bg-white p-4 text-sm shadow-sm sm:p-5">
            <dl className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {(
                [
                  ["Categoría", item.categoria],
                  ["Trámite", item.procedimiento ?? "—"],
                  ["Creada", formatDateTime(item.created_at)],
                  ["Última actividad", formatDateTime(item.last_activity_at)],
                  [
                    "Respuesta esperada antes del",
                    item.sla_due_at ? formatDate(item.sla_due_at) : "—",
                  ],
                  ["Llegó por", channelLabel(item.canal_origen)],
                  [
                    "Ubicación",
                    item.ubicacion ? (
                      <>
                        {describeLocation(item.ubicacion)}{" "}
                        <a
                          href={openStreetMapUrl(item.ubicacion)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex min-h-11 items-center text-primary underline sm:min-h-0"
                        >
                          Abrir en el mapa
                          <span className="sr-only"> (OpenStreetMap, en una pestaña nueva)</span>
                        </a>
                      </>
                    ) : (
                      "No indicada"
                    ),
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="inline font-medium">{label}: </dt>
                  <dd className="inline">{value}</dd>
                </div>
              ))}
            </dl>
            {feedback?.item_type === "feedback" && (
              <p>
                <span className="font-medium">Opinión del ciudadano: </span>
                {feedback.payload.resolved
                  ? "la respuesta resolvió el problema"
                  : "la respuesta no resolvió el problema"}
                {feedback.payload.comment ? ` — «${feedback.payload.comment}»` : ""}
              </p>
            )}
          </div>
          <DetailSection id="detalle-ciudadano" title="Ciudadano">
            {item.ciudadano ? (
              <dl className="flex flex-col gap-1 text-sm">
                {(
                  [
                    ["Nombre", item.ciudadano.nombre],
                    ["DPI", item.ciudadano.dpi],
                    ["Correo", item.ciudadano.correo],
                    ["Teléfono", item.ciudadano.telefono],
                    ["Departamento", item.ciudadano.departamento],
                    ["Municipio", item.ciudadano.municipio],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt className="inline font-medium">{label}: </dt>
                    <dd className="inline break-all">{value ?? "—"}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              item.sin_cuenta && <UnclaimedNotice {...item.sin_cuenta} />
            )}
          </DetailSection>
          {item.respuestas.length > 0 && (
            <DetailSection id="detalle-datos" title="Datos enviados">
              <dl className="flex flex-col gap-2">
                {item.respuestas.map((answer) => (
                  <div key={answer.label}>
                    <dt className="text-sm font-medium">{answer.label}</dt>
                    <dd className="whitespace-pre-line">{answer.value}</dd>
                  </div>
                ))}
              </dl>
            </DetailSection>
          )}
          <DetailSection id="detalle-conversacion" title="Conversación">
            <Timeline items={timeline} audience="office" />
          </DetailSection>
          <DetailSection id="detalle-adjuntos" title="Adjuntos">
            {attachments.length ? (
              <AttachmentList items={attachments} />
            ) : (
              <p className="text-muted-foreground">Sin adjuntos.</p>
            )}
          </DetailSection>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <DetailSection id="detalle-estado" title="Estado y responsable" className="scroll-mt-4">
            <div className="flex flex-col gap-5">
              <StatusChangeForm
                gestionId={item.id}
                current={item.status}
                presets={catalog.presets.filter((preset) => preset.activo)}
              />
              <AssigneeSelect
                gestionId={item.id}
                current={item.asignado?.id ?? null}
                assignees={assignees}
              />
            </div>
          </DetailSection>
          <DetailSection
            id="detalle-responder"
            title="Responder al ciudadano"
            className="scroll-mt-4"
          >
            <ReplyForm url={messagesUrl} kind="reply" />
          </DetailSection>
          <DetailSection id="detalle-nota" title="Nota interna" className="scroll-mt-4">
            <ReplyForm url={messagesUrl} kind="note" />
          </DetailSection>
          <DetailSection id="detalle-notificaciones" title="Mensajes al ciudadano">
            {item.notificaciones.length === 0 ? (
              <p className="text-sm text-muted-foreground">Sin mensajes enviados.</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {item.notificaciones.map((email) => (
                  <li key={email.id} className="flex flex-col">
                    <span className="font-medium">{email.subject}</span>
                    <span className="text-muted-foreground">
                      {CHANNELS[email.channel]} · {STATES[email.state]} ·{" "}
                      {formatDateTime(email.sent_at ?? email.created_at)}
                      {email.attempts > 1 ? ` · ${email.attempts} intentos` : ""}
                    </span>
                    {email.state === "failed" && email.last_error ? (
                      <span className="text-destructive">{email.last_error}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>
      </div>
    </>
  );
}
