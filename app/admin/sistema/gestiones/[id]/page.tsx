import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DetailSection } from "@/components/admin/DetailSection";
import { PageHeading } from "@/components/admin/PageHeading";
import { AssigneeSelect } from "@/components/gestiones/AssigneeSelect";
import { AttachmentList } from "@/components/gestiones/AttachmentList";
import { ReplyForm } from "@/components/gestiones/ReplyForm";
import { StatusChangeForm } from "@/components/gestiones/StatusChangeForm";
import { OverdueBadge, StatusBadge } from "@/components/gestiones/StatusBadge";
import { Timeline } from "@/components/gestiones/Timeline";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { idSchema } from "@/lib/fields";
import { formatDate, formatDateTime } from "@/lib/format";
import {
  getGestionCatalog,
  getGestionForOffice,
  listAssignees,
  listGestionAttachments,
  officeTimeline,
  type Notification,
} from "@/lib/gestiones/admin-queries";
import { markSeenByOffice } from "@/lib/gestiones/reads";

export const metadata: Metadata = { title: "Detalle de gestión" };

type Props = { params: Promise<{ id: string }> };

const STATES: Record<Notification["state"], string> = {
  queued: "En cola",
  sent: "Enviado",
  failed: "Falló",
  retried: "Reintentando",
};

/** Spec 02 §2: header with the SLA, conversation, attachments, citizen data, assignee and status. */
export default async function GestionOfficePage({ params }: Props) {
  const actor = await requireAdminPage("gestiones.read");
  const id = idSchema.safeParse((await params).id);
  const item = id.success ? await getGestionForOffice(id.data) : null;
  if (!item) notFound();
  const [timeline, attachments, catalog, assignees] = await Promise.all([
    officeTimeline(item.id),
    listGestionAttachments(item.id),
    getGestionCatalog(),
    listAssignees(),
  ]);
  // Whoever in the office opens it has read the citizen's messages: the list's mark goes away.
  await markSeenByOffice(actor, item.id);
  const feedback = timeline.filter((entry) => entry.item_type === "feedback").at(-1);

  return (
    <>
      <PageHeading
        title={item.titulo}
        backHref="/admin/sistema/gestiones"
        backLabel="Volver a gestiones"
      />
      <div className="mb-6 flex flex-col gap-2 rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm text-muted-foreground">Folio {item.folio}</span>
          <StatusBadge status={item.status} />
          {item.vencida && <OverdueBadge />}
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="inline font-medium">Categoría: </dt>
            <dd className="inline">{item.categoria}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Trámite: </dt>
            <dd className="inline">{item.procedimiento ?? "—"}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Creada: </dt>
            <dd className="inline">{formatDateTime(item.created_at)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Última actividad: </dt>
            <dd className="inline">{formatDateTime(item.last_activity_at)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Respuesta esperada antes del: </dt>
            <dd className="inline">{item.sla_due_at ? formatDate(item.sla_due_at) : "—"}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Canal: </dt>
            <dd className="inline">{item.canal_origen}</dd>
          </div>
        </dl>
        {feedback?.item_type === "feedback" && (
          <p className="text-sm">
            <span className="font-medium">Opinión del ciudadano: </span>
            {feedback.payload.resolved
              ? "la respuesta resolvió el problema"
              : "la respuesta no resolvió el problema"}
            {feedback.payload.comment ? ` — «${feedback.payload.comment}»` : ""}
          </p>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
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
          <DetailSection id="detalle-responder" title="Responder o anotar">
            <ReplyForm url={`/api/portal/admin/gestiones/${item.id}/messages`} audience="office" />
          </DetailSection>
          <DetailSection id="detalle-adjuntos" title="Adjuntos">
            {attachments.length ? (
              <AttachmentList items={attachments} />
            ) : (
              <p className="text-muted-foreground">Sin adjuntos.</p>
            )}
          </DetailSection>
        </div>
        <div className="flex flex-col gap-6">
          <DetailSection id="detalle-ciudadano" title="Ciudadano">
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
          </DetailSection>
          <DetailSection id="detalle-estado" title="Estado y responsable">
            <div className="flex flex-col gap-5">
              <AssigneeSelect
                gestionId={item.id}
                current={item.asignado?.id ?? null}
                assignees={assignees}
              />
              <StatusChangeForm
                gestionId={item.id}
                current={item.status}
                presets={catalog.presets.filter((preset) => preset.activo)}
              />
            </div>
          </DetailSection>
          <DetailSection id="detalle-notificaciones" title="Correos al ciudadano">
            {item.notificaciones.length === 0 ? (
              <p className="text-sm text-muted-foreground">Sin correos enviados.</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {item.notificaciones.map((email) => (
                  <li key={email.id} className="flex flex-col">
                    <span className="font-medium">{email.subject}</span>
                    <span className="text-muted-foreground">
                      {STATES[email.state]} · {formatDateTime(email.sent_at ?? email.created_at)}
                      {email.attempts > 1 ? ` · ${email.attempts} intentos` : ""}
                    </span>
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
