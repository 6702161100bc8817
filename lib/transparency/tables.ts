import {
  OTHERS,
  SMALL_GROUP_LIMIT,
  type CategoryFigure,
  type ChannelFigure,
  type PlaceFigure,
} from "@/lib/transparency/schema";

// The tables of a published period (by category, by channel, by place) and their sums over the
// periods of a release: every group of 1 to 4 goes to "Otros", and an "Otros" of 1 to 4 takes
// the smallest groups until it is not (lib/transparency/release.ts builds the periods). Pure and
// client-safe.

/** A count that may be published: none, or at least SMALL_GROUP_LIMIT. */
export const isPublishable = (count: number) => count === 0 || count >= SMALL_GROUP_LIMIT;

export const sum = <Row>(rows: readonly Row[], count: (row: Row) => number) =>
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

/** A breakdown of gestiones received and, of them, resolved, by a group named in `Key`. */
type ResolvedTable<Key extends string> = Record<Key, string> & { total: number; resueltas: number };
type Counted<Key extends string> = Record<Key, string> & { total: number };

const RESOLVED_COUNTS = ["total", "resueltas"] as const;

/** One period's table by `key`: received in its months, resolved in the closings it publishes. */
function resolvedTable<Key extends "categoria" | "canal">(
  key: Key,
  received: Counted<Key>[],
  resolved: Counted<Key>[],
): ResolvedTable<Key>[] {
  const row = (name: string, total: number, resueltas: number) =>
    ({ [key]: name, total, resueltas }) as ResolvedTable<Key>;
  const rows = addUp(
    [
      ...received.map((count) => row(count[key], count.total, 0)),
      ...resolved.map((count) => row(count[key], 0, count.total)),
    ],
    (count) => count[key],
    [...RESOLVED_COUNTS],
    () => false,
  );
  return mergeSmallGroups(rows, [...RESOLVED_COUNTS], { [key]: OTHERS } as Omit<
    ResolvedTable<Key>,
    "total" | "resueltas"
  >);
}

export const categoryTable = (
  received: Counted<"categoria">[],
  resolved: Counted<"categoria">[],
): CategoryFigure[] => resolvedTable("categoria", received, resolved);

export const channelTable = (
  received: Counted<"canal">[],
  resolved: Counted<"canal">[],
): ChannelFigure[] => resolvedTable("canal", received, resolved);

const placeKey = (row: PlaceFigure) => `${row.departamento}\u0000${row.municipio}`;

export function placeTable(places: PlaceFigure[]): PlaceFigure[] {
  const rows = addUp(
    places.map(({ departamento, municipio, total }) => ({ departamento, municipio, total })),
    placeKey,
    ["total"],
    () => false,
  );
  return mergeSmallGroups(rows, ["total"], { departamento: OTHERS, municipio: OTHERS });
}

/** The tables of several periods added up into one, "Otros" last. */
export const sumCategories = (rows: CategoryFigure[]) =>
  addUp(
    rows,
    (row) => row.categoria,
    [...RESOLVED_COUNTS],
    (row) => row.categoria === OTHERS,
  );

export const sumChannels = (rows: ChannelFigure[]) =>
  addUp(
    rows,
    (row) => row.canal,
    [...RESOLVED_COUNTS],
    (row) => row.canal === OTHERS,
  );

export const sumPlaces = (rows: PlaceFigure[]) =>
  addUp(
    rows,
    placeKey,
    ["total"],
    (row) => row.municipio === OTHERS && row.departamento === OTHERS,
  );
