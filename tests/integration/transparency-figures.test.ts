import { describe, expect, it } from "vitest";
import { channelLabel } from "@/lib/gestiones/origin-channels";
import { computeCsvFigures, computeTransparency } from "@/lib/transparency/figures";
import {
  closedThrough,
  receivedThrough,
  releaseTotals,
  replayRelease,
  type MonthlyCounts,
} from "@/lib/transparency/release";
import { toCsv } from "@/lib/transparency/schema";
import { refreshTransparencyStats } from "@/lib/transparency/stats";
import {
  PERSONAL,
  categoriesNamed,
  category,
  citizen,
  gestion,
  gt,
  onEmptyTables,
  type Tx,
} from "./support/transparency-fixture";

// Every figure of /transparencia against its written definition (lib/transparency/schema.ts and
// the page's texts). Thursday 3 December 2026, Guatemala time: the release of December counts
// what happened up to 30 November. The holidays that fall in the fixture are 15 September and
// 20 October 2026 (lib/gestiones/sla.ts).
const NOW = new Date("2026-12-03T18:00:00.000Z");

/**
 * September: 11 gestiones (Salud 5, all resolved that month; Agua 5; Vías 1), 5 through the portal
 * (the Salud ones), 5 by WhatsApp and 1 by phone. October: 3, which wait for November's 4 (a
 * period of 7), all taken at the office. One more on 1 December, after the cutoff.
 */
