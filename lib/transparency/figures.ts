import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { guatemalanHolidays } from "@/lib/gestiones/sla";
import {
  ASSISTANT_WINDOW_DAYS,
  mergeSmallGroups,
  mergeSmallMonthCategories,
  OTHERS,
  TREND_MONTHS,
  UNKNOWN_PLACE,
  type CategoryFigure,
  type MonthCategoryFigure,
  type MonthFigure,
  type PlaceFigure,
  type TransparencyData,
} from "@/lib/transparency/schema";

/** The database, or a transaction on it. */
export type SqlReader = Pick<Prisma.TransactionClient, "$queryRaw">;

// Every figure is one aggregate query over the whole table; only the handful of grouped rows they
// return reach JavaScript (the merge of small groups, rounding).

/** Guatemala's local date of a timestamptz column (the SLA's working days are Guatemalan days). */
const localDate = (column: Prisma.Sql) =>
  Prisma.sql`(${column} AT TIME ZONE 'America/Guatemala')::date`;
const localMonth = (column: Prisma.Sql) =>
  Prisma.sql`to_char(${column} AT TIME ZONE 'America/Guatemala', 'YYYY-MM')`;

const FIRST_HOLIDAY_YEAR = 2000;
const DAY_MS = 86_400_000;

/** The national holidays (lib/gestiones/sla.ts) from 2000 to next year, as "YYYY-MM-DD". */
function holidayDates(now: Date): string[] {
  const dates: string[] = [];
  for (let year = FIRST_HOLIDAY_YEAR; year <= now.getUTCFullYear() + 1; year++) {
    for (const day of guatemalanHolidays(year)) {
      dates.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
    }
  }
  return dates;
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits));

interface Summary {
  total: number;
  resueltas: number;
  abiertas: number;
  mediana_primera: number | null;
  mediana_resolucion: number | null;
  a_tiempo: number;
  plazo_cumplido: number;
}

/**
 * Totals, median working days and the share within the promised time. Working days between two
 * dates are the difference of a running count over a calendar of every day since the first
 * gestión (weekdays less holidays): the days after the filing day up to the reply day, as the SLA
 * counts them, so a reply on the filing day is 0.
 */
async function summary(client: SqlReader, now: Date): Promise<Summary> {
  const [row] = await client.$queryRaw<Summary[]>`
    WITH first_reply AS (
      SELECT gestion_id, min(created_at) AS at FROM gestion_messages
      WHERE author_type = 'staff' AND NOT is_internal GROUP BY gestion_id),
    calendar AS (
      SELECT day::date AS day,
             count(*) FILTER (WHERE extract(isodow FROM day) < 6
                                AND day::date <> ALL(${holidayDates(now)}::date[])) OVER (ORDER BY day) AS working
      FROM generate_series(
        coalesce((SELECT ${localDate(Prisma.sql`min(created_at)`)} FROM gestiones), ${localDate(Prisma.sql`${now}::timestamptz`)}),
        ${localDate(Prisma.sql`${now}::timestamptz`)}, interval '1 day') AS day)
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE g.status = 'resolved')::int AS resueltas,
           count(*) FILTER (WHERE g.status NOT IN ('resolved', 'rejected'))::int AS abiertas,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY reply.working - filed.working) AS mediana_primera,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY resolved.working - filed.working)
             FILTER (WHERE g.status = 'resolved') AS mediana_resolucion,
           count(*) FILTER (WHERE g.status = 'resolved' AND g.resolved_at <= g.sla_due_at)::int AS a_tiempo,
           count(*) FILTER (WHERE g.sla_due_at IS NOT NULL AND (g.status = 'resolved'
                              OR (g.status <> 'rejected' AND g.sla_due_at < ${now})))::int AS plazo_cumplido
    FROM gestiones g
    LEFT JOIN calendar filed ON filed.day = ${localDate(Prisma.sql`g.created_at`)}
    LEFT JOIN first_reply fr ON fr.gestion_id = g.id
    LEFT JOIN calendar reply ON reply.day = ${localDate(Prisma.sql`fr.at`)}
    LEFT JOIN calendar resolved ON resolved.day = ${localDate(Prisma.sql`g.resolved_at`)}`;
  return row!;
}

