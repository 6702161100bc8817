// What the gestiones benchmark measures, through the app's own query and service functions: the
// office list under every filter and sort, a citizen's own list, the detail of a gestión with 200
// messages, and a citizen filing a gestión plus a message with two files.
import { randomUUID } from "node:crypto";
import { citizenActor, officeActor } from "../office-actor";
import { countStatements } from "../statements";
import { WARMUP } from "../timing";
import { DETAIL_ID, GESTIONES, HEAVY_CITIZEN, ME } from "./seed";

/** The office administrator the office's reads are made for. */
const OFFICE = officeActor(ME);

/** The gestión whose folio, citizen, category and procedure the office list is searched by. */
const SAMPLE_ID = Math.min(31_337, GESTIONES);
/** A page halfway down the unfiltered list, at 20 a page. */
const DEEP_PAGE = Math.max(2, Math.floor(GESTIONES / 40));

/** p95 targets, in milliseconds. */
const TARGET = { officeList: 100, citizenList: 50, detail: 100, create: 250 } as const;
const READ_RUNS = 200;
const WRITE_RUNS = 100;

interface Outcome {
  total?: number;
  capped?: boolean;
  rows: number;
}

export interface Case {
  group: string;
  name: string;
  target: number;
  runs: number;
  run: () => Promise<Outcome>;
}

const PNG_A = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PNG_B = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/** The office list's cases: every filter and sort, with values read from the data set. */
async function officeListCases(): Promise<Case[]> {
  const { listGestiones } = await import("@/lib/gestiones/admin-list-queries");
  const { adminListQuery } = await import("@/lib/gestiones/schema");
  const { db } = await import("@/lib/db");
  const [sample] = await db().$queryRaw<
    { folio: string; dpi: string; correo: string; categoria_id: number; template_id: number }[]
  >`SELECT g.folio, c.dpi, c.correo, g.categoria_id, g.template_id
    FROM gestiones g JOIN citizens c ON c.id = g.citizen_id
    WHERE g.id = ${SAMPLE_ID} AND c.dpi IS NOT NULL AND c.correo IS NOT NULL`;
  if (!sample) throw new Error(`No se encontró la gestión de muestra ${SAMPLE_ID}.`);
  const queries: [string, Record<string, string>][] = [
    ["sin filtros", {}],
    ...["new", "in_review", "in_progress", "waiting_info", "resolved", "rejected"].map(
      (estado): [string, Record<string, string>] => [`estado=${estado}`, { estado }],
    ),
    [`q=folio (${sample.folio})`, { q: sample.folio }],
    ["q=nombre parcial (velásq)", { q: "velásq" }],
    ["q=nombre parcial (maría lóp)", { q: "maría lóp" }],
    [`q=DPI (${sample.dpi})`, { q: sample.dpi }],
    ["q=correo", { q: sample.correo }],
    [`categoria_id=${sample.categoria_id}`, { categoria_id: String(sample.categoria_id) }],
    [`template_id=${sample.template_id}`, { template_id: String(sample.template_id) }],
    ["asignado=me", { asignado: "me" }],
    ["asignado=none", { asignado: "none" }],
    ["asignado=3", { asignado: "3" }],
    ["vencidas", { vencidas: "1" }],
    ["orden=due", { orden: "due" }],
    ["vencidas&orden=due&asignado=me", { vencidas: "1", orden: "due", asignado: "me" }],
    ["page=100", { page: "100" }],
    ["pageSize=100", { pageSize: "100" }],
    ["pageSize=100&page=100", { pageSize: "100", page: "100" }],
    ["estado=resolved&page=100", { estado: "resolved", page: "100" }],
  ];
  // A page halfway down, reached by 'Siguiente' from the one before: read from its cursor.
  const previous = await listGestiones(
    OFFICE,
    adminListQuery.parse({ page: String(DEEP_PAGE - 1) }),
  );
  queries.push([
    `page=${DEEP_PAGE} (mitad de la lista), desde la anterior`,
    { page: String(DEEP_PAGE), ...(previous.next && { cursor: previous.next }) },
  ]);
  return queries.map(([name, query]) => ({
    group: "oficina",
    name,
    target: TARGET.officeList,
    runs: READ_RUNS,
    run: async () => {
      const page = await listGestiones(OFFICE, adminListQuery.parse(query));
      return { total: page.total, capped: page.totalCapped, rows: page.items.length };
    },
  }));
}