async function handFixture(tx: Tx) {
  const [salud, agua, vias, educacion] = await categoriesNamed(
    tx,
    "Salud",
    "Agua",
    "Vías",
    "Educación",
  );
  const quetzaltenango = await citizen(tx, "Quetzaltenango", "Quetzaltenango");
  const salcaja = await citizen(tx, "Quetzaltenango", "Salcajá");
  const panajachel = await citizen(tx, "Sololá", "Panajachel");
  const nowhere = await citizen(tx, null, null);
  const inSalud = { citizenId: quetzaltenango.id, categoriaId: salud!.id };
  const inAgua = { citizenId: salcaja.id, categoriaId: agua!.id };
  const rows: Parameters<typeof gestion>[1][] = [
    // 1. Reply in 2 working days, resolved in 3, before its date.
    {
      ...inSalud,
      created: gt("2026-09-01"),
      status: "resolved",
      reply: gt("2026-09-03"),
      resolved: gt("2026-09-04"),
      due: gt("2026-09-08", 0),
    },
    // 2. Reply the same day (0), resolved in 5, after its date.
    {
      ...inSalud,
      created: gt("2026-09-02"),
      status: "resolved",
      reply: gt("2026-09-02", 15),
      resolved: gt("2026-09-09"),
      due: gt("2026-09-08", 0),
    },
    // 3. Reply in 1, resolved in 3, in time.
    {
      ...inSalud,
      created: gt("2026-09-07"),
      status: "resolved",
      reply: gt("2026-09-08"),
      resolved: gt("2026-09-10"),
      due: gt("2026-09-14", 0),
    },
    // 4. 15 September is a holiday: reply in 1, resolved in 3, in time.
    {
      ...inSalud,
      created: gt("2026-09-14"),
      status: "resolved",
      reply: gt("2026-09-16"),
      resolved: gt("2026-09-18"),
      due: gt("2026-09-21", 0),
    },
    // 5. Reply in 4, resolved in 7, after its date.
    {
      ...inSalud,
      created: gt("2026-09-21"),
      status: "resolved",
      reply: gt("2026-09-25"),
      resolved: gt("2026-09-30"),
      due: gt("2026-09-28", 0),
    },
    // 6. Reply in 1; resolved in October, in time (its resolution waits for 4 more).
    {
      ...inAgua,
      created: gt("2026-09-22"),
      status: "resolved",
      reply: gt("2026-09-23"),
      resolved: gt("2026-10-05"),
      due: gt("2026-10-06", 0),
    },
    // 7. Reply in 1; rejected: left out of the share within time.
    {
      ...inAgua,
      created: gt("2026-09-23"),
      status: "rejected",
      reply: gt("2026-09-24"),
      rejected: gt("2026-09-25"),
      due: gt("2026-09-30", 0),
    },
    // 8. Open past its date: not in time.
    { ...inAgua, created: gt("2026-09-24"), status: "in_progress", due: gt("2026-10-01", 0) },
    // 9–11. Open, no promised date.
    { citizenId: panajachel.id, categoriaId: vias!.id, created: gt("2026-09-25"), status: "new" },
    { ...inAgua, created: gt("2026-09-28"), status: "in_review" },
    { ...inAgua, created: gt("2026-09-29"), status: "in_review" },
    // 12–14. October: one resolved the next day without a message, two open.
    { ...inSalud, created: gt("2026-10-05"), status: "resolved", resolved: gt("2026-10-08") },
    { ...inSalud, created: gt("2026-10-06"), status: "in_review" },
    { ...inSalud, created: gt("2026-10-07"), status: "new" },
    // 15–18. November: two open, one rejected, one replied in 1 and resolved in 3.
    { ...inAgua, created: gt("2026-11-02"), status: "new" },
    // 16 waits on its citizen past its date: its clock is stopped, so it is not counted late.
    { ...inAgua, created: gt("2026-11-03"), status: "waiting_info", due: gt("2026-11-10", 0) },
    {
      citizenId: nowhere.id,
      categoriaId: educacion!.id,
      created: gt("2026-11-04"),
      status: "rejected",
      rejected: gt("2026-11-05"),
    },
    {
      ...inSalud,
      created: gt("2026-11-09"),
      status: "resolved",
      reply: gt("2026-11-10"),
      resolved: gt("2026-11-12"),
    },
    // 19. December: after the cutoff.
    { ...inSalud, created: gt("2026-12-01", 10), status: "new" },
  ];
  const channel = (index: number) =>
    index < 5 ? "portal" : index < 10 ? "whatsapp" : index < 11 ? "telefono" : "presencial";
  for (const [index, row] of rows.entries()) await gestion(tx, { ...row, canal: channel(index) });

  const obras = await tx.laborCategory.create({ data: { nombre: "Obras TR", slug: "obras-tr" } });
  await tx.labor.createMany({
    data: [
      {
        titulo: "Puente",
        slug: "tr-puente",
        anio_ejecucion: 2025,
        estado: "publicado",
        categoria_id: obras.id,
        departamento: "Quetzaltenango",
        municipio: "Zunil",
      },
      {
        titulo: "Escuela",
        slug: "tr-escuela",
        anio_ejecucion: 2025,
        estado: "publicado",
        categoria_id: obras.id,
        departamento: "Quetzaltenango",
        municipio: "Zunil",
      },
      { titulo: "Camino", slug: "tr-camino", anio_ejecucion: 2026, estado: "publicado" },
      {
        titulo: "Borrador",
        slug: "tr-borrador",
        anio_ejecucion: 2026,
        estado: "borrador",
        departamento: "Sololá",
        municipio: "Panajachel",
      },
    ],
  });

  const session = await tx.chatSession.create({ data: { expires_at: gt("2026-12-31") } });
  const question = (created_at: Date, found: boolean) => ({
    session_id: session.id,
    role: "user" as const,
    content: PERSONAL.mensaje,
    found,
    created_at,
  });
  await tx.chatMessage.createMany({
    data: [
      question(gt("2026-11-20"), true),
      question(gt("2026-11-05"), true),
      question(gt("2026-11-02"), false),
      { ...question(gt("2026-11-20"), true), role: "assistant" },
      // Outside the 30 days before the cutoff: before, and after it.
      question(gt("2026-10-30"), true),
      question(gt("2026-12-02"), true),
    ],
  });
}

