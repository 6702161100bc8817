import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ContactReplyForm } from "@/components/admin/contact/ContactReplyForm";
import { ContactStatusBadge } from "@/components/admin/contact/ContactStatusBadge";
import { ContactToGestion } from "@/components/admin/contact/ContactToGestion";
import { RefreshAfterOpening } from "@/components/admin/contact/RefreshAfterOpening";
import { DetailSection } from "@/components/admin/DetailSection";
import { PageHeading } from "@/components/admin/PageHeading";
import { requestIp } from "@/lib/security/client-address";
import { requireAdminPage } from "@/lib/admins/page-guard";
import { can } from "@/lib/auth/permissions";
import type { AdminActor } from "@/lib/auth/sessions";
import { matchContactSender } from "@/lib/contact/convert-service";
import type { ContactDetail } from "@/lib/contact/admin-queries";
import { openContactMessage } from "@/lib/contact/inbox-service";
import { AppError } from "@/lib/errors/app-error";
import { idSchema } from "@/lib/validation/fields";
import { formatDateTime } from "@/lib/format/display";
import { getGestionMeta } from "@/lib/gestiones/queries";
import { ACCOUNT_GAP_REASONS, NO_ACCOUNT } from "@/lib/gestiones/unclaimed";

export const metadata: Metadata = { title: "Mensaje de contacto" };

type Props = { params: Promise<{ id: string }> };

/** Opens the message: a new one is marked read (audited). Unknown ids are a 404. */
async function open(rawId: string) {
  const actor = await requireAdminPage("contact.manage");
  const id = idSchema.safeParse(rawId);
  if (!id.success) notFound();
  try {
    return { actor, ...(await openContactMessage(actor, id.data, await requestIp())) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

/** A gestión made without an account: why, and what became of the link to claim it. */
function ClaimState({ item }: { item: ContactDetail }) {
  if (!item.sin_cuenta_motivo) return null;
  const owner = item.gestion?.citizen;
  return (
    <div className="mt-2 flex flex-col gap-1 text-sm">
      <p>
        <span className="font-medium">{NO_ACCOUNT}: </span>
        {ACCOUNT_GAP_REASONS[item.sin_cuenta_motivo]}
      </p>
      <p>
        {item.reclamado_at && owner
          ? `La persona la agregó a su cuenta (${owner.primer_nombre} ${owner.primer_apellido}) el ${formatDateTime(item.reclamado_at)} con el enlace que se le envió.`
          : item.reclamo_expira_at &&
            `Se envió a ${item.email} un enlace para agregarla a su cuenta, válido hasta el ${formatDateTime(item.reclamo_expira_at)}.`}
      </p>
    </div>
  );
}

/**
 * What became of the message: the gestión made of it, the invitation sent, or the choice between
 * the two for whoever may also file gestiones.
 */
async function GestionSection({ actor, item }: { actor: AdminActor; item: ContactDetail }) {
  if (item.gestion) {
    return (
      <>
        <p>
          Convertido en la gestión{" "}
          <Link
            href={`/admin/sistema/gestiones/${item.gestion.id}`}
            className="text-primary underline"
          >
            {item.gestion.folio}
          </Link>
          {item.convertido_at && ` el ${formatDateTime(item.convertido_at)}`}.
        </p>
        <ClaimState item={item} />
      </>
    );
  }
  if (item.invitado_at) {
    return (
      <p>
        Se invitó a la persona a registrarse
        {item.invitadoTemplate && ` para el trámite «${item.invitadoTemplate.nombre}»`} el{" "}
        {formatDateTime(item.invitado_at)}.
      </p>
    );
  }
  if (!can(actor, "gestiones.write")) {
    return <p className="text-sm text-muted-foreground">Aún no se ha convertido en gestión.</p>;
  }
  const [match, meta] = await Promise.all([matchContactSender(actor, item.id), getGestionMeta()]);
  const categories = new Map(meta.categorias.map((categoria) => [categoria.id, categoria.nombre]));
  const procedures = meta.templates.map((template) => ({
    value: String(template.id),
    label: `${categories.get(template.categoria_id)} › ${template.nombre}`,
  }));
  return (
    <ContactToGestion
      id={item.id}
      citizen={match.citizen?.nombre ?? null}
      motivo={match.motivo}
      procedures={procedures}
    />
  );
}

/** docs/decisions/0008-product-gaps.md: the whole message and its sender, and the reply by e-mail (or the reply sent). */
export default async function ContactMessagePage({ params }: Props) {
  const { actor, item, marcado_leido } = await open((await params).id);
  const sender: [string, ReactNode][] = [
    ["Referencia", item.referencia ?? "—"],
    ["Nombre", item.nombre],
    [
      "Correo",
      <a key="correo" href={`mailto:${item.email}`} className="text-primary underline">
        {item.email}
      </a>,
    ],
    ["Teléfono", item.telefono ?? "—"],
    ["DPI", item.dpi ?? "—"],
    ["Municipio", item.municipio ?? "—"],
    ["Respuesta por", "Correo electrónico"],
  ];
  return (
    <>
      {marcado_leido && <RefreshAfterOpening />}
      <PageHeading
        help="mensajes-de-contacto"
        title={`Mensaje de ${item.nombre}`}
        backHref="/admin/sistema/contacto"
        backLabel="Volver a contacto"
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailSection id="mensaje" title="Mensaje">
            <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
              <ContactStatusBadge estado={item.estado} />
              <span>Tema: {item.tema}</span>
              <span className="text-muted-foreground">
                Recibido el {formatDateTime(item.created_at)}
              </span>
            </div>
            <p className="break-words whitespace-pre-line">{item.mensaje}</p>
          </DetailSection>
          <DetailSection id="gestion" title="Gestión">
            <GestionSection actor={actor} item={item} />
          </DetailSection>
          <DetailSection id="respuesta" title="Respuesta">
            {item.respuesta ? (
              <>
                <p className="mb-2 text-sm text-muted-foreground">
                  Enviada a {item.email}
                  {item.respondido_at && ` el ${formatDateTime(item.respondido_at)}`}
                </p>
                <p className="break-words whitespace-pre-line">{item.respuesta}</p>
              </>
            ) : (
              <ContactReplyForm id={item.id} email={item.email} />
            )}
          </DetailSection>
        </div>
        <DetailSection id="remitente" title="Remitente">
          <dl className="flex flex-col gap-1 text-sm">
            {sender.map(([label, value]) => (
              <div key={label}>
                <dt className="inline font-medium">{label}: </dt>
                <dd className="inline break-all">{value}</dd>
              </div>
            ))}
          </dl>
        </DetailSection>
      </div>
    </>
  );
}
