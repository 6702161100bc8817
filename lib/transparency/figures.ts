import "server-only";
import { db } from "@/lib/db";
import { ensureFreshStats, type SqlReader } from "@/lib/transparency/stats";
import {
  ASSISTANT_WINDOW_DAYS,
  mergeSmallGroups,
  mergeSmallMonthCategories,
  NO_PLACE,
  OTHERS,
  TREND_MONTHS,
  type MonthCategoryFigure,
  type PlaceFigure,
  type TransparencyData,
} from "@/lib/transparency/schema";

// The gestiones figures come from one read of the materialized view transparency_stats
// (lib/transparency/stats.ts keeps it at most an hour old): a few hundred grouped rows, put
// together here. Labores and the assistant's questions are read live, one aggregate query each.

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits));

interface StatsRow {
  conjunto: string;
  categoria: string | null;
  departamento: string | null;
  municipio: string | null;
  mes: string | null;
  dias: number | null;
  total: number;
  resueltas: number;
  abiertas: number;
  a_tiempo: number;
  resueltas_con_plazo: number;
}

/** Every grouped row of the view, and the open gestiones past due at `now` as "vencidas". */
async function statsRows(client: SqlReader, now: Date): Promise<StatsRow[]> {
  return client.$queryRaw<StatsRow[]>`
    SELECT conjunto, categoria, departamento, municipio, mes, dias::int AS dias, total, resueltas, abiertas,
           a_tiempo, resueltas_con_plazo
    FROM transparency_stats WHERE conjunto <> 'abierta_con_plazo'
    UNION ALL
    SELECT 'vencidas', NULL, NULL, NULL, NULL, NULL, coalesce(sum(total), 0)::int, 0, 0, 0, 0
    FROM transparency_stats WHERE conjunto = 'abierta_con_plazo' AND vence < ${now}
    ORDER BY conjunto, total DESC, categoria, departamento, municipio, mes, dias`;
}

/**
 * The median of a histogram of working days: the mean of the values at positions ⌊(n+1)/2⌋ and
 * ⌊n/2⌋+1 of the n sorted gestiones (the same value when n is odd); null with no gestión.
 */
function medianDays(histogram: StatsRow[]): number | null {
  const bins = [...histogram].sort((a, b) => a.dias! - b.dias!);
  const n = bins.reduce((sum, bin) => sum + bin.total, 0);
  if (!n) return null;
  const at = (position: number) => {
    let upto = 0;
    for (const bin of bins) {
      upto += bin.total;
      if (upto >= position) return bin.dias!;
    }
    return bins.at(-1)!.dias!;
  };
  return (at(Math.floor((n + 1) / 2)) + at(Math.floor(n / 2) + 1)) / 2;
}

/** The last TREND_MONTHS months, this one included, as "YYYY-MM" (Guatemala: UTC−6 all year). */
function trendMonths(now: Date): string[] {
  const local = new Date(now.getTime() - 6 * 3_600_000);
  return Array.from({ length: TREND_MONTHS }, (_, i) => {
    const month = new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (TREND_MONTHS - 1 - i), 1),
    );
    return month.toISOString().slice(0, 7);
  });
}