describe("transparency figures over a fixture worked out by hand", () => {
  it("counts, medians in working days, the share within time and every breakdown", async () => {
    const { figures, csvRows } = await onEmptyTables(async (tx) => {
      await handFixture(tx);
      await refreshTransparencyStats(tx, NOW);
      return {
        figures: await computeTransparency(NOW, tx),
        csvRows: await computeCsvFigures(tx, NOW),
      };
    });
    expect(figures.generated_at).toBe(NOW.toISOString());
    expect(figures.periodo).toBe("2026-12");
    expect(figures.datos_hasta).toBe("2026-11");
    expect(figures.gestiones).toMatchObject({
      // 11 in September + 7 in October–November; 19 was filed after the cutoff.
      total: 18,
      // The five of September; 6, 12 and 18 (three) wait for two more.
      resueltas: 5,
      // 7 and 17 were rejected: fewer than 5, not published yet, and not shown as 0.
      rechazadas: null,
      abiertas: 13,
      // First replies 0, 1, 1, 1, 1, 1, 2, 4.
      mediana_dias_primera_respuesta: 1,
      // Resolutions of the five published: 3, 3, 3, 5, 7.
      mediana_dias_resolucion: 3,
      // Known at the cutoff: 1, 3, 4, 6 in time; 2, 5 resolved late; 8 open past its date (16
      // waits on its citizen: not counted).
      dentro_de_plazo: 0.5714,
    });
    // September: Vías (1) alone would make an "Otros" of 1, so it takes Agua (5), the smallest.
    // October–November: every category under 5.
    expect(figures.gestiones.por_categoria).toEqual([
      { categoria: "Salud", total: 5, resueltas: 5 },
      { categoria: "Otros", total: 13, resueltas: 0 },
    ]);
    expect(figures.gestiones.por_municipio).toEqual([
      { departamento: "Quetzaltenango", municipio: "Quetzaltenango", total: 5 },
      { departamento: "Otros", municipio: "Otros", total: 13 },
    ]);
    // September: the phone's 1 alone would make an "Otros" of 1, so it takes WhatsApp's 5, the
    // smallest. October–November: 7 at the office. Named as the office's list names them.
    expect(figures.gestiones.por_canal).toEqual([
      { canal: "Presencial", total: 7, resueltas: 0 },
      { canal: "Portal", total: 5, resueltas: 5 },
      { canal: "Otros", total: 6, resueltas: 0 },
    ]);
    expect(figures.gestiones.por_periodo).toEqual([
      { desde: "2026-09", hasta: "2026-09", recibidas: 11, resueltas: 5, rechazadas: 0 },
      { desde: "2026-10", hasta: "2026-11", recibidas: 7, resueltas: 0, rechazadas: 0 },
    ]);
    const line = (desde: string, hasta: string, categoria: string, canal: string, n: number[]) => ({
      desde,
      hasta,
      categoria,
      canal,
      recibidas: n[0],
      resueltas: n[1],
    });
    expect(csvRows).toEqual([
      line("2026-09", "2026-09", "Salud", "", [5, 5]),
      line("2026-09", "2026-09", "Otros", "", [6, 0]),
      line("2026-09", "2026-09", "", "Portal", [5, 5]),
      line("2026-09", "2026-09", "", "Otros", [6, 0]),
      line("2026-10", "2026-11", "Otros", "", [7, 0]),
      line("2026-10", "2026-11", "", "Presencial", [7, 0]),
    ]);
    // Published labores only; a place of one or two labores is shown as it is (no "Otros").
    expect(figures.labores).toEqual({
      total: 3,
      por_municipio: [
        { departamento: "Quetzaltenango", municipio: "Zunil", total: 2 },
        { departamento: "Sin dato", municipio: "Sin dato", total: 1 },
      ],
      por_anio: [
        { anio: 2026, total: 1 },
        { anio: 2025, total: 2 },
      ],
    });
    expect(figures.asistente).toEqual({
      dias: 30,
      preguntas_respondidas: 3,
      con_informacion_publicada: 2,
    });
    const published = JSON.stringify(figures) + toCsv(csvRows);
    for (const personal of Object.values(PERSONAL)) expect(published).not.toContain(personal);
    expect(published).not.toContain("@");
    // The channels merged into "Otros" (the phone's 1, WhatsApp's 5 with it) are named nowhere.
    for (const hidden of ["WhatsApp", "whatsapp", "Teléfono", "telefono"])
      expect(published).not.toContain(hidden);
  });

  it("says nothing is known yet while fewer than 5 gestiones were received, never 0 or 0 %", async () => {
    const figures = await onEmptyTables(async (tx) => {
      const [salud] = await categoriesNamed(tx, "Salud");
      const person = await citizen(tx, "Quetzaltenango", "Zunil");
      for (const day of ["2026-11-02", "2026-11-03", "2026-11-04"])
        await gestion(tx, {
          citizenId: person.id,
          categoriaId: salud!.id,
          created: gt(day),
          status: "resolved",
          reply: gt(day, 12),
          resolved: gt(day, 14),
          due: gt("2026-11-20", 0),
        });
      await refreshTransparencyStats(tx, NOW);
      return computeTransparency(NOW, tx);
    });
    expect(figures.datos_hasta).toBeNull();
    expect(figures.gestiones).toEqual({
      total: null,
      abiertas: null,
      resueltas: null,
      rechazadas: 0,
      mediana_dias_primera_respuesta: null,
      mediana_dias_resolucion: null,
      dentro_de_plazo: null,
      por_categoria: [],
      por_municipio: [],
      por_canal: [],
      por_periodo: [],
    });
  });
});

