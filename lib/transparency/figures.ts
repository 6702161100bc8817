import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { ensureFreshStats, type SqlReader } from "@/lib/transparency/stats";
import {
  ASSISTANT_WINDOW_DAYS,
  mergeSmallGroups,
  mergeSmallMonthCategories,
  OTHERS,
  TREND_MONTHS,
  type CategoryFigure,
  type MonthCategoryFigure,
  type MonthFigure,
  type PlaceFigure,
  type TransparencyData,
} from "@/lib/transparency/schema";

// Every gestiones figure is one small query over the materialized view transparency_stats
// (lib/transparency/stats.ts keeps it at most an hour old); labores and the assistant's questions
// are read live. Only the grouped rows reach JavaScript (the merge of small groups, rounding).

/** Guatemala's local month of a timestamptz: UTC−6 all year, as the SLA code counts. */
const localMonth = (value: Prisma.Sql) =>
  Prisma.sql`date_trunc('month', ${value} AT TIME ZONE INTERVAL '-06:00')`;

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits));

interface Totals {
  total: number;
  resueltas: number;
  abiertas: number;
  a_tiempo: number;
  resueltas_con_plazo: number;
  vencidas: number;
}

/** Totals, and what the share within the promised time needs: open gestiones past due `now`. */
async function totals(client: SqlReader, now: Date): Promise<Totals> {
  const [row] = await client.$queryRaw<Totals[]>`
    SELECT coalesce(sum(total), 0)::int AS total, coalesce(sum(resueltas), 0)::int AS resueltas,
           coalesce(sum(abiertas), 0)::int AS abiertas, coalesce(sum(a_tiempo), 0)::int AS a_tiempo,
           coalesce(sum(resueltas_con_plazo), 0)::int AS resueltas_con_plazo,
           (SELECT coalesce(sum(total), 0)::int FROM transparency_stats
            WHERE conjunto = 'abierta_con_plazo' AND vence < ${now}) AS vencidas
    FROM transparency_stats WHERE conjunto = 'totales'`;
  return row!;
}

/**
 * The median of a histogram of working days: the mean of the values at positions ⌊(n+1)/2⌋ and
 * ⌊n/2⌋+1 of the n sorted gestiones (the same value when n is odd); null with no gestión.
 */
async function medianDays(
  client: SqlReader,
  histogram: "dias_respuesta" | "dias_resolucion",
): Promise<number | null> {
  const [row] = await client.$queryRaw<{ median: number | null }[]>`
    WITH h AS (
      SELECT dias, sum(total) OVER (ORDER BY dias) AS upto, sum(total) OVER () AS n
      FROM transparency_stats WHERE conjunto = ${histogram})
    SELECT ((min(dias) FILTER (WHERE upto >= (n + 1) / 2)
             + min(dias) FILTER (WHERE upto >= n / 2 + 1)) / 2.0)::float AS median
    FROM h`;
  return row!.median;
}

async function byCategory(client: SqlReader): Promise<CategoryFigure[]> {
  const rows = await client.$queryRaw<CategoryFigure[]>`
    SELECT categoria, total, resueltas FROM transparency_stats
    WHERE conjunto = 'categoria' ORDER BY total DESC, categoria`;
  return mergeSmallGroups(rows, ["total", "resueltas"], { categoria: OTHERS }, ["total"]);
}

async function byPlace(client: SqlReader): Promise<PlaceFigure[]> {
  const rows = await client.$queryRaw<PlaceFigure[]>`
    SELECT departamento, municipio, total FROM transparency_stats
    WHERE conjunto = 'municipio' ORDER BY total DESC, departamento, municipio`;
  return mergeSmallGroups(rows, ["total"], { departamento: OTHERS, municipio: OTHERS });
}

/** The last TREND_MONTHS months, this one included: received by filing month, resolved by month. */
async function byMonth(client: SqlReader, now: Date): Promise<MonthFigure[]> {
  const thisMonth = localMonth(Prisma.sql`${now}::timestamptz`);
  return client.$queryRaw<MonthFigure[]>`
    WITH months AS (
      SELECT to_char(month, 'YYYY-MM') AS mes
      FROM generate_series(${thisMonth} - ${`${TREND_MONTHS - 1} months`}::interval, ${thisMonth},
                           interval '1 month') AS month)
    SELECT m.mes, coalesce(sum(s.total), 0)::int AS recibidas, coalesce(sum(s.resueltas), 0)::int AS resueltas
    FROM months m
    LEFT JOIN transparency_stats s ON s.mes = m.mes AND s.conjunto IN ('mes_categoria', 'mes_categoria_resuelta')
    GROUP BY m.mes ORDER BY m.mes`;
}

async function labores(client: SqlReader): Promise<TransparencyData["labores"]> {
  const [byYear, byCategory] = await Promise.all([
    client.$queryRaw<{ anio: number; total: number }[]>`
      SELECT anio_ejecucion AS anio, count(*)::int AS total FROM labores
      WHERE estado = 'publicado' GROUP BY anio_ejecucion ORDER BY anio_ejecucion DESC`,
    client.$queryRaw<{ categoria: string; total: number }[]>`
      SELECT coalesce(c.nombre, 'Sin categoría') AS categoria, count(*)::int AS total
      FROM labores l LEFT JOIN labor_categories c ON c.id = l.categoria_id
      WHERE l.estado = 'publicado' GROUP BY 1 ORDER BY total DESC, categoria`,
  ]);
  return {
    total: byYear.reduce((sum, row) => sum + row.total, 0),
    por_anio: byYear,
    por_categoria: byCategory,
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
  const [counts, firstReply, resolution, categories, places, months, works, chat] =
    await Promise.all([
      totals(client, now),
      medianDays(client, "dias_respuesta"),
      medianDays(client, "dias_resolucion"),
      byCategory(client),
      byPlace(client),
      byMonth(client, now),
      labores(client),
      assistant(client, now),
    ]);
  const dueOrResolved = counts.resueltas_con_plazo + counts.vencidas;
  return {
    generated_at: now.toISOString(),
    gestiones: {
      total: counts.total,
      resueltas: counts.resueltas,
      abiertas: counts.abiertas,
      mediana_dias_primera_respuesta: round(firstReply, 1),
      mediana_dias_resolucion: round(resolution, 1),
      dentro_de_plazo: dueOrResolved ? round(counts.a_tiempo / dueOrResolved, 4) : null,
      por_categoria: categories,
      por_municipio: places,
      por_mes: months,
    },
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
