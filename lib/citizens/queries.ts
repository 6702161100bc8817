import "server-only";
import { requireCitizen } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db, type Prisma } from "@/lib/db";
import type { CitizenProfile, OwnProfile } from "@/lib/citizens/profile-schema";
import { locationOf, locationSelect } from "@/lib/gestiones/mappers";
import type { GestionLocation } from "@/lib/gestiones/schema";

/** The fields of an account its owner and the office may read (never the password hash). */
export const profileSelect = {
  id: true,
  primer_nombre: true,
  segundo_nombre: true,
  tercer_nombre: true,
  primer_apellido: true,
  segundo_apellido: true,
  dpi: true,
  correo: true,
  telefono: true,
  departamento: true,
  municipio: true,
  created_at: true,
} satisfies Prisma.CitizenSelect;

type ProfileRow = Prisma.CitizenGetPayload<{ select: typeof profileSelect }>;

const toProfile = (row: ProfileRow): CitizenProfile => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

/** A live (not deleted, active) citizen account, as its owner sees it, with a pending new e-mail. */
export async function getOwnProfile(actor: Actor | null): Promise<OwnProfile | null> {
  const citizen = requireCitizen(actor);
  const row = await db().citizen.findFirst({
    where: { id: citizen.id, deleted_at: null, activo: true },
    select: {
      ...profileSelect,
      pending_correo: true,
      pending_correo_expires_at: true,
      correo_confirmado_at: true,
    },
  });
  if (!row) return null;
  const { pending_correo, pending_correo_expires_at, correo_confirmado_at, ...profile } = row;
  // The account's own address waiting for its link is not a new one.
  const pending =
    pending_correo !== profile.correo &&
    pending_correo_expires_at &&
    pending_correo_expires_at > new Date();
  return {
    ...toProfile(profile),
    correo_pendiente: pending ? pending_correo : null,
    correo_confirmado: correo_confirmado_at !== null,
  };
}

/** Whether some account (active or not) holds this DPI. Deleted accounts hold none. */
export async function isDpiRegistered(dpi: string): Promise<boolean> {
  return (await db().citizen.count({ where: { dpi } })) > 0;
}

/** Whether some account (active or not) holds this e-mail address. */
export async function isEmailRegistered(correo: string): Promise<boolean> {
  return (await db().citizen.count({ where: { correo } })) > 0;
}