/** Guatemala's holidays of 2024–2026, written out (Easter: 31 March 2024, 20 April 2025, 5 April 2026). */
const HOLIDAYS = [2024, 2025, 2026]
  .flatMap((year) =>
    ["01-01", "05-01", "06-30", "09-15", "10-20", "11-01", "12-25"].map((day) => `${year}-${day}`),
  )
  .concat([
    "2024-03-28",
    "2024-03-29",
    "2024-03-30",
    "2025-04-17",
    "2025-04-18",
    "2025-04-19",
    "2026-04-02",
    "2026-04-03",
    "2026-04-04",
  ]);

/**
 * 400 gestiones spread over 18 months, six categories (two of them with few gestiones), eight
 * places (three small), three channels and two small ones, every status with its history (some resolved, reopened and resolved
 * again), replies, resolutions and promised dates.
 */
async function generatedFixture(tx: Tx) {
  const categories = await Promise.all(
    ["Salud", "Agua", "Vías", "Educación", "Seguridad", "Cultura"].map((nombre) =>
      category(tx, nombre),
    ),
  );
  const places: [string | null, string | null][] = [
    ["Quetzaltenango", "Quetzaltenango"],
    ["Quetzaltenango", "Salcajá"],
    ["Quetzaltenango", "Olintepeque"],
    ["Guatemala", "Mixco"],
    ["Sololá", "Panajachel"],
    ["Petén", "Flores"],
    [null, null],
    ["Quetzaltenango", "Cantel"],
  ];
  const citizens = [];
  for (const [departamento, municipio] of places)
    citizens.push((await citizen(tx, departamento, municipio)).id);
  const ids = (list: { id: number }[]) => `(ARRAY[${list.map((item) => item.id).join(",")}])`;
  await tx.$executeRawUnsafe(
    `
    INSERT INTO gestiones (folio, citizen_id, categoria_id, titulo, status, created_at, resolved_at, sla_due_at, updated_at, canal_origen)
    SELECT 'TRG-' || i,
           (ARRAY[${citizens.join(",")}])[CASE WHEN i IN (3, 4) THEN 5 WHEN i = 9 THEN 6 WHEN i IN (13, 14, 15) THEN 7
                                               ELSE 1 + (CASE WHEN i % 9 = 4 THEN 7 ELSE i % 4 END) END],
           ${ids(categories)}[CASE WHEN i IN (5, 6, 7) THEN 5 WHEN i = 11 THEN 6 ELSE 1 + i % 4 END],
           'Gestión ' || i,
           (ARRAY['new', 'in_review', 'in_progress', 'waiting_info', 'resolved', 'resolved', 'resolved', 'rejected', 'resolved', 'new'])[1 + i % 10]::"GestionStatus",
           created,
           CASE WHEN i % 10 IN (4, 5, 6, 8) THEN least($1::timestamptz, created + (i % 23) * interval '1 day' + (i % 13) * interval '1 hour') END,
           CASE WHEN i % 13 <> 0 THEN created + (3 + i % 9) * interval '1 day' END,
           $1::timestamptz,
           CASE WHEN i IN (17, 18) THEN 'correo' WHEN i = 19 THEN 'contacto'
                ELSE (ARRAY['portal', 'portal', 'whatsapp', 'presencial', 'portal', 'whatsapp', 'presencial'])[1 + i % 7] END
    FROM (SELECT i, $1::timestamptz - ((i * 7919) % 540) * interval '1 day' - ((i * 37) % 86400) * interval '1 second' AS created
          FROM generate_series(1, 400) AS i) AS s`,
    NOW,
  );
  // Their histories: filed; rejected a few days later; resolved when resolved_at says, and one in
  // eleven of those resolved a first time two days after filing, then reopened.
  await tx.$executeRawUnsafe(
    `
    INSERT INTO gestion_status_events (gestion_id, from_status, to_status, created_at)
    SELECT id, NULL::"GestionStatus", 'new'::"GestionStatus", created_at FROM gestiones
    UNION ALL
    SELECT id, 'new'::"GestionStatus", 'rejected'::"GestionStatus", least($1::timestamptz, created_at + (id % 5) * interval '1 day' + interval '1 hour')
    FROM gestiones WHERE status = 'rejected'
    UNION ALL
    SELECT id, 'in_review'::"GestionStatus", 'resolved'::"GestionStatus", resolved_at FROM gestiones WHERE status = 'resolved'
    UNION ALL
    SELECT id, 'new'::"GestionStatus", 'resolved'::"GestionStatus", created_at + interval '2 days' FROM gestiones
    WHERE status = 'resolved' AND id % 11 = 0 AND resolved_at > created_at + interval '3 days'
    UNION ALL
    SELECT id, 'resolved'::"GestionStatus", 'in_review'::"GestionStatus", created_at + interval '3 days' FROM gestiones
    WHERE status = 'resolved' AND id % 11 = 0 AND resolved_at > created_at + interval '3 days'`,
    NOW,
  );
  // 90 labores over nine years and six places (one of them none), every estado.
  await tx.$executeRawUnsafe(`
    INSERT INTO labores (titulo, slug, anio_ejecucion, estado, departamento, municipio, updated_at)
    SELECT 'Labor ' || i, 'trg-labor-' || i, 2018 + (i * 5) % 9,
           (ARRAY['publicado', 'publicado', 'borrador', 'publicado', 'oculto', 'archivado', 'publicado'])[1 + i % 7]::"LaborStatus",
           (ARRAY['Quetzaltenango', 'Quetzaltenango', 'Sololá', 'Petén', NULL, 'Quetzaltenango'])[1 + i % 6],
           (ARRAY['Cantel', 'Zunil', 'Panajachel', 'Flores', NULL, 'Quetzaltenango'])[1 + i % 6],
           now()
    FROM generate_series(1, 90) AS i`);
  await tx.$executeRawUnsafe(
    `
    INSERT INTO gestion_messages (gestion_id, body, is_internal, author_type, created_at)
    SELECT g.id, 'Respuesta', false, 'staff'::"MessageAuthor", least($1::timestamptz, g.created_at + (g.id % 11) * interval '1 day' + (g.id % 7) * interval '3 hours')
    FROM gestiones g WHERE g.id % 4 <> 0
    UNION ALL
    SELECT g.id, 'Nota', true, 'staff'::"MessageAuthor", g.created_at + interval '1 minute' FROM gestiones g`,
    NOW,
  );
}