/** The heavy citizen's own list, and the detail as the office and as its citizen read it. */
async function citizenAndDetailCases(): Promise<Case[]> {
  const { getGestionForOffice, officeTimeline } = await import("@/lib/gestiones/admin-queries");
  const { listOwnGestiones, getOwnGestion } = await import("@/lib/gestiones/queries");
  const { citizenListQuery } = await import("@/lib/gestiones/schema");
  const { db } = await import("@/lib/db");
  // The benchmark's seed files every gestión for a citizen.
  const detailOwner = (
    await db().gestion.findFirstOrThrow({
      where: { id: DETAIL_ID, citizen_id: { not: null } },
      select: { citizen_id: true },
    })
  ).citizen_id!;
  const ownList = (name: string, query: Record<string, string>): Case => ({
    group: "ciudadano",
    name,
    target: TARGET.citizenList,
    runs: READ_RUNS,
    run: async () => {
      const page = await listOwnGestiones(
        citizenActor(HEAVY_CITIZEN),
        citizenListQuery.parse(query),
      );
      return { total: page.total, rows: page.items.length };
    },
  });
  const detail = (name: string, rows: () => Promise<number>): Case => ({
    group: "detalle",
    name,
    target: TARGET.detail,
    runs: READ_RUNS,
    run: async () => ({ rows: await rows() }),
  });
  return [
    ownList(`lista propia (ciudadano ${HEAVY_CITIZEN})`, {}),
    ownList("lista propia, page=5", { page: "5" }),
    ownList("lista propia q=agua", { q: "agua" }),
    ownList("lista propia q=folio (GES-2026)", { q: "GES-2026" }),
    detail(
      `getGestionForOffice(${DETAIL_ID})`,
      async () => (await getGestionForOffice(OFFICE, DETAIL_ID))?.notificaciones.length ?? 0,
    ),
    detail(
      `officeTimeline(${DETAIL_ID})`,
      async () => (await officeTimeline(OFFICE, DETAIL_ID)).length,
    ),
    detail(`oficina: cabecera + línea de tiempo (${DETAIL_ID})`, async () => {
      const [, timeline] = await Promise.all([
        getGestionForOffice(OFFICE, DETAIL_ID),
        officeTimeline(OFFICE, DETAIL_ID),
      ]);
      return timeline.length;
    }),
    detail(
      `getOwnGestion(${detailOwner}, ${DETAIL_ID})`,
      async () => (await getOwnGestion(citizenActor(detailOwner), DETAIL_ID))?.timeline.length ?? 0,
    ),
  ];
}

/** What the writing case did, for the lines printed after the table. */
export interface Writes {
  /** The citizens who file the gestiones, in turn (each stays within the per-citizen limits). */
  citizenIds: number[];
  created: number;
  /** Folio collisions the service let through, and the first one's error meta. */
  folioCollisions: number;
  collisionMeta: string;
}

