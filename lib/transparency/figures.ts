import "server-only";
import { db } from "@/lib/db";
import { channelLabel } from "@/lib/gestiones/origin-channels";
import { addMonths } from "@/lib/transparency/months";
import {
  statsRows,
  storedRelease,
  type SqlReader,
  type StatsRow,
} from "@/lib/transparency/periods";
import {
  closedThrough,
  receivedThrough,
  releaseTotals,
  type ClosingKind,
  type Release,
} from "@/lib/transparency/release";
import {
  ASSISTANT_WINDOW_DAYS,
  NO_PLACE,
  SMALL_GROUP_LIMIT,
  TREND_MONTHS,
  type ChannelFigure,
  type CsvFigure,
  type PlaceFigure,
  type TransparencyData,
} from "@/lib/transparency/schema";
import { ensureFreshStats } from "@/lib/transparency/stats";

// This month's release (lib/transparency/stats.ts): the counts and breakdowns of gestiones are the
// sums of the periods published so far (lib/transparency/periods.ts, by the rules of
// lib/transparency/release.ts); the medians, the share within time and the assistant's figures
// come from the materialized view, computed for this month. Labores are read live: each is
// published on its own.

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits));

const sum = (rows: { total: number }[]) => rows.reduce((total, row) => total + row.total, 0);

/** A channel table as the public reads it: each channel by the name the office's list gives it. */
const namedChannels = (rows: ChannelFigure[]) =>
  rows.map((row) => ({ ...row, canal: channelLabel(row.canal) }));

/** This month's release: the view's rows and the periods published through last month. */
async function readRelease(client: SqlReader | undefined, now: Date) {
  await ensureFreshStats(client, now);
  const reader = client ?? db();
  const rows = await statsRows(reader);
  const of = (conjunto: string) => rows.filter((row) => row.conjunto === conjunto);
  const publication = of("publicacion")[0]!;
  const periodo = publication.mes!;
  return {
    of,
    periodo,
    calculado: publication.calculado!,
    release: await storedRelease(reader, addMonths(periodo, -1)),
  };
}

/**
 * The median of a histogram of working days: the mean of the values at positions ⌊(n+1)/2⌋ and
 * ⌊n/2⌋+1 of the n sorted gestiones (the same value when n is odd); null with fewer than
 * SMALL_GROUP_LIMIT gestiones, where it would tell about one or two cases.
 */
function medianDays(histogram: StatsRow[]): number | null {
  const bins = [...histogram].sort((a, b) => a.dias! - b.dias!);
  const n = sum(bins);
  if (n < SMALL_GROUP_LIMIT) return null;
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

/** A published count, or null when it is 0 while some exist that wait for more (fewer than 5). */
const countOrUnknown = (published: number, existing: number) =>
  published === 0 && existing > 0 ? null : published;

function gestionesFigures(
  of: (conjunto: string) => StatsRow[],
  release: Release,
): TransparencyData["gestiones"] {
  const totals = releaseTotals(release);
  const through = receivedThrough(release);
  const resolvedThrough = closedThrough(release, "resolved");
  const counted = (row: StatsRow) => through !== null && row.mes! <= through;
  const closedAs = (tipo: ClosingKind) => sum(of("cierres").filter((row) => row.tipo === tipo));
  const total = countOrUnknown(totals.recibidas, sum(of("recibidas_categoria")));
  const resueltas = countOrUnknown(totals.resueltas, closedAs("resolved"));
  const rechazadas = countOrUnknown(totals.rechazadas, closedAs("rejected"));
  const due = of("plazo").filter(counted);
  const dueCount = sum(due);
  const trendFrom = through === null ? null : addMonths(through, 1 - TREND_MONTHS);
  return {
    total,
    abiertas: total === null ? null : total - (resueltas ?? 0) - (rechazadas ?? 0),
    resueltas,
    rechazadas,
    mediana_dias_primera_respuesta: round(medianDays(of("dias_respuesta").filter(counted)), 1),
    mediana_dias_resolucion: round(
      medianDays(
        of("dias_resolucion").filter(
          (row) => resolvedThrough !== null && row.mes_cierre! <= resolvedThrough,
        ),
      ),
      1,
    ),
    dentro_de_plazo:
      dueCount >= SMALL_GROUP_LIMIT
        ? round(sum(due.filter((row) => row.tipo === "a_tiempo")) / dueCount, 4)
        : null,
    por_categoria: totals.categorias,
    por_municipio: totals.lugares,
    por_canal: namedChannels(totals.canales),
    por_periodo: release.periods
      .filter((period) => trendFrom !== null && period.hasta >= trendFrom)
      .map(({ desde, hasta, recibidas, resueltas, rechazadas }) => ({
        desde,
        hasta,
        recibidas,
        resueltas,
        rechazadas,
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

/**
 * Every figure of the page and the JSON in the release of `now`'s month, uncached; `client` may
 * be a transaction (tests compute over a fixture of their own).
 */
export async function computeTransparency(
  now = new Date(),
  client?: SqlReader,
): Promise<TransparencyData> {
  const [{ of, periodo, calculado, release }, works] = await Promise.all([
    readRelease(client, now),
    labores(client ?? db()),
  ]);
  const assistant = (tipo: string) => sum(of("asistente").filter((row) => row.tipo === tipo));
  return {
    generated_at: calculado.toISOString(),
    periodo,
    datos_hasta: receivedThrough(release),
    gestiones: gestionesFigures(of, release),
    labores: works,
    asistente: {
      dias: ASSISTANT_WINDOW_DAYS,
      preguntas_respondidas: assistant("preguntas"),
      con_informacion_publicada: assistant("con_informacion"),
    },
  };
}

/** The CSV's lines: every published period, by category and then by channel. */
export async function computeCsvFigures(
  client?: SqlReader,
  now = new Date(),
): Promise<CsvFigure[]> {
  const { release } = await readRelease(client, now);
  return release.periods.flatMap(({ desde, hasta, categorias, canales }) => [
    ...categorias.map((row) => ({
      desde,
      hasta,
      categoria: row.categoria,
      canal: "",
      recibidas: row.total,
      resueltas: row.resueltas,
    })),
    ...namedChannels(canales).map((row) => ({
      desde,
      hasta,
      categoria: "",
      canal: row.canal,
      recibidas: row.total,
      resueltas: row.resueltas,
    })),
  ]);
}