const CUTOFF = "timestamptz '2026-12-01 00:00:00-06'";
const MONTH = (at: string) => `to_char(${at} AT TIME ZONE 'America/Guatemala', 'YYYY-MM')`;
/** Each gestión filed before the cutoff, with its first closing before it (the definition). */
const FACTS = `
  SELECT g.*, ${MONTH("g.created_at")} AS mes, coalesce(ci.departamento, 'Sin dato') AS departamento,
         coalesce(ci.municipio, 'Sin dato') AS municipio, c.nombre AS categoria,
         fc.to_status::text AS cierre, fc.created_at AS cerrada, ${MONTH("fc.created_at")} AS mes_cierre,
         (SELECT min(m.created_at) FROM gestion_messages m WHERE m.gestion_id = g.id
            AND m.author_type = 'staff' AND NOT m.is_internal AND m.created_at < ${CUTOFF}) AS respuesta
  FROM gestiones g
  JOIN citizens ci ON ci.id = g.citizen_id
  JOIN gestion_categorias c ON c.id = g.categoria_id
  LEFT JOIN LATERAL (
    SELECT e.to_status, e.created_at FROM gestion_status_events e
    WHERE e.gestion_id = g.id AND e.to_status IN ('resolved', 'rejected') AND e.created_at < ${CUTOFF}
    ORDER BY e.created_at LIMIT 1) fc ON true
  WHERE g.created_at < ${CUTOFF}`;

