import type { TemplateField } from "@/lib/gestiones/catalog-schema";
import type { GestionLocation } from "@/lib/gestiones/schema";
import type { KeysetMeta } from "@/lib/lists/cursor";

// What the gestiones module answers: plain, client-safe types the screens render and the REST
// bodies carry (field names of product.md §C.3 and §B.3). Built by the server-side mappers in
// mappers.ts; a citizen's types never carry internal notes or another citizen's data.

export interface GestionListItem {
  id: number;
  folio: string;
  titulo: string;
  status: string;
  categoria: string;
  procedimiento: string | null;
  sla_due_at: string | null;
  last_activity_at: string;
  created_at: string;
  /** Its clock runs (open, not waiting on the citizen) and it is past its due time. */
  vencida: boolean;
  /** How many working days it is late (null when it is not overdue). */
  dias_vencida: number | null;
  /** While in 'Información pendiente': since when the office waits on the citizen (clock stopped). */
  esperando_desde: string | null;
}

export interface AttachmentItem {
  id: number;
  original: string;
  mimetype: string;
  size_bytes: number;
  /** Served by the authorizing route: only the gestión's citizen and the office can read it. */
  url: string;
  public_id: string;
  created_at: string;
}

export type TimelineItem =
  | {
      item_type: "message";
      item_id: number;
      occurred_at: string;
      payload: {
        body: string;
        author_type: "citizen" | "admin";
        author_name: string | null;
        is_internal: boolean;
        attachments: AttachmentItem[];
      };
    }
  | {
      item_type: "status";
      item_id: number;
      occurred_at: string;
      payload: {
        from_status: string | null;
        to_status: string;
        comment: string | null;
        by_citizen: boolean;
      };
    }
  | {
      item_type: "feedback";
      item_id: number;
      occurred_at: string;
      payload: { resolved: boolean; comment: string | null };
    };

interface GestionCategory {
  id: number;
  nombre: string;
  descripcion: string | null;
  sla_dias_habiles: number;
}

interface GestionProcedure {
  id: number;
  categoria_id: number;
  nombre: string;
  descripcion: string | null;
  data_schema_json: { fields: TemplateField[] };
}

/** What the portal offers: the active categories and procedures. */
export interface GestionMeta {
  categorias: GestionCategory[];
  templates: GestionProcedure[];
}

/** The office's configuration: every category and procedure, with its state and order. */
interface Configured {
  activo: boolean;
  orden: number;
}

export interface GestionPage {
  items: GestionListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CitizenGestionDetail {
  header: GestionListItem & {
    respuestas: { label: string; value: string }[];
    /** The position the citizen shared with it, if any. */
    ubicacion: GestionLocation | null;
    /** The citizen may say whether the answer solved the problem (after a resolution, once). */
    puede_opinar: boolean;
    /** The citizen may reopen it: resolved, never reopened, within 30 days of the resolution. */
    puede_reabrir: boolean;
  };
  timeline: TimelineItem[];
}

export interface AdminGestionItem extends GestionListItem {
  /** The channel it came through, as the screens name it ('Teléfono', 'Portal'…). */
  canal: string;
  /** The account's name, or 'Sin cuenta' while the gestión waits for its sender to claim it. */
  ciudadano_nombre: string;
  ciudadano_email: string | null;
  ciudadano_tel: string | null;
  asignado: { id: number; nombre: string } | null;
}

/**
 * `totalCapped`: more gestiones match than were counted (the total is then a lower bound); `next`
 * and `prev`: the cursors of the pages after and before this one.
 */
export interface AdminGestionPage extends KeysetMeta {
  ok: true;
  items: AdminGestionItem[];
  total: number;
  totalCapped?: true;
  pageSize: number;
}

export interface Notification {
  id: number;
  subject: string;
  /** e-mail, WhatsApp or SMS (lib/channels). */
  channel: "email" | "whatsapp" | "sms";
  /**
   * queued, sent, delivered or read (the provider's status callbacks), failed, or retried (a failed
   * attempt waiting for the next one).
   */
  state: "queued" | "sent" | "delivered" | "read" | "failed" | "retried";
  attempts: number;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

export interface AdminGestionDetail extends AdminGestionItem {
  descripcion: string | null;
  canal_origen: string;
  ubicacion: GestionLocation | null;
  resolved_at: string | null;
  reopened_at: string | null;
  respuestas: { label: string; value: string }[];
  /** Null while the gestión has no account (then `sin_cuenta` says why). */
  ciudadano: {
    id: number;
    nombre: string;
    dpi: string | null;
    correo: string | null;
    telefono: string | null;
    departamento: string | null;
    municipio: string | null;
  } | null;
  /**
   * Made of a contact message whose sender has no proven account: why (in Spanish), the message,
   * the address its claim link went to and when that link expires. Null for every other gestión.
   */
  sin_cuenta: {
    motivo: string;
    mensaje_id: number;
    referencia: string | null;
    correo: string;
    enlace_vence: string | null;
  } | null;
  notificaciones: Notification[];
}

export interface OperationsSummary {
  porEstado: Record<string, number>;
  vencidas: number;
  sinAsignar: number;
  nuevasSemana: number;
  carga: { id: number; nombre: string; abiertas: number }[];
}

export interface GestionCatalog {
  categorias: (GestionCategory & Configured)[];
  templates: (GestionProcedure & Configured)[];
  presets: {
    id: number;
    nombre: string;
    body: string;
    to_status: string | null;
    activo: boolean;
  }[];
}

export interface CitizenGestionSummary {
  /** Not resolved or rejected yet. */
  open: number;
  /** The office asked the citizen for something ('waiting_info'). */
  waitingOnYou: number;
  /** With a reply or a status change the citizen has not seen. */
  withNews: number;
}
