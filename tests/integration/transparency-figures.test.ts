import { describe, expect, it } from "vitest";
import { computeMonthCategoryFigures, computeTransparency } from "@/lib/transparency/figures";
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
} from "./transparency-fixture";

// The figures of /transparencia over a small fixture whose every answer is worked out by hand
// below. Thursday 26 November 2026 at noon, Guatemala time; the holidays that fall in the
// fixture are 15 September and 20 October 2026 (lib/gestiones/sla.ts).
const NOW = new Date("2026-11-26T18:00:00.000Z");

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
  const rows: Parameters<typeof gestion>[1][] = [
    // 1. Reply 2 working days later (20 October is a holiday), resolved in 3, before its date.
    {
      citizenId: quetzaltenango.id,
      categoriaId: salud!.id,
      created: gt("2026-10-19"),
      status: "resolved",
      reply: gt("2026-10-22"),
      resolved: gt("2026-10-23"),
      due: gt("2026-10-24", 0),
    },
    // 2. Filed on a Friday: reply Monday (1), resolved two weeks later (10), after its date.
    {
      citizenId: quetzaltenango.id,
      categoriaId: salud!.id,
      created: gt("2026-10-23"),
      status: "resolved",
      reply: gt("2026-10-26"),
      resolved: gt("2026-11-06"),
      due: gt("2026-11-03", 0),
    },
    // 3. Reply the same day (0); open past its date.
    {
      citizenId: quetzaltenango.id,
      categoriaId: salud!.id,
      created: gt("2026-11-02"),
      status: "in_progress",
      reply: gt("2026-11-02", 15),
      due: gt("2026-11-10", 0),
    },
    // 4. Not yet due, no reply.
    {
      citizenId: quetzaltenango.id,
      categoriaId: salud!.id,
      created: gt("2026-11-24"),
      status: "new",
      due: gt("2026-12-01", 0),
    },
    // 5. No promised date, no reply (only an internal note).
    {
      citizenId: quetzaltenango.id,
      categoriaId: salud!.id,
      created: gt("2026-11-25"),
      status: "new",
    },
    // 6. Outside the 12 months of the trend: reply in 3, resolved in 4, in time.
    {
      citizenId: quetzaltenango.id,
      categoriaId: salud!.id,
      created: gt("2025-06-02"),
      status: "resolved",
      reply: gt("2025-06-05"),
      resolved: gt("2025-06-06"),
      due: gt("2025-06-10", 0),
    },
    // 7. 15 September is a holiday: reply in 1, resolved in 2, in time.
    {
      citizenId: quetzaltenango.id,
      categoriaId: agua!.id,
      created: gt("2026-09-14"),
      status: "resolved",
      reply: gt("2026-09-16"),
      resolved: gt("2026-09-17"),
      due: gt("2026-09-22", 0),
    },
    // 8. A reply on a holiday counts 0 days; rejected ones leave the share within time.
    {
      citizenId: salcaja.id,
      categoriaId: agua!.id,
      created: gt("2026-09-14"),
      status: "rejected",
      reply: gt("2026-09-15"),
      due: gt("2026-09-22", 0),
    },
    // 9. Reply in 3; not yet due.
    {
      citizenId: salcaja.id,
      categoriaId: agua!.id,
      created: gt("2026-11-16"),
      status: "waiting_info",
      reply: gt("2026-11-19"),
      due: gt("2026-11-30", 0),
    },
    // 10. Resolved in 5 with no message, in time.
    {
      citizenId: salcaja.id,
      categoriaId: agua!.id,
      created: gt("2026-11-16"),
      status: "resolved",
      resolved: gt("2026-11-23"),
      due: gt("2026-11-24", 0),
    },
    // 11. Open, no promised date.
    {
      citizenId: salcaja.id,
      categoriaId: agua!.id,
      created: gt("2026-11-16"),
      status: "in_review",
    },
    // 12. Reply and resolution in 2, in time.
    {
      citizenId: salcaja.id,
      categoriaId: vias!.id,
      created: gt("2026-11-09"),
      status: "resolved",
      reply: gt("2026-11-11"),
      resolved: gt("2026-11-11", 14),
      due: gt("2026-11-14", 0),
    },
    // 13. Open past its date.
    {
      citizenId: panajachel.id,
      categoriaId: vias!.id,
      created: gt("2026-11-09"),
      status: "new",
      due: gt("2026-11-13", 0),
    },
    // 14. Rejected, no promised date.
    {
      citizenId: nowhere.id,
      categoriaId: educacion!.id,
      created: gt("2026-11-09"),
      status: "rejected",
    },
  ];
  for (const row of rows) await gestion(tx, row);

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
      question(gt("2026-11-01"), true),
      question(gt("2026-10-30"), false),
      { ...question(gt("2026-11-20"), true), role: "assistant" },
      // 40 days ago: outside the window.
      question(gt("2026-10-17"), true),
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
        csvRows: await computeMonthCategoryFigures(tx),
      };
    });
    expect(figures.generated_at).toBe(NOW.toISOString());
    expect(figures.gestiones).toMatchObject({
      total: 14,
      resueltas: 6,
      abiertas: 6,
      // First replies 0, 0, 1, 1, 2, 2, 3, 3.
      mediana_dias_primera_respuesta: 1.5,
      // Resolutions 2, 2, 3, 4, 5, 10.
      mediana_dias_resolucion: 3.5,
      // Due or resolved: 1, 2, 3, 6, 7, 10, 12, 13; in time: 1, 6, 7, 10, 12.
      dentro_de_plazo: 0.625,
    });
    // Vías (2) and Educación (1) are merged; the categories add up to the total.
    expect(figures.gestiones.por_categoria).toEqual([
      { categoria: "Salud", total: 6, resueltas: 3 },
      { categoria: "Agua", total: 5, resueltas: 2 },
      { categoria: "Otros", total: 3, resueltas: 1 },
    ]);
    expect(figures.gestiones.por_municipio).toEqual([
      { departamento: "Quetzaltenango", municipio: "Quetzaltenango", total: 7 },
      { departamento: "Quetzaltenango", municipio: "Salcajá", total: 5 },
      { departamento: "Otros", municipio: "Otros", total: 2 },
    ]);
    const months = Object.fromEntries(figures.gestiones.por_mes.map((m) => [m.mes, m]));
    expect(figures.gestiones.por_mes.map((m) => m.mes)).toEqual([
      "2025-12",
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
    ]);
    expect(months["2026-09"]).toEqual({ mes: "2026-09", recibidas: 2, resueltas: 1 });
    expect(months["2026-10"]).toEqual({ mes: "2026-10", recibidas: 2, resueltas: 1 });
    expect(months["2026-11"]).toEqual({ mes: "2026-11", recibidas: 9, resueltas: 3 });
    expect(figures.gestiones.por_mes.reduce((sum, m) => sum + m.recibidas, 0)).toBe(13);
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

    // Every month's categories are small here: each month is one "Otros" line.
    expect(csvRows).toEqual([
      { mes: "2025-06", categoria: "Otros", recibidas: 1, resueltas: 1 },
      { mes: "2026-09", categoria: "Otros", recibidas: 2, resueltas: 1 },
      { mes: "2026-10", categoria: "Otros", recibidas: 2, resueltas: 1 },
      { mes: "2026-11", categoria: "Otros", recibidas: 9, resueltas: 3 },
    ]);
    const published = JSON.stringify(figures) + toCsv(csvRows);
    for (const personal of Object.values(PERSONAL)) expect(published).not.toContain(personal);
    expect(published).not.toContain("@");
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
 * 400 gestiones spread over 18 months, six categories (two of them with fewer than five), eight
 * places (three small), every status, replies, resolutions and promised dates.
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
    INSERT INTO gestiones (folio, citizen_id, categoria_id, titulo, status, created_at, resolved_at, sla_due_at, updated_at)
    SELECT 'TRG-' || i,
           (ARRAY[${citizens.join(",")}])[CASE WHEN i IN (3, 4) THEN 5 WHEN i = 9 THEN 6 WHEN i IN (13, 14, 15) THEN 7
                                               ELSE 1 + (CASE WHEN i % 9 = 4 THEN 7 ELSE i % 4 END) END],
           ${ids(categories)}[CASE WHEN i IN (5, 6, 7) THEN 5 WHEN i = 11 THEN 6 ELSE 1 + i % 4 END],
           'Gestión ' || i,
           (ARRAY['new', 'in_review', 'in_progress', 'waiting_info', 'resolved', 'resolved', 'resolved', 'rejected', 'resolved', 'new'])[1 + i % 10]::"GestionStatus",
           created,
           CASE WHEN i % 10 IN (4, 5, 6, 8) THEN least($1::timestamptz, created + (i % 23) * interval '1 day' + (i % 13) * interval '1 hour') END,
           CASE WHEN i % 13 <> 0 THEN created + (3 + i % 9) * interval '1 day' END,
           $1::timestamptz
    FROM (SELECT i, $1::timestamptz - ((i * 7919) % 540) * interval '1 day' - ((i * 37) % 86400) * interval '1 second' AS created
          FROM generate_series(1, 400) AS i) AS s`,
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

/** Working days after the filing day up to `until`, counted one calendar day at a time. */
const workingDays = (until: string) => `(
  SELECT count(*) FROM generate_series((g.created_at AT TIME ZONE 'America/Guatemala')::date + 1,
                                       (${until} AT TIME ZONE 'America/Guatemala')::date, interval '1 day') AS d
  WHERE extract(isodow FROM d) < 6 AND d::date <> ALL(ARRAY[${HOLIDAYS.map((day) => `'${day}'`).join(",")}]::date[]))`;

describe("transparency figures over a generated fixture", () => {
  it("equal their definitions computed straight in SQL, and the totals add up", async () => {
    const { figures, csvRows, definition } = await onEmptyTables(async (tx) => {
      await generatedFixture(tx);
      await refreshTransparencyStats(tx, NOW);
      const [counts] = await tx.$queryRawUnsafe<Record<string, number>[]>(
        `
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE status = 'resolved')::int AS resueltas,
               count(*) FILTER (WHERE status IN ('new', 'in_review', 'in_progress', 'waiting_info'))::int AS abiertas,
               (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${workingDays("r.at")})
                FROM gestiones g JOIN LATERAL (
                  SELECT min(m.created_at) AS at FROM gestion_messages m
                  WHERE m.gestion_id = g.id AND m.author_type = 'staff' AND NOT m.is_internal) r ON r.at IS NOT NULL
               ) AS mediana_primera,
               (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ${workingDays("g.resolved_at")})
                FROM gestiones g WHERE g.status = 'resolved') AS mediana_resolucion,
               (count(*) FILTER (WHERE status = 'resolved' AND resolved_at <= sla_due_at))::float
                 / count(*) FILTER (WHERE sla_due_at IS NOT NULL AND (status = 'resolved' OR (status <> 'rejected' AND sla_due_at < $1))) AS dentro
        FROM gestiones`,
        NOW,
      );
      const categories = await tx.$queryRawUnsafe<
        { categoria: string; total: number; resueltas: number }[]
      >(`
        SELECT c.nombre AS categoria, count(*)::int AS total, count(*) FILTER (WHERE g.status = 'resolved')::int AS resueltas
        FROM gestiones g JOIN gestion_categorias c ON c.id = g.categoria_id GROUP BY c.nombre`);
      const places = await tx.$queryRawUnsafe<{ municipio: string | null; total: number }[]>(`
        SELECT ci.municipio, count(*)::int AS total FROM gestiones g JOIN citizens ci ON ci.id = g.citizen_id GROUP BY ci.municipio`);
      const months = await tx.$queryRawUnsafe<
        { mes: string; recibidas: number; resueltas: number }[]
      >(`
        SELECT to_char(m, 'YYYY-MM') AS mes,
               (SELECT count(*)::int FROM gestiones WHERE created_at >= (m AT TIME ZONE 'America/Guatemala')
                  AND created_at < ((m + interval '1 month') AT TIME ZONE 'America/Guatemala')) AS recibidas,
               (SELECT count(*)::int FROM gestiones WHERE status = 'resolved' AND resolved_at >= (m AT TIME ZONE 'America/Guatemala')
                  AND resolved_at < ((m + interval '1 month') AT TIME ZONE 'America/Guatemala')) AS resueltas
        FROM generate_series(timestamp '2025-12-01', timestamp '2026-11-01', interval '1 month') AS m ORDER BY m`);
      const laborPlaces = await tx.$queryRawUnsafe<
        { departamento: string | null; municipio: string | null; total: number }[]
      >(`
        SELECT departamento, municipio, count(*)::int AS total FROM labores
        WHERE estado = 'publicado' GROUP BY departamento, municipio`);
      const laborYears = await tx.$queryRawUnsafe<{ anio: number; total: number }[]>(`
        SELECT anio_ejecucion AS anio, count(*)::int AS total FROM labores
        WHERE estado = 'publicado' GROUP BY anio_ejecucion`);
      return {
        figures: await computeTransparency(NOW, tx),
        csvRows: await computeMonthCategoryFigures(tx),
        definition: { counts: counts!, categories, places, months, laborPlaces, laborYears },
      };
    });
    const { counts, categories, places, months, laborPlaces, laborYears } = definition;
    const g = figures.gestiones;
    expect(g.total).toBe(400);
    expect(g).toMatchObject({
      total: counts.total,
      resueltas: counts.resueltas,
      abiertas: counts.abiertas,
      mediana_dias_primera_respuesta: counts.mediana_primera,
      mediana_dias_resolucion: counts.mediana_resolucion,
      dentro_de_plazo: Number(counts.dentro!.toFixed(4)),
    });
    expect(g.por_mes).toEqual(months);

    const small = <Row extends { total: number }>(rows: Row[]) =>
      rows.filter((row) => row.total < 5);
    expect(small(categories).length).toBe(2);
    expect(g.por_categoria).toEqual([
      ...categories
        .filter((row) => row.total >= 5)
        .sort((a, b) => b.total - a.total || a.categoria.localeCompare(b.categoria)),
      {
        categoria: "Otros",
        total: small(categories).reduce((sum, row) => sum + row.total, 0),
        resueltas: small(categories).reduce((sum, row) => sum + row.resueltas, 0),
      },
    ]);
    expect(small(places).length).toBe(3);
    expect(g.por_municipio.map((row) => [row.municipio, row.total])).toEqual([
      ...places
        .filter((row) => row.total >= 5)
        .sort((a, b) => b.total - a.total || a.municipio!.localeCompare(b.municipio!))
        .map((row) => [row.municipio, row.total]),
      ["Otros", small(places).reduce((sum, row) => sum + row.total, 0)],
    ]);

    // Totals add up; no published group counts 1 to 4 except "Otros".
    const sum = <Row extends object>(rows: Row[], key: keyof Row) =>
      rows.reduce((total, row) => total + (row[key] as number), 0);
    expect(sum(g.por_categoria, "total")).toBe(g.total);
    expect(sum(g.por_categoria, "resueltas")).toBe(g.resueltas);
    expect(sum(g.por_municipio, "total")).toBe(g.total);
    expect(sum(csvRows, "recibidas")).toBe(g.total);
    expect(sum(csvRows, "resueltas")).toBe(g.resueltas);
    for (const month of g.por_mes) {
      const lines = csvRows.filter((row) => row.mes === month.mes);
      expect(sum(lines, "recibidas"), month.mes).toBe(month.recibidas);
      expect(sum(lines, "resueltas"), month.mes).toBe(month.resueltas);
    }
    for (const row of [...g.por_categoria, ...g.por_municipio]) {
      if (row.total > 0 && row.total < 5) expect(Object.values(row)).toContain("Otros");
    }
    for (const row of csvRows) {
      if ((row.recibidas > 0 && row.recibidas < 5) || (row.resueltas > 0 && row.resueltas < 5))
        expect(row.categoria).toBe("Otros");
    }
    expect(csvRows.some((row) => row.categoria !== "Otros")).toBe(true);

    // Labores: every published one by place (none as "Sin dato") and by year, most recent first.
    const labores = figures.labores;
    expect(labores.total).toBe(sum(laborYears, "total"));
    expect(labores.total).toBeGreaterThan(0);
    expect(labores.por_anio).toEqual([...laborYears].sort((a, b) => b.anio - a.anio));
    expect(labores.por_municipio).toEqual(
      laborPlaces
        .map((row) => ({
          departamento: row.departamento ?? "Sin dato",
          municipio: row.municipio ?? "Sin dato",
          total: row.total,
        }))
        .sort(
          (a, b) =>
            b.total - a.total ||
            a.departamento.localeCompare(b.departamento) ||
            a.municipio.localeCompare(b.municipio),
        ),
    );
    expect(sum(labores.por_municipio, "total")).toBe(labores.total);
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
    // Small: Vías 2 (1 resolved) from Mixco, Educación 1 from Flores.
    ...filed(mixco.id, vias!.id, 2, 1),
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
        csvRows: await computeMonthCategoryFigures(tx, NOW),
      };
    });
    const g = figures.gestiones;
    expect(g.total).toBe(14);
    expect(g.por_categoria).toEqual([
      { categoria: "Salud", total: 5, resueltas: 5 },
      { categoria: "Otros", total: 9, resueltas: 4 },
    ]);
    expect(g.por_municipio).toEqual([
      { departamento: "Guatemala", municipio: "Mixco", total: 7 },
      { departamento: "Otros", municipio: "Otros", total: 7 },
    ]);
    expect(csvRows).toEqual([
      { mes: "2026-11", categoria: "Salud", recibidas: 5, resueltas: 5 },
      { mes: "2026-11", categoria: "Otros", recibidas: 9, resueltas: 4 },
    ]);
    expect(toCsv(csvRows).match(/,Otros,/g)).toHaveLength(1);
  });
});