/** Working days after the filing day up to `until`, counted one calendar day at a time. */
const workingDays = (until: string) => `(
  SELECT count(*) FROM generate_series((f.created_at AT TIME ZONE 'America/Guatemala')::date + 1,
                                       (${until} AT TIME ZONE 'America/Guatemala')::date, interval '1 day') AS d
  WHERE extract(isodow FROM d) < 6 AND d::date <> ALL(ARRAY[${HOLIDAYS.map((day) => `'${day}'`).join(",")}]::date[]))`;

describe("transparency figures over a generated fixture", () => {
  it("equal their definitions computed straight in SQL and merged by the rules", async () => {
    const { figures, csvRows, counts, definition } = await onEmptyTables(async (tx) => {
      await generatedFixture(tx);
      await refreshTransparencyStats(tx, NOW);
      const sql = <Row>(query: string) => tx.$queryRawUnsafe<Row[]>(query);
      const counts: MonthlyCounts = {
        received: await sql(
          `SELECT mes, categoria, count(*)::int AS total FROM (${FACTS}) f GROUP BY 1, 2`,
        ),
        places: await sql(
          `SELECT mes, departamento, municipio, count(*)::int AS total FROM (${FACTS}) f GROUP BY 1, 2, 3`,
        ),
        channels: await sql(
          `SELECT mes, canal_origen AS canal, count(*)::int AS total FROM (${FACTS}) f GROUP BY 1, 2`,
        ),
        closings: await sql(`
          SELECT mes, mes_cierre, categoria, canal_origen AS canal, cierre AS tipo, count(*)::int AS total
          FROM (${FACTS}) f WHERE cierre IS NOT NULL GROUP BY 1, 2, 3, 4, 5`),
      };
      const release = replayRelease(counts, "2026-11");
      const through = receivedThrough(release)!;
      const resolvedThrough = closedThrough(release, "resolved")!;
      const [definition] = await sql<{
        mediana_primera: number;
        mediana_resolucion: number;
        dentro: number;
      }>(`
        SELECT
          (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${workingDays("f.respuesta")})
           FROM (${FACTS}) f WHERE f.respuesta IS NOT NULL AND f.mes <= '${through}') AS mediana_primera,
          (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${workingDays("f.cerrada")})
           FROM (${FACTS}) f WHERE f.cierre = 'resolved' AND f.mes_cierre <= '${resolvedThrough}') AS mediana_resolucion,
          (SELECT (count(*) FILTER (WHERE cierre = 'resolved' AND cerrada <= sla_due_at))::float
                  / count(*) FILTER (WHERE cierre = 'resolved'
                                     OR (cierre IS NULL AND status <> 'waiting_info' AND sla_due_at < ${CUTOFF}))
           FROM (${FACTS}) f WHERE sla_due_at IS NOT NULL AND mes <= '${through}') AS dentro`);
      return {
        figures: await computeTransparency(NOW, tx),
        csvRows: await computeCsvFigures(tx, NOW),
        counts,
        definition: { ...definition!, release, through },
      };
    });
    const g = figures.gestiones;
    const { release, through } = definition;
    const totals = releaseTotals(release);
    // The fixture is large enough that every month is a period of its own.
    expect(release.periods.every((period) => period.desde === period.hasta)).toBe(true);
    expect(figures.datos_hasta).toBe(through);
    expect(g).toMatchObject({
      total: totals.recibidas,
      resueltas: totals.resueltas,
      rechazadas: totals.rechazadas,
      abiertas: totals.recibidas - totals.resueltas - totals.rechazadas,
      mediana_dias_primera_respuesta: definition.mediana_primera,
      mediana_dias_resolucion: definition.mediana_resolucion,
      dentro_de_plazo: Number(definition.dentro!.toFixed(4)),
      por_categoria: totals.categorias,
      por_municipio: totals.lugares,
      por_canal: totals.canales.map((row) => ({ ...row, canal: channelLabel(row.canal) })),
    });
    expect(g.por_periodo.map((period) => period.hasta)).toEqual(
      release.periods.slice(-12).map((period) => period.hasta),
    );
    expect(csvRows).toEqual(
      release.periods.flatMap((period) => [
        ...period.categorias.map((row) => ({
          desde: period.desde,
          hasta: period.hasta,
          categoria: row.categoria,
          canal: "",
          recibidas: row.total,
          resueltas: row.resueltas,
        })),
        ...period.canales.map((row) => ({
          desde: period.desde,
          hasta: period.hasta,
          categoria: "",
          canal: channelLabel(row.canal),
          recibidas: row.total,
          resueltas: row.resueltas,
        })),
      ]),
    );
    // All that was received through the last published month is counted; most closings too.
    const receivedBy = counts.received.filter((row) => row.mes <= through);
    expect(g.total).toBe(receivedBy.reduce((sum, row) => sum + row.total, 0));
    expect(g.resueltas).toBeGreaterThan(100);
    expect(g.por_categoria.length).toBeGreaterThan(2);
    expect(g.por_municipio.length).toBeGreaterThan(2);
    // Every channel adds up to the totals; the two small ones (2 and 1 gestiones) are never named.
    const sumOf = (rows: { total: number; resueltas: number }[]) => [
      rows.reduce((sum, row) => sum + row.total, 0),
      rows.reduce((sum, row) => sum + row.resueltas, 0),
    ];
    expect(sumOf(g.por_canal)).toEqual([g.total, g.resueltas]);
    for (const period of release.periods)
      expect(sumOf(period.canales)).toEqual([period.recibidas, period.resueltas]);
    expect(g.por_canal.map((row) => row.canal)).toEqual(
      expect.arrayContaining(["Portal", "WhatsApp", "Presencial"]),
    );
    expect(JSON.stringify(g.por_canal) + toCsv(csvRows)).not.toMatch(/Correo|Formulario/);

    // Labores: every published one by place (none as "Sin dato") and by year, most recent first.
    const labores = figures.labores;
    expect(labores.total).toBe(labores.por_anio.reduce((sum, row) => sum + row.total, 0));
    expect(labores.por_municipio.reduce((sum, row) => sum + row.total, 0)).toBe(labores.total);
    expect(labores.por_anio.map((row) => row.anio)).toEqual(
      [...labores.por_anio.map((row) => row.anio)].sort((a, b) => b - a),
    );
  });
});