async function byCategory(client: SqlReader): Promise<CategoryFigure[]> {
  const rows = await client.$queryRaw<CategoryFigure[]>`
    SELECT c.nombre AS categoria, count(*)::int AS total,
           count(*) FILTER (WHERE g.status = 'resolved')::int AS resueltas
    FROM gestiones g JOIN gestion_categorias c ON c.id = g.categoria_id
    GROUP BY c.nombre ORDER BY total DESC, categoria`;
  return mergeSmallGroups(rows, ["total", "resueltas"], { categoria: OTHERS }, ["total"]);
}

async function byPlace(client: SqlReader): Promise<PlaceFigure[]> {
  const rows = await client.$queryRaw<PlaceFigure[]>`
    SELECT coalesce(nullif(btrim(ci.departamento), ''), ${UNKNOWN_PLACE}) AS departamento,
           coalesce(nullif(btrim(ci.municipio), ''), ${UNKNOWN_PLACE}) AS municipio,
           count(*)::int AS total
    FROM gestiones g JOIN citizens ci ON ci.id = g.citizen_id
    GROUP BY 1, 2 ORDER BY total DESC, departamento, municipio`;
  return mergeSmallGroups(rows, ["total"], { departamento: OTHERS, municipio: OTHERS });
}

/** The last TREND_MONTHS months, this one included: received by filing month, resolved by month. */
async function byMonth(client: SqlReader, now: Date): Promise<MonthFigure[]> {
  return client.$queryRaw<MonthFigure[]>`
    WITH months AS (
      SELECT to_char(month, 'YYYY-MM') AS mes
      FROM generate_series(
        date_trunc('month', ${now}::timestamptz AT TIME ZONE 'America/Guatemala') - ${`${TREND_MONTHS - 1} months`}::interval,
        date_trunc('month', ${now}::timestamptz AT TIME ZONE 'America/Guatemala'),
        interval '1 month') AS month),
    received AS (
      SELECT ${localMonth(Prisma.sql`created_at`)} AS mes, count(*)::int AS n FROM gestiones GROUP BY 1),
    resolved AS (
      SELECT ${localMonth(Prisma.sql`resolved_at`)} AS mes, count(*)::int AS n FROM gestiones
      WHERE status = 'resolved' GROUP BY 1)
    SELECT m.mes, coalesce(received.n, 0) AS recibidas, coalesce(resolved.n, 0) AS resueltas
    FROM months m LEFT JOIN received USING (mes) LEFT JOIN resolved USING (mes)
    ORDER BY m.mes`;
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
  const [totals, categories, places, months, works, chat] = await Promise.all([
    summary(client, now),
    byCategory(client),
    byPlace(client),
    byMonth(client, now),
    labores(client),
    assistant(client, now),
  ]);
  return {
    generated_at: now.toISOString(),
    gestiones: {
      total: totals.total,
      resueltas: totals.resueltas,
      abiertas: totals.abiertas,
      mediana_dias_primera_respuesta: round(totals.mediana_primera, 1),
      mediana_dias_resolucion: round(totals.mediana_resolucion, 1),
      dentro_de_plazo: totals.plazo_cumplido
        ? round(totals.a_tiempo / totals.plazo_cumplido, 4)
        : null,
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
): Promise<MonthCategoryFigure[]> {
  const rows = await client.$queryRaw<MonthCategoryFigure[]>`
    WITH received AS (
      SELECT ${localMonth(Prisma.sql`created_at`)} AS mes, categoria_id, count(*)::int AS n
      FROM gestiones GROUP BY 1, 2),
    resolved AS (
      SELECT ${localMonth(Prisma.sql`resolved_at`)} AS mes, categoria_id, count(*)::int AS n
      FROM gestiones WHERE status = 'resolved' GROUP BY 1, 2)
    SELECT mes, c.nombre AS categoria, coalesce(received.n, 0) AS recibidas,
           coalesce(resolved.n, 0) AS resueltas
    FROM received FULL JOIN resolved USING (mes, categoria_id)
    JOIN gestion_categorias c ON c.id = categoria_id
    ORDER BY mes, recibidas DESC, categoria`;
  return mergeSmallMonthCategories(rows);
}
