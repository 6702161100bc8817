import "server-only";
import { writeAudit } from "@/lib/audit/service";
import { requireCitizen } from "@/lib/auth/authorize";
import type { Actor } from "@/lib/auth/sessions";
import { db, type Tx } from "@/lib/db";
import { takeFolio } from "@/lib/gestiones/folio";
import { AppError, type FieldError, found } from "@/lib/errors/app-error";
import { citizenFields, officeDistrict } from "@/lib/gestiones/district";
import { onceFor, requestHash, type KeyOwner } from "@/lib/gestiones/idempotency";
import { CITIZEN_RATE_LIMITS, CITIZEN_TOO_MANY } from "@/lib/gestiones/limits";
import { templateDataSchema } from "@/lib/gestiones/catalog-schema";
import { GESTION_MESSAGES, type GestionCreate, type GestionLocation } from "@/lib/gestiones/schema";
import { slaDueAt } from "@/lib/gestiones/sla";
import { deliverSoon } from "@/lib/channels/deliver";
import { notifyCitizen } from "@/lib/channels/notify";
import { rateLimitWindows } from "@/lib/security/rate-limit";

// Filing a gestión, the one way every channel takes: the citizen's form (createGestion), the
// office's desk and a contact message made a case (fileGestion, recordGestion). The procedure's
// answers are checked against its fields, the folio taken, and the row, its first timeline entry,
// audit entry and the citizen's notice written in one transaction; a key makes a retry a replay.

const MESSAGES = GESTION_MESSAGES;

/** A procedure one may file under: active, of an active category; null otherwise. */
export async function findActiveTemplate(id: number) {
  return db().gestionTemplate.findFirst({
    where: { id, activo: true, categoria: { activo: true } },
    select: {
      id: true,
      nombre: true,
      categoria_id: true,
      data_schema_json: true,
      categoria: { select: { sla_dias_habiles: true } },
    },
  });
}

/**
 * The procedure a citizen chose, checked: active, of an active category, answers valid (a district
 * field's among the municipalities of the office's district).
 */
async function checkedRequest(input: FilingRequest) {
  const template = await findActiveTemplate(input.template_id);
  // Chosen from the screen, then withdrawn by the office (a send queued offline can meet this).
  if (!template) throw AppError.field("template_id", MESSAGES.templateUnavailable);
  if (template.categoria_id !== input.categoria_id) {
    throw AppError.field("template_id", MESSAGES.templateMismatch);
  }
  const fields = citizenFields(template.data_schema_json, await officeDistrict());
  const answers = templateDataSchema(fields).safeParse(input.data);
  if (!answers.success) {
    const errors: FieldError[] = answers.error.issues.map((problem) => ({
      field: ["data", ...problem.path].join("."),
      msg: problem.message,
    }));
    throw new AppError("VALIDATION", errors[0]!.msg, errors);
  }
  return { template, data: answers.data as Record<string, string | number> };
}

/** A new gestión as both ways of filing give it: the citizen's form, or the office from a contact message. */
export interface NewGestion {
  folio: string;
  now: Date;
  /** Null: filed by the office from a contact message whose sender has no proven account. */
  citizenId: number | null;
  categoria_id: number;
  template_id: number;
  titulo?: string | null;
  template: { nombre: string; categoria: { sla_dias_habiles: number } };
  data: Record<string, string | number>;
  canal_origen: string;
  ubicacion?: GestionLocation | null;
}

/**
 * Records a new gestión inside the caller's transaction, with the folio taken before it: its first
 * status, the e-mail telling the citizen it was received, and the audit entry of whoever filed it
 * (the citizen, or the administrator who filed it for them).
 */
