import { describe, expect, it } from "vitest";
import { computeMonthCategoryFigures, computeTransparency } from "@/lib/transparency/figures";
import { toCsv } from "@/lib/transparency/schema";
import { PERSONAL, category, citizen, gestion, gt, onEmptyTables, type Tx } from "./transparency-fixture";

// The figures of /transparencia over a small fixture whose every answer is worked out by hand
// below. Thursday 26 November 2026 at noon, Guatemala time; the holidays that fall in the
// fixture are 15 September and 20 October 2026 (lib/gestiones/sla.ts).
const NOW = new Date("2026-11-26T18:00:00.000Z");

async function handFixture(tx: Tx) {
  const [salud, agua, vias, educacion] = await Promise.all(
    ["Salud", "Agua", "Vías", "Educación"].map((nombre) => category(tx, nombre)),
  );
  const quetzaltenango = await citizen(tx, "Quetzaltenango", "Quetzaltenango");
  const salcaja = await citizen(tx, "Quetzaltenango", "Salcajá");
  const panajachel = await citizen(tx, "Sololá", "Panajachel");
  const nowhere = await citizen(tx, null, null);
  const rows: Parameters<typeof gestion>[1][] = [
    // 1. Reply 2 working days later (20 October is a holiday), resolved in 3, before its date.
    { citizenId: quetzaltenango.id, categoriaId: salud!.id, created: gt("2026-10-19"), status: "resolved", reply: gt("2026-10-22"), resolved: gt("2026-10-23"), due: gt("2026-10-24", 0) },
    // 2. Filed on a Friday: reply Monday (1), resolved two weeks later (10), after its date.
    { citizenId: quetzaltenango.id, categoriaId: salud!.id, created: gt("2026-10-23"), status: "resolved", reply: gt("2026-10-26"), resolved: gt("2026-11-06"), due: gt("2026-11-03", 0) },
    // 3. Reply the same day (0); open past its date.
    { citizenId: quetzaltenango.id, categoriaId: salud!.id, created: gt("2026-11-02"), status: "in_progress", reply: gt("2026-11-02", 15), due: gt("2026-11-10", 0) },
    // 4. Not yet due, no reply.
    { citizenId: quetzaltenango.id, categoriaId: salud!.id, created: gt("2026-11-24"), status: "new", due: gt("2026-12-01", 0) },
    // 5. No promised date, no reply (only an internal note).
    { citizenId: quetzaltenango.id, categoriaId: salud!.id, created: gt("2026-11-25"), status: "new" },
    // 6. Outside the 12 months of the trend: reply in 3, resolved in 4, in time.
    { citizenId: quetzaltenango.id, categoriaId: salud!.id, created: gt("2025-06-02"), status: "resolved", reply: gt("2025-06-05"), resolved: gt("2025-06-06"), due: gt("2025-06-10", 0) },
    // 7. 15 September is a holiday: reply in 1, resolved in 2, in time.
    { citizenId: quetzaltenango.id, categoriaId: agua!.id, created: gt("2026-09-14"), status: "resolved", reply: gt("2026-09-16"), resolved: gt("2026-09-17"), due: gt("2026-09-22", 0) },
    // 8. A reply on a holiday counts 0 days; rejected ones leave the share within time.
    { citizenId: salcaja.id, categoriaId: agua!.id, created: gt("2026-09-14"), status: "rejected", reply: gt("2026-09-15"), due: gt("2026-09-22", 0) },
    // 9. Reply in 3; not yet due.
    { citizenId: salcaja.id, categoriaId: agua!.id, created: gt("2026-11-16"), status: "waiting_info", reply: gt("2026-11-19"), due: gt("2026-11-30", 0) },
    // 10. Resolved in 5 with no message, in time.
    { citizenId: salcaja.id, categoriaId: agua!.id, created: gt("2026-11-16"), status: "resolved", resolved: gt("2026-11-23"), due: gt("2026-11-24", 0) },
    // 11. Open, no promised date.
    { citizenId: salcaja.id, categoriaId: agua!.id, created: gt("2026-11-16"), status: "in_review" },
    // 12. Reply and resolution in 2, in time.
    { citizenId: salcaja.id, categoriaId: vias!.id, created: gt("2026-11-09"), status: "resolved", reply: gt("2026-11-11"), resolved: gt("2026-11-11", 14), due: gt("2026-11-14", 0) },
    // 13. Open past its date.
    { citizenId: panajachel.id, categoriaId: vias!.id, created: gt("2026-11-09"), status: "new", due: gt("2026-11-13", 0) },
    // 14. Rejected, no promised date.
    { citizenId: nowhere.id, categoriaId: educacion!.id, created: gt("2026-11-09"), status: "rejected" },
  ];
  for (const row of rows) await gestion(tx, row);

  const obras = await tx.laborCategory.create({ data: { nombre: "Obras TR", slug: "obras-tr" } });
  await tx.labor.createMany({
    data: [
      { titulo: "Puente", slug: "tr-puente", anio_ejecucion: 2025, estado: "publicado", categoria_id: obras.id },
      { titulo: "Escuela", slug: "tr-escuela", anio_ejecucion: 2025, estado: "publicado", categoria_id: obras.id },
      { titulo: "Camino", slug: "tr-camino", anio_ejecucion: 2026, estado: "publicado" },
      { titulo: "Borrador", slug: "tr-borrador", anio_ejecucion: 2026, estado: "borrador" },
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
    expect(figures.labores).toEqual({
      total: 3,
      por_anio: [
        { anio: 2026, total: 1 },
        { anio: 2025, total: 2 },
      ],
      por_categoria: [
        { categoria: "Obras TR", total: 2 },
        { categoria: "Sin categoría", total: 1 },
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
