import { addMonths, monthsFrom } from "@/lib/transparency/months";
import {
  OTHERS,
  SMALL_GROUP_LIMIT,
  type CategoryFigure,
  type Month,
  type PeriodFigure,
  type PlaceFigure,
} from "@/lib/transparency/schema";

// What a monthly release publishes about gestiones, worked out from the month-by-month counts of
// the view (lib/transparency/stats.ts): the rules that keep every published count at 0 or at least
// SMALL_GROUP_LIMIT, in each release and in the difference between any two. Pure and client-safe.
//
// The figures are built period by period, each period published once and never changed after:
//  - A period closes at the end of a month when the gestiones received since the last period add
//    up to 0 or at least 5; otherwise that month waits and joins the next one (months are merged).
//  - With it, the gestiones first closed as resolved (and, apart, as rejected) since the last time
//    such closings were published, when they are at least 5; otherwise they wait too.
//  - Inside a period, every group (category, place) of 1 to 4 goes to "Otros", and an "Otros" of 1
//    to 4 takes the smallest groups until it is not.
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

/** Gestiones received in `mes` whose first closing, as `tipo`, was in `mes_cierre`. */
interface ClosingCount {
  mes: Month;
  mes_cierre: Month;
  categoria: string;
  tipo: ClosingKind;
  total: number;
}

export interface MonthlyCounts {
  received: ReceivedCount[];
  places: PlaceCount[];
  closings: ClosingCount[];
}

export interface PublishedPeriod extends PeriodFigure {
  categorias: CategoryFigure[];
  lugares: PlaceFigure[];
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

/** A count that may be published: none, or at least SMALL_GROUP_LIMIT. */
export const isPublishable = (count: number) => count === 0 || count >= SMALL_GROUP_LIMIT;

const sum = <Row>(rows: readonly Row[], count: (row: Row) => number) =>
  rows.reduce((total, row) => total + count(row), 0);

/**
 * A table of groups with some counts, as published: every group with a count of 1 to 4 goes to
 * one "Otros" row, last; while that row has a count of 1 to 4 it takes the smallest remaining
 * group. Totals are unchanged. A real group named like `others` (a category called "Otros") joins
 * that row too: two rows of the same name would read as one group counted twice.
 */
export function mergeSmallGroups<Row extends object, Count extends keyof Row>(
  rows: Row[],
  counts: Count[],
  others: Omit<Row, Count>,
): Row[] {
  const value = (row: Row, key: Count) => row[key] as number;
  const size = (row: Row) => sum(counts, (key) => value(row, key));
  const namedOthers = (row: Row) =>
    Object.entries(others).every(([key, name]) => row[key as keyof Row] === name);
  const kept: Row[] = [];
  const merged: Row[] = [];
  for (const row of rows) {
    if (size(row) === 0) continue;
    const small = counts.some((key) => !isPublishable(value(row, key)));
    (namedOthers(row) || small ? merged : kept).push(row);
  }
  const othersAreSmall = () =>
    counts.some((key) => !isPublishable(sum(merged, (row) => value(row, key))));
  while (merged.length > 0 && kept.length > 0 && othersAreSmall()) {
    let smallest = kept.length - 1;
    kept.forEach((row, index) => {
      if (size(row) < size(kept[smallest]!)) smallest = index;
    });
    merged.push(...kept.splice(smallest, 1));
  }
  if (merged.length === 0) return kept;
  const totals = Object.fromEntries(
    counts.map((key) => [key, sum(merged, (row) => value(row, key))]),
  );
  return [...kept, { ...others, ...totals } as Row];
}

const byName = new Intl.Collator("es").compare;

/** Rows added up by `key`, largest first (then by name), "Otros" last. */
function addUp<Row extends object, Count extends keyof Row>(
  rows: Row[],
  key: (row: Row) => string,
  counts: Count[],
  isOthers: (row: Row) => boolean,
): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const found = byKey.get(key(row));
    if (!found) byKey.set(key(row), { ...row });
    else for (const count of counts) (found[count] as number) += row[count] as number;
  }
  const first = counts[0]!;
  return [...byKey.values()].sort(
    (a, b) =>
      Number(isOthers(a)) - Number(isOthers(b)) ||
      (b[first] as number) - (a[first] as number) ||
      byName(key(a), key(b)),
  );
}

const isOthersCategory = (row: CategoryFigure) => row.categoria === OTHERS;
const isOthersPlace = (row: PlaceFigure) => row.municipio === OTHERS && row.departamento === OTHERS;
const placeKey = (row: PlaceFigure) => `${row.departamento}\u0000${row.municipio}`;

function byMonth<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const list = grouped.get(key(row));
    if (list) list.push(row);
    else grouped.set(key(row), [row]);
  }
  return grouped;
}

/** One period's category table: received in its months, resolved in its closings. */
function categoryTable(received: ReceivedCount[], resolved: ClosingCount[]): CategoryFigure[] {
  const rows = addUp(
    [
      ...received.map((row) => ({ categoria: row.categoria, total: row.total, resueltas: 0 })),
      ...resolved.map((row) => ({ categoria: row.categoria, total: 0, resueltas: row.total })),
    ],
    (row) => row.categoria,
    ["total", "resueltas"],
    () => false,
  );
  return mergeSmallGroups(rows, ["total", "resueltas"], { categoria: OTHERS });
}

function placeTable(places: PlaceCount[]): PlaceFigure[] {
  const rows = addUp(
    places.map(({ departamento, municipio, total }) => ({ departamento, municipio, total })),
    placeKey,
    ["total"],
    () => false,
  );
  return mergeSmallGroups(rows, ["total"], { departamento: OTHERS, municipio: OTHERS });
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
  let pending: { months: Month[]; received: ReceivedCount[]; places: PlaceCount[] } = {
    months: [],
    received: [],
    places: [],
  };
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
    });
    pending = { months: [], received: [], places: [] };
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
    categorias: addUp(
      periods.flatMap((period) => period.categorias),
      (row) => row.categoria,
      ["total", "resueltas"],
      isOthersCategory,
    ),
    lugares: addUp(
      periods.flatMap((period) => period.lugares),
      placeKey,
      ["total"],
      isOthersPlace,
    ),
  };
}