/** Everything the office keeps about a citizen, as the citizen may download it. */
export interface CitizenDataExport {
  exportado_en: string;
  perfil: CitizenProfile;
  /** How the office reaches them: the proven number, the channel chosen, the channels stopped. */
  canales: {
    movil: string | null;
    canal_preferido: string | null;
    whatsapp_detenido_en: string | null;
    sms_detenido_en: string | null;
    ultimo_whatsapp_recibido_en: string | null;
  };
  /** Every message sent to them, on any channel, with its delivery (codes and links never). */
  mensajes_enviados: {
    canal: string;
    destino: string;
    asunto: string;
    texto: string;
    estado: string;
    gestion_folio: string | null;
    creado_en: string;
    enviado_en: string | null;
    entregado_en: string | null;
    leido_en: string | null;
  }[];
  /** The verification codes sent to their number or address (never the code itself). */
  codigos: {
    canal: string;
    destino: string;
    proposito: string;
    creado_en: string;
    vence_en: string;
    usado_en: string | null;
  }[];
  gestiones: {
    id: number;
    folio: string;
    titulo: string;
    descripcion: string | null;
    categoria: string;
    procedimiento: string | null;
    data: Prisma.JsonValue;
    status: string;
    canal_origen: string;
    /** Where the problem is, when the citizen shared it. */
    ubicacion: GestionLocation | null;
    created_at: string;
    last_activity_at: string;
    mensajes: {
      id: number;
      author_type: "citizen" | "admin";
      body: string;
      /** How a message of theirs arrived: null from the portal, else "whatsapp" or "sms". */
      canal: string | null;
      created_at: string;
      adjuntos: { original: string; mimetype: string; size_bytes: number }[];
    }[];
    estados: {
      from_status: string | null;
      to_status: string;
      comment: string | null;
      created_at: string;
    }[];
  }[];
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The addresses a citizen's messages and codes went to: their e-mail and their number. */
export const ownDestinations = (row: { correo: string | null; movil: string | null }) =>
  [row.correo, row.movil].filter((value): value is string => value !== null);

/** The citizen's channels, and the messages and codes sent to them, for their download. */
async function ownChannelRecords(
  citizenId: number,
): Promise<Pick<CitizenDataExport, "canales" | "codigos" | "mensajes_enviados">> {
  const citizen = await db().citizen.findUniqueOrThrow({
    where: { id: citizenId },
    select: {
      correo: true,
      movil: true,
      canal_preferido: true,
      whatsapp_baja_at: true,
      sms_baja_at: true,
      whatsapp_entrante_at: true,
    },
  });
  const to = ownDestinations(citizen);
  const [messages, codes] = await Promise.all([
    db().emailOutbox.findMany({
      where: { OR: [{ citizen_id: citizenId }, { to: { in: to } }] },
      orderBy: { id: "asc" },
      select: {
        channel: true,
        to: true,
        subject: true,
        text: true,
        status: true,
        created_at: true,
        sent_at: true,
        delivered_at: true,
        read_at: true,
        gestion: { select: { folio: true } },
      },
    }),
    db().phoneCode.findMany({
      where: { OR: [{ citizen_id: citizenId }, { telefono: { in: to } }] },
      orderBy: { id: "asc" },
      select: {
        channel: true,
        telefono: true,
        purpose: true,
        created_at: true,
        expires_at: true,
        used_at: true,
      },
    }),
  ]);
  return {
    canales: {
      movil: citizen.movil,
      canal_preferido: citizen.canal_preferido,
      whatsapp_detenido_en: iso(citizen.whatsapp_baja_at),
      sms_detenido_en: iso(citizen.sms_baja_at),
      ultimo_whatsapp_recibido_en: iso(citizen.whatsapp_entrante_at),
    },
    codigos: codes.map((code) => ({
      canal: code.channel,
      destino: code.telefono,
      proposito: code.purpose,
      creado_en: code.created_at.toISOString(),
      vence_en: code.expires_at.toISOString(),
      usado_en: iso(code.used_at),
    })),
    // The text as stored: a code or a link is sealed apart and never written here.
    mensajes_enviados: messages.map((message) => ({
      canal: message.channel,
      destino: message.to,
      asunto: message.subject,
      texto: message.text,
      estado: message.status,
      gestion_folio: message.gestion?.folio ?? null,
      creado_en: message.created_at.toISOString(),
      enviado_en: iso(message.sent_at),
      entregado_en: iso(message.delivered_at),
      leido_en: iso(message.read_at),
    })),
  };
}

/** The citizen's profile and gestiones with their public messages (never internal notes) and status events. */
export async function readOwnData(actor: Actor | null): Promise<CitizenDataExport | null> {
  const profile = await getOwnProfile(actor);
  if (!profile) return null;
  const gestiones = await db().gestion.findMany({
    where: { citizen_id: profile.id },
    orderBy: { created_at: "asc" },
    select: {
      id: true,
      folio: true,
      titulo: true,
      descripcion: true,
      data: true,
      status: true,
      canal_origen: true,
      ...locationSelect,
      created_at: true,
      last_activity_at: true,
      categoria: { select: { nombre: true } },
      template: { select: { nombre: true } },
      messages: {
        where: { is_internal: false },
        orderBy: { created_at: "asc" },
        select: {
          id: true,
          author_type: true,
          body: true,
          canal: true,
          created_at: true,
          attachments: { select: { original: true, mimetype: true, size_bytes: true } },
        },
      },
      statusEvents: {
        orderBy: { created_at: "asc" },
        select: { from_status: true, to_status: true, comment: true, created_at: true },
      },
    },
  });
  const channels = await ownChannelRecords(profile.id);
  return {
    exportado_en: new Date().toISOString(),
    perfil: profile,
    ...channels,
    gestiones: gestiones.map(
      ({
        categoria,
        template,
        messages,
        statusEvents,
        latitud,
        longitud,
        precision_m,
        ...gestion
      }) => ({
        ...gestion,
        ubicacion: locationOf({ latitud, longitud, precision_m }),
        categoria: categoria.nombre,
        procedimiento: template?.nombre ?? null,
        created_at: gestion.created_at.toISOString(),
        last_activity_at: gestion.last_activity_at.toISOString(),
        mensajes: messages.map(({ attachments, ...message }) => ({
          ...message,
          author_type: message.author_type === "staff" ? "admin" : "citizen",
          created_at: message.created_at.toISOString(),
          adjuntos: attachments,
        })),
        estados: statusEvents.map((event) => ({
          ...event,
          created_at: event.created_at.toISOString(),
        })),
      }),
    ),
  };
}