/** A citizen files a gestión, then a message with two PNG files. */
async function writeCase(writes: Writes): Promise<Case> {
  const { gestionCreateInput } = await import("@/lib/gestiones/schema");
  const { createGestion } = await import("@/lib/gestiones/filing-service");
  const { addCitizenMessage } = await import("@/lib/gestiones/service");
  const { actorForSession, createSession } = await import("@/lib/auth/sessions");
  const { db } = await import("@/lib/db");
  const actors = await Promise.all(
    writes.citizenIds.map(async (citizenId) => {
      const session = await createSession({ kind: "citizen", citizenId });
      const actor = await actorForSession(session.id);
      if (!actor) throw new Error("No se pudo crear la sesión del ciudadano de prueba.");
      return actor;
    }),
  );
  let turn = 0;
  const template = await db().gestionTemplate.findFirstOrThrow({
    where: { nombre: "Reparación de camino o calle" },
    select: { id: true, categoria_id: true },
  });
  const createInput = gestionCreateInput.parse({
    categoria_id: template.categoria_id,
    template_id: template.id,
    titulo: "Baches en el camino a la aldea",
    data: {
      municipio: "Salcajá",
      direccion: "Aldea Chuicavioc, frente a la escuela",
      descripcion: "El camino hacia la aldea tiene baches profundos desde las lluvias.",
      personas_afectadas: "De 50 a 200",
    },
  });
  // The service gives each filing the next folio of the year; a collision it let through is not
  // retried here but counted, and fails the benchmark (scripts/bench-gestiones.ts).
  const createOnce = async (actor: (typeof actors)[number], idempotencyKey: string) => {
    try {
      return await createGestion(actor, createInput, { idempotencyKey });
    } catch (error) {
      const { code, message, meta } = error as { code?: string; message?: string; meta?: unknown };
      if (code === "P2002" && String(message).includes("folio")) {
        writes.folioCollisions += 1;
        writes.collisionMeta ||= JSON.stringify(meta, (key, value: unknown) =>
          key === "stack" ? undefined : value,
        );
      }
      throw error;
    }
  };
  return {
    group: "escritura",
    name: "createGestion + addCitizenMessage (2 PNG)",
    target: TARGET.create,
    runs: WRITE_RUNS,
    run: async () => {
      const actor = actors[turn++ % actors.length]!;
      const gestion = await createOnce(actor, randomUUID());
      await addCitizenMessage(
        actor,
        gestion.id,
        {
          fields: { body: "Adjunto dos fotografías del camino." },
          files: [
            { bytes: new Uint8Array(PNG_A), name: "camino-1.png" },
            { bytes: new Uint8Array(PNG_B), name: "camino-2.png" },
          ],
        },
        { idempotencyKey: randomUUID() },
      );
      writes.created += 1;
      return { rows: 1 };
    },
  };
}

/** Every case, in the order measured; `writes` fills in as the writing case runs. */
export async function gestionesCases(): Promise<{ cases: Case[]; writes: Writes }> {
  const { CITIZEN_RATE_LIMITS } = await import("@/lib/gestiones/limits");
  // Enough citizens that none files more than the short window allows: the warm-up runs, the
  // measured ones and the one that counts the case's SQL statements.
  const filers = Math.ceil((WARMUP + WRITE_RUNS + 1) / CITIZEN_RATE_LIMITS.filing[0].limit);
  const writes: Writes = {
    citizenIds: Array.from({ length: filers }, (_, n) => 7 + n),
    created: 0,
    folioCollisions: 0,
    collisionMeta: "",
  };
  const cases = [
    ...(await officeListCases()),
    ...(await citizenAndDetailCases()),
    await writeCase(writes),
  ];
  return { cases, writes };
}

/**
 * The N+1 check: the statements one call of the office list and of the heavy citizen's own list
 * sends at page sizes 20 and 100, which must not grow with the page.
 */
export async function listStatements() {
  const { listGestiones } = await import("@/lib/gestiones/admin-list-queries");
  const { listOwnGestiones } = await import("@/lib/gestiones/queries");
  const { adminListQuery, citizenListQuery } = await import("@/lib/gestiones/schema");
  const office = (pageSize: string) =>
    countStatements(() => listGestiones(OFFICE, adminListQuery.parse({ pageSize })));
  const own = (pageSize: string) =>
    countStatements(() =>
      listOwnGestiones(citizenActor(HEAVY_CITIZEN), citizenListQuery.parse({ pageSize })),
    );
  const result = {
    office20: await office("20"),
    office100: await office("100"),
    own20: await own("20"),
    own100: await own("100"),
  };
  return {
    ...result,
    constant: result.office20 === result.office100 && result.own20 === result.own100,
  };
}
