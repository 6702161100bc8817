import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  continueRelease,
  replayRelease,
  type ClosingKind,
  type MonthlyCounts,
  type PublishedPeriod,
  type Release,
} from "@/lib/transparency/release";
import { NO_CHANNEL, type ChannelFigure, type Month } from "@/lib/transparency/schema";

// The published periods of /transparencia (transparency_periods) and the month-by-month counts of
// the view they are made from. A period is written once, when the monthly release that closes it
// is computed, and read as it was written ever after.

/** The database, or a transaction on it. */
export type SqlReader = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

/** A row of the materialized view transparency_stats (its migration describes each conjunto). */
export interface StatsRow {
  conjunto: string;
  mes: Month | null;
  mes_cierre: Month | null;
  categoria: string | null;
  departamento: string | null;
  municipio: string | null;
  canal: string | null;
  tipo: string | null;
  dias: number | null;
  total: number;
  calculado: Date | null;
}

export async function statsRows(client: SqlReader): Promise<StatsRow[]> {
  return client.$queryRaw<StatsRow[]>`
    SELECT conjunto, mes, mes_cierre, categoria, departamento, municipio, canal, tipo, dias, total,
           calculado
    FROM transparency_stats
    ORDER BY conjunto, mes, mes_cierre, categoria, departamento, municipio, canal, tipo, dias`;
}

/** The counts the merging rules read, from the view's rows. */
function monthlyCounts(rows: StatsRow[]): MonthlyCounts {
  const of = (conjunto: string) => rows.filter((row) => row.conjunto === conjunto);
  return {
    received: of("recibidas_categoria").map((row) => ({
      mes: row.mes!,
      categoria: row.categoria!,
      total: row.total,
    })),
    places: of("recibidas_lugar").map((row) => ({
      mes: row.mes!,
      departamento: row.departamento!,
      municipio: row.municipio!,
      total: row.total,
    })),
    channels: of("recibidas_canal").map((row) => ({
      mes: row.mes!,
      canal: row.canal!,
      total: row.total,
    })),
    closings: of("cierres").map((row) => ({
      mes: row.mes!,
      mes_cierre: row.mes_cierre!,
      categoria: row.categoria!,
      canal: row.canal!,
      tipo: row.tipo as ClosingKind,
      total: row.total,
    })),
  };
}

type StoredPeriod = Omit<PublishedPeriod, "canales"> & { canales: ChannelFigure[] | null };

const storedPeriods = (client: SqlReader, lastMonth: Month) =>
  client.$queryRaw<StoredPeriod[]>`
    SELECT desde, hasta, recibidas, resueltas, rechazadas, categorias, lugares, canales
    FROM transparency_periods WHERE hasta <= ${lastMonth} ORDER BY hasta`;

/**
 * The periods published through `lastMonth`, as they were published. Every one has its channels
 * once a release was computed after they were first counted (publishNewPeriods fills them).
 */
export async function storedRelease(client: SqlReader, lastMonth: Month): Promise<Release> {
  const periods = await storedPeriods(client, lastMonth);
  return { periods: periods.map((period) => ({ ...period, canales: period.canales ?? [] })) };
}

/**
 * The stored periods with their channels: a period stored before channels were counted gets, once,
 * the channel table it would have had, worked out again from the view. Gestiones are never
 * deleted and keep their month and channel, so it matches the period's published totals, and it
 * follows the same merging rules. Should a period not be worked out again to the same totals, its
 * gestiones are published as one group of unknown channel, which adds up all the same.
 */
async function withChannels(
  client: SqlReader,
  stored: StoredPeriod[],
  counts: MonthlyCounts,
  lastMonth: Month,
): Promise<Release> {
  let replayed: PublishedPeriod[] | undefined;
  const periods: PublishedPeriod[] = [];
  for (const period of stored) {
    if (period.canales !== null) {
      periods.push({ ...period, canales: period.canales });
      continue;
    }
    replayed ??= replayRelease(counts, lastMonth).periods;
    const same = replayed.find((again) =>
      (["desde", "hasta", "recibidas", "resueltas", "rechazadas"] as const).every(
        (key) => again[key] === period[key],
      ),
    );
    const canales =
      same?.canales ??
      [{ canal: NO_CHANNEL, total: period.recibidas, resueltas: period.resueltas }].filter(
        (row) => row.total + row.resueltas > 0,
      );
    await client.$executeRaw`
      UPDATE transparency_periods SET canales = ${JSON.stringify(canales)}::jsonb
      WHERE hasta = ${period.hasta} AND canales IS NULL`;
    periods.push({ ...period, canales });
  }
  return { periods };
}

/**
 * Closes and stores the periods that end by `lastMonth` after the last one stored, from the view
 * (just computed for the release whose last counted month is `lastMonth`).
 */
export async function publishNewPeriods(
  client: SqlReader,
  lastMonth: Month,
  now: Date,
): Promise<void> {
  const counts = monthlyCounts(await statsRows(client));
  const stored = await storedPeriods(client, lastMonth);
  const previous = await withChannels(client, stored, counts, lastMonth);
  const next = continueRelease(previous, counts, lastMonth);
  for (const period of next.periods.slice(previous.periods.length)) {
    await client.$executeRaw`
      INSERT INTO transparency_periods
        (hasta, desde, recibidas, resueltas, rechazadas, categorias, lugares, canales, publicado_at)
      VALUES (${period.hasta}, ${period.desde}, ${period.recibidas}, ${period.resueltas},
              ${period.rechazadas}, ${JSON.stringify(period.categorias)}::jsonb,
              ${JSON.stringify(period.lugares)}::jsonb, ${JSON.stringify(period.canales)}::jsonb,
              ${now})
      ON CONFLICT (hasta) DO NOTHING`;
  }
}