export async function recordGestion(
  tx: Tx,
  request: NewGestion,
  by: { actor: Actor; ip: string | null },
): Promise<{ id: number; folio: string; citizen_id: number | null }> {
  const titulo = request.titulo ?? request.template.nombre;
  const staff = by.actor.kind === "admin" ? by.actor.id : null;
  const gestion = await tx.gestion.create({
    data: {
      folio: request.folio,
      citizen_id: request.citizenId,
      categoria_id: request.categoria_id,
      template_id: request.template_id,
      titulo,
      descripcion: typeof request.data.descripcion === "string" ? request.data.descripcion : null,
      data: request.data,
      canal_origen: request.canal_origen,
      sla_due_at: slaDueAt(request.now, request.template.categoria.sla_dias_habiles),
      last_activity_at: request.now,
      created_at: request.now,
      latitud: request.ubicacion?.latitud ?? null,
      longitud: request.ubicacion?.longitud ?? null,
      precision_m: request.ubicacion?.precision_m ?? null,
      statusEvents: {
        create: {
          from_status: null,
          to_status: "new",
          author_type: staff ? "staff" : "citizen",
          admin_id: staff,
          created_at: request.now,
        },
      },
    },
    select: { id: true, folio: true, citizen_id: true },
  });
  if (gestion.citizen_id !== null) {
    await notifyCitizen(tx, gestion.citizen_id, { kind: "gestion_recibida", gestion, titulo });
  }
  await writeAudit(
    {
      actor: by.actor,
      action: "gestion.create",
      entity: "gestion",
      entityId: gestion.id,
      ip: by.ip,
    },
    tx,
  );
  return gestion;
}

/** What a filing takes: the portal's form, or the office's with any channel it marks. */
export type FilingRequest = Omit<GestionCreate, "canal_origen"> & { canal_origen: string };

/**
 * Who files a gestión and for whom: the citizen from the portal, or the office at its desk for a
 * person it found or registers on the spot.
 */
export interface Filer {
  /** Who files: the audit entry's and the first status's author. */
  actor: Actor;
  /** Whose Idempotency-Keys the request's key is counted among. */
  keyOwner: KeyOwner;
  /** The gestión's citizen, given inside the filing's transaction (a person may be registered there). */
  citizen: (tx: Tx) => Promise<number>;
  /** The citizen whose own filing limits this counts against (the portal; the desk counts none). */
  limitedCitizenId?: number;
}

/**
 * The one way a gestión is filed (the portal's form, the office's desk): the procedure checked,
 * the folio taken, then in one transaction the key claimed, the citizen, the gestión with its first
 * status, the e-mail and the audit entry (recordGestion); the e-mail is delivered after it commits.
 * With an Idempotency-Key, a retry (even a concurrent one) answers the first gestión, and the key
 * reused for another request is refused (422). `hash` identifies the request as its sender sent it.
 */
export async function fileGestion(
  filer: Filer,
  input: FilingRequest,
  context: { idempotencyKey?: string; ip?: string | null; hash: string },
): Promise<{ id: number; folio: string; citizen_id: number | null }> {
  const replay = async (id: number) =>
    found(
      await db().gestion.findUnique({
        where: { id },
        select: { id: true, folio: true, citizen_id: true },
      }),
      MESSAGES.notFound,
    );
  const scope = filer.limitedCitizenId === undefined ? "gestion.desk" : "gestion.create";
  return onceFor(
    filer.keyOwner,
    scope,
    { key: context.idempotencyKey, hash: context.hash },
    async (claim) => {
      const { template, data } = await checkedRequest(input);
      const now = new Date();
      const folio = await takeFolio(now.getUTCFullYear());
      const created = await db().$transaction(async (tx) => {
        const settle = await claim(tx);
        // Counted once the key is claimed: a retry with the same key, even a concurrent one,
        // and a refused form do not use up the citizen's filings.
        if (filer.limitedCitizenId !== undefined) {
          await rateLimitWindows(
            "gestion-filing",
            String(filer.limitedCitizenId),
            CITIZEN_RATE_LIMITS.filing,
            CITIZEN_TOO_MANY,
            tx,
          );
        }
        const citizenId = await filer.citizen(tx);
        const gestion = await recordGestion(
          tx,
          { ...input, folio, now, citizenId, template, data },
          { actor: filer.actor, ip: context.ip ?? null },
        );
        await settle(gestion.id);
        return { id: gestion.id, folio: gestion.folio, citizen_id: citizenId };
      });
      deliverSoon();
      return created;
    },
    replay,
  );
}

/**
 * POST /api/portal/gestiones: files a request for the signed-in citizen and answers its id and
 * folio. A new filing counts against the citizen's limits (429); a replay or a refused form does not.
 */
export async function createGestion(
  actor: Actor | null,
  input: GestionCreate,
  context: { idempotencyKey?: string; ip?: string | null } = {},
): Promise<{ id: number; folio: string }> {
  const citizen = requireCitizen(actor);
  const { id, folio } = await fileGestion(
    {
      actor: citizen,
      keyOwner: { citizenId: citizen.id },
      citizen: async () => citizen.id,
      limitedCitizenId: citizen.id,
    },
    input,
    { ...context, hash: requestHash(input) },
  );
  return { id, folio };
}