// A real category named "Otros" beside groups of 1 to 4 gestiones: the page, the JSON and the CSV
// show one "Otros" row holding both, never two rows of the same name.
async function othersFixture(tx: Tx) {
  const [otros, salud, vias, educacion] = await categoriesNamed(
    tx,
    "Otros",
    "Salud",
    "Vías",
    "Educación",
  );
  const mixco = await citizen(tx, "Guatemala", "Mixco");
  // A place stored as "Otros" (an account from before the location lists) is not a real group.
  const legacy = await citizen(tx, "Otros", "Otros");
  const flores = await citizen(tx, "Petén", "Flores");
  const filed = (citizenId: number, categoriaId: number, count: number, resolved: number) =>
    Array.from({ length: count }, (_, i) => ({
      citizenId,
      categoriaId,
      created: gt("2026-11-10"),
      status: i < resolved ? ("resolved" as const) : ("new" as const),
      resolved: i < resolved ? gt("2026-11-12") : undefined,
    }));
  const rows = [
    // Category "Otros" and place "Otros": 6 gestiones (3 resolved), large enough on their own.
    ...filed(legacy.id, otros!.id, 6, 3),
    ...filed(mixco.id, salud!.id, 5, 5),
    // Small: Vías 2 (both resolved) from Mixco, Educación 1 from Flores.
    ...filed(mixco.id, vias!.id, 2, 2),
    ...filed(flores.id, educacion!.id, 1, 0),
  ];
  for (const row of rows) await gestion(tx, row);
}

