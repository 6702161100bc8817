import "server-only";
import { db, type Prisma } from "@/lib/db";
import type { CitizenProfile, OwnProfile } from "@/lib/citizens/schema";
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
export async function getOwnProfile(citizenId: number): Promise<OwnProfile | null> {
  const row = await db().citizen.findFirst({
    where: { id: citizenId, deleted_at: null, activo: true },
    select: { ...profileSelect, pending_correo: true, pending_correo_expires_at: true },
  });
  if (!row) return null;
  const { pending_correo, pending_correo_expires_at, ...profile } = row;
  const pending = pending_correo_expires_at && pending_correo_expires_at > new Date();
  return { ...toProfile(profile), correo_pendiente: pending ? pending_correo : null };
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

/** The citizen's profile and gestiones with their public messages (never internal notes) and status events. */
export async function readOwnData(citizenId: number): Promise<CitizenDataExport | null> {
  const profile = await getOwnProfile(citizenId);
  if (!profile) return null;
  const gestiones = await db().gestion.findMany({
    where: { citizen_id: citizenId },
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
  return {
    exportado_en: new Date().toISOString(),
    perfil: profile,
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
