import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  continueRelease,
  type ClosingKind,
  type MonthlyCounts,
  type PublishedPeriod,
  type Release,
} from "@/lib/transparency/release";
import type { Month } from "@/lib/transparency/schema";

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
  tipo: string | null;
  dias: number | null;
  total: number;
  calculado: Date | null;
}

export async function statsRows(client: SqlReader): Promise<StatsRow[]> {
  return client.$queryRaw<StatsRow[]>`
    SELECT conjunto, mes, mes_cierre, categoria, departamento, municipio, tipo, dias, total, calculado
    FROM transparency_stats
    ORDER BY conjunto, mes, mes_cierre, categoria, departamento, municipio, tipo, dias`;
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
    closings: of("cierres").map((row) => ({
      mes: row.mes!,
      mes_cierre: row.mes_cierre!,
      categoria: row.categoria!,
      tipo: row.tipo as ClosingKind,
      total: row.total,
    })),
  };
}

/** The periods published through `lastMonth`, as they were published. */
export async function storedRelease(client: SqlReader, lastMonth: Month): Promise<Release> {
  const periods = await client.$queryRaw<PublishedPeriod[]>`
    SELECT desde, hasta, recibidas, resueltas, rechazadas, categorias, lugares
    FROM transparency_periods WHERE hasta <= ${lastMonth} ORDER BY hasta`;
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
  const previous = await storedRelease(client, lastMonth);
  const next = continueRelease(previous, monthlyCounts(await statsRows(client)), lastMonth);
  for (const period of next.periods.slice(previous.periods.length)) {
    await client.$executeRaw`
      INSERT INTO transparency_periods
        (hasta, desde, recibidas, resueltas, rechazadas, categorias, lugares, publicado_at)
      VALUES (${period.hasta}, ${period.desde}, ${period.recibidas}, ${period.resueltas},
              ${period.rechazadas}, ${JSON.stringify(period.categorias)}::jsonb,
              ${JSON.stringify(period.lugares)}::jsonb, ${now})
      ON CONFLICT (hasta) DO NOTHING`;
  }
}