describe("a real category named 'Otros' beside small groups", () => {
  it("is merged with them into one 'Otros' row whose sums are right, in every breakdown and the CSV", async () => {
    const { figures, csvRows } = await onEmptyTables(async (tx) => {
      await othersFixture(tx);
      await refreshTransparencyStats(tx, NOW);
      return {
        figures: await computeTransparency(NOW, tx),
        csvRows: await computeCsvFigures(tx, NOW),
      };
    });
    const g = figures.gestiones;
    expect(g.total).toBe(14);
    expect(g.por_categoria).toEqual([
      { categoria: "Salud", total: 5, resueltas: 5 },
      { categoria: "Otros", total: 9, resueltas: 5 },
    ]);
    expect(g.por_municipio).toEqual([
      { departamento: "Guatemala", municipio: "Mixco", total: 7 },
      { departamento: "Otros", municipio: "Otros", total: 7 },
    ]);
    // All 14 came through the portal: one channel row.
    expect(csvRows).toEqual([
      {
        desde: "2026-11",
        hasta: "2026-11",
        categoria: "Salud",
        canal: "",
        recibidas: 5,
        resueltas: 5,
      },
      {
        desde: "2026-11",
        hasta: "2026-11",
        categoria: "Otros",
        canal: "",
        recibidas: 9,
        resueltas: 5,
      },
      {
        desde: "2026-11",
        hasta: "2026-11",
        categoria: "",
        canal: "Portal",
        recibidas: 14,
        resueltas: 10,
      },
    ]);
    expect(toCsv(csvRows).match(/,Otros,/g)).toHaveLength(1);
  });
});

describe("the open data CSV", () => {
  it("is written by the exports' one CSV writer: a name that starts like a formula stays text", async () => {
    const csv = await onEmptyTables(async (tx) => {
      const [formula] = await categoriesNamed(tx, '=HYPERLINK("http://example.com","Salud")');
      const person = await citizen(tx, "Quetzaltenango", "Zunil");
      for (const day of ["02", "03", "04", "05", "06"])
        await gestion(tx, {
          citizenId: person.id,
          categoriaId: formula!.id,
          created: gt(`2026-11-${day}`),
          status: "new",
        });
      await refreshTransparencyStats(tx, NOW);
      return toCsv(await computeCsvFigures(tx, NOW));
    });
    expect(csv).toBe(
      '\uFEFFdesde,hasta,categoria,canal,recibidas,resueltas\r\n2026-11,2026-11,"\'=HYPERLINK(""http://example.com"",""Salud"")",,5,0\r\n2026-11,2026-11,,Portal,5,0\r\n',
    );
  });
});
