import { addMonths, monthsFrom } from "@/lib/transparency/months";
import {
  SMALL_GROUP_LIMIT,
  type CategoryFigure,
  type ChannelFigure,
  type Month,
  type PeriodFigure,
  type PlaceFigure,
} from "@/lib/transparency/schema";
import {
  categoryTable,
  channelTable,
  isPublishable,
  placeTable,
  sum,
  sumCategories,
  sumChannels,
  sumPlaces,
} from "@/lib/transparency/tables";

// What a monthly release publishes about gestiones, worked out from the month-by-month counts of
// the view (lib/transparency/stats.ts): the rules that keep every published count at 0 or at least
// SMALL_GROUP_LIMIT, in each release and in the difference between any two. Pure and client-safe.
//
// The figures are built period by period, each period published once and never changed after:
//  - A period closes at the end of a month when the gestiones received since the last period add
//    up to 0 or at least 5; otherwise that month waits and joins the next one (months are merged).
//  - With it, the gestiones first closed as resolved (and, apart, as rejected) since the last time
//    such closings were published, when they are at least 5; otherwise they wait too.
//  - Inside a period, every group (category, channel, place) of 1 to 4 goes to "Otros", and an
//    "Otros" of 1 to 4 takes the smallest groups until it is not (lib/transparency/tables.ts).
// Every total and breakdown of a release is the sum of its periods, and a published period is
// stored as it was published (transparency_periods) and never computed again, whatever happens to
// the gestiones it counted later. So two releases differ by whole new periods, whose every count is
// 0 or at least 5, and a comparison of two releases can never single out a group of 1 to 4.

export type ClosingKind = "resolved" | "rejected";

interface ReceivedCount {
  mes: Month;
  categoria: string;
  total: number;
}

interface PlaceCount extends PlaceFigure {
  mes: Month;
}

/** Gestiones received in `mes` through `canal` (their canal_origen). */
interface ChannelCount {
  mes: Month;
  canal: string;
  total: number;
}

/** Gestiones received in `mes` whose first closing, as `tipo`, was in `mes_cierre`. */
interface ClosingCount {
  mes: Month;
  mes_cierre: Month;
  categoria: string;
  canal: string;
  tipo: ClosingKind;
  total: number;
}

export interface MonthlyCounts {
  received: ReceivedCount[];
  places: PlaceCount[];
  channels: ChannelCount[];
  closings: ClosingCount[];
}

export interface PublishedPeriod extends PeriodFigure {
  categorias: CategoryFigure[];
  lugares: PlaceFigure[];
  /** By canal_origen, as stored (lib/gestiones/origin-channels.ts names them). */
  canales: ChannelFigure[];
}

/** The periods published so far, oldest first; a release is its periods. */
export interface Release {
  periods: PublishedPeriod[];
}

/** The last month whose gestiones received are published; null while none is. */
export const receivedThrough = (release: Release): Month | null =>
  release.periods.at(-1)?.hasta ?? null;

const CLOSED_COUNT = { resolved: "resueltas", rejected: "rechazadas" } as const;

/** The month through which closings of `tipo` are published (they are published at least 5 at a time). */
export function closedThrough(release: Release, tipo: ClosingKind): Month | null {
  const last = release.periods.findLast((period) => period[CLOSED_COUNT[tipo]] > 0);
  return last?.hasta ?? null;
}

function byMonth<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const list = grouped.get(key(row));
    if (list) list.push(row);
    else grouped.set(key(row), [row]);
  }
  return grouped;
}

/**
 * The release whose last counted month is `lastMonth`: the periods of `previous` (published before
 * and never changed) followed by those that close after them, month by month. `counts` holds what
 * happened up to `lastMonth`; of it, only what `previous` did not publish is read.
 */
export function continueRelease(
  previous: Release,
  counts: MonthlyCounts,
  lastMonth: Month,
): Release {
  const periods = previous.periods.filter((period) => period.hasta <= lastMonth);
  const through = receivedThrough({ periods });
  const since = {
    resolved: closedThrough({ periods }, "resolved"),
    rejected: closedThrough({ periods }, "rejected"),
  };
  const unpublished = counts.received.filter((row) => through === null || row.mes > through);
  const first = unpublished.reduce<Month | null>(
    (earliest, row) => (earliest === null || row.mes < earliest ? row.mes : earliest),
    null,
  );
  const start = through === null ? first : addMonths(through, 1);
  if (start === null) return { periods };
  const received = byMonth(unpublished, (row) => row.mes);
  const places = byMonth(counts.places, (row) => row.mes);
  const channels = byMonth(counts.channels, (row) => row.mes);
  const closings = counts.closings.filter((row) => {
    const published = since[row.tipo];
    return published === null || row.mes_cierre > published;
  });
  const closed = byMonth(closings, (row) => `${row.tipo} ${row.mes_cierre}`);
  // What waits for the next period: its months' gestiones received, and the closings of each kind
  // not yet published (those of months already published wait from the start).
  const waiting: Record<ClosingKind, ClosingCount[]> = {
    resolved: closings.filter((row) => row.tipo === "resolved" && row.mes_cierre < start),
    rejected: closings.filter((row) => row.tipo === "rejected" && row.mes_cierre < start),
  };
  const nothingPending = () => ({
    months: [] as Month[],
    received: [] as ReceivedCount[],
    places: [] as PlaceCount[],
    channels: [] as ChannelCount[],
  });
  let pending = nothingPending();
  const publishClosings = (tipo: ClosingKind) => {
    const rows = waiting[tipo];
    const total = sum(rows, (row) => row.total);
    if (total < SMALL_GROUP_LIMIT) return { rows: [], total: 0 };
    waiting[tipo] = [];
    return { rows, total };
  };
  for (const month of monthsFrom(start, lastMonth)) {
    pending.months.push(month);
    pending.received.push(...(received.get(month) ?? []));
    pending.places.push(...(places.get(month) ?? []));
    pending.channels.push(...(channels.get(month) ?? []));
    for (const tipo of ["resolved", "rejected"] as const)
      waiting[tipo].push(...(closed.get(`${tipo} ${month}`) ?? []));
    const recibidas = sum(pending.received, (row) => row.total);
    if (!isPublishable(recibidas)) continue;

    const resolved = publishClosings("resolved");
    const rejected = publishClosings("rejected");
    periods.push({
      desde: pending.months[0]!,
      hasta: month,
      recibidas,
      resueltas: resolved.total,
      rechazadas: rejected.total,
      categorias: categoryTable(pending.received, resolved.rows),
      lugares: placeTable(pending.places),
      canales: channelTable(pending.channels, resolved.rows),
    });
    pending = nothingPending();
  }
  return { periods };
}

/** The release of `lastMonth` replayed from the first gestión, as if none had been published. */
export const replayRelease = (counts: MonthlyCounts, lastMonth: Month) =>
  continueRelease({ periods: [] }, counts, lastMonth);

/** The release's totals and breakdowns: the sums of its periods. */
export function releaseTotals(release: Release) {
  const periods = release.periods;
  return {
    recibidas: sum(periods, (period) => period.recibidas),
    resueltas: sum(periods, (period) => period.resueltas),
    rechazadas: sum(periods, (period) => period.rechazadas),
    categorias: sumCategories(periods.flatMap((period) => period.categorias)),
    lugares: sumPlaces(periods.flatMap((period) => period.lugares)),
    canales: sumChannels(periods.flatMap((period) => period.canales)),
  };
}