function gestionesFigures(rows: StatsRow[], now: Date): TransparencyData["gestiones"] {
  const of = (conjunto: string) => rows.filter((row) => row.conjunto === conjunto);
  const totals = of("totales")[0]!;
  const overdue = of("vencidas")[0]?.total ?? 0;
  const dueOrResolved = totals.resueltas_con_plazo + overdue;
  const monthly = (conjunto: string, count: "total" | "resueltas", mes: string) =>
    of(conjunto)
      .filter((row) => row.mes === mes)
      .reduce((sum, row) => sum + row[count], 0);
  return {
    total: totals.total,
    resueltas: totals.resueltas,
    abiertas: totals.abiertas,
    mediana_dias_primera_respuesta: round(medianDays(of("dias_respuesta")), 1),
    mediana_dias_resolucion: round(medianDays(of("dias_resolucion")), 1),
    dentro_de_plazo: dueOrResolved ? round(totals.a_tiempo / dueOrResolved, 4) : null,
    por_categoria: mergeSmallGroups(
      of("categoria").map((row) => ({
        categoria: row.categoria!,
        total: row.total,
        resueltas: row.resueltas,
      })),
      ["total", "resueltas"],
      { categoria: OTHERS },
      ["total"],
    ),
    por_municipio: mergeSmallGroups(
      of("municipio").map((row) => ({
        departamento: row.departamento!,
        municipio: row.municipio!,
        total: row.total,
      })),
      ["total"],
      { departamento: OTHERS, municipio: OTHERS },
    ),
    por_mes: trendMonths(now).map((mes) => ({
      mes,
      recibidas: monthly("mes_categoria", "total", mes),
      resueltas: monthly("mes_categoria_resuelta", "resueltas", mes),
    })),
  };
}

/** Published labores by place and by year; each list adds up to the total. */
async function labores(client: SqlReader): Promise<TransparencyData["labores"]> {
  const [byPlace, byYear] = await Promise.all([
    client.$queryRaw<PlaceFigure[]>`
      SELECT coalesce(departamento, ${NO_PLACE}) AS departamento,
             coalesce(municipio, ${NO_PLACE}) AS municipio, count(*)::int AS total
      FROM labores WHERE estado = 'publicado'
      GROUP BY 1, 2 ORDER BY total DESC, departamento, municipio`,
    client.$queryRaw<{ anio: number; total: number }[]>`
      SELECT anio_ejecucion AS anio, count(*)::int AS total FROM labores
      WHERE estado = 'publicado' GROUP BY anio_ejecucion ORDER BY anio_ejecucion DESC`,
  ]);
  return {
    total: byYear.reduce((sum, row) => sum + row.total, 0),
    por_municipio: byPlace,
    por_anio: byYear,
  };
}

async function assistant(client: SqlReader, now: Date): Promise<TransparencyData["asistente"]> {
  const [row] = await client.$queryRaw<{ preguntas: number; con_informacion: number }[]>`
    SELECT count(*)::int AS preguntas, count(*) FILTER (WHERE found)::int AS con_informacion
    FROM chat_messages
    WHERE role = 'user' AND created_at > ${now}::timestamptz - ${`${ASSISTANT_WINDOW_DAYS} days`}::interval`;
  return {
    dias: ASSISTANT_WINDOW_DAYS,
    preguntas_respondidas: row!.preguntas,
    con_informacion_publicada: row!.con_informacion,
  };
}

/**
 * Every figure of the page and the JSON as of `now`, uncached; `client` may be a transaction
 * (tests compute over a fixture of their own).
 */
export async function computeTransparency(
  now = new Date(),
  client: SqlReader = db(),
): Promise<TransparencyData> {
  await ensureFreshStats(client, now);
  const [rows, works, chat] = await Promise.all([
    statsRows(client, now),
    labores(client),
    assistant(client, now),
  ]);
  return {
    generated_at: now.toISOString(),
    gestiones: gestionesFigures(rows, now),
    labores: works,
    asistente: chat,
  };
}

/** The CSV's lines: every month since the first gestión, by category, small groups merged. */
export async function computeMonthCategoryFigures(
  client: SqlReader = db(),
  now = new Date(),
): Promise<MonthCategoryFigure[]> {
  await ensureFreshStats(client, now);
  const rows = await client.$queryRaw<MonthCategoryFigure[]>`
    SELECT mes, categoria, sum(total)::int AS recibidas, sum(resueltas)::int AS resueltas
    FROM transparency_stats WHERE conjunto IN ('mes_categoria', 'mes_categoria_resuelta')
    GROUP BY mes, categoria ORDER BY mes, recibidas DESC, categoria`;
  return mergeSmallMonthCategories(rows);
}
