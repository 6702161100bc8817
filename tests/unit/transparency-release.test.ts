// The merging rules of /transparencia's monthly releases (lib/transparency/release.ts, tables.ts), over
// arbitrary histories of gestiones: no published count of 1 to 4 — group, "Otros", period or
// total — in any release; totals that add up; and two consecutive releases that differ only by
// whole new periods, so that comparing them cannot single out a group of 1 to 4.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths } from "@/lib/transparency/months";
import {
  continueRelease,
  releaseTotals,
  replayRelease,
  type ClosingKind,
  type MonthlyCounts,
  type Release,
} from "@/lib/transparency/release";
import { isPublishable, mergeSmallGroups } from "@/lib/transparency/tables";

const FIRST = "2025-01";
const CATEGORIES = ["Salud", "Agua", "Vías", "Educación", "Otros"];
const PLACES = [
  ["Quetzaltenango", "Quetzaltenango"],
  ["Quetzaltenango", "Cantel"],
  ["Quetzaltenango", "Zunil"],
  ["Sololá", "Panajachel"],
  ["Sin dato", "Sin dato"],
] as const;
const CHANNELS = ["portal", "whatsapp", "telefono", "presencial", "correo", "contacto"];

interface Filed {
  month: number;
  category: number;
  place: number;
  channel: number;
  closing: { tipo: ClosingKind; after: number } | null;
}

/** What the view holds at the release whose last counted month is `last` (an index). */
function countsAt(history: Filed[], last: number): MonthlyCounts {
  const counts: MonthlyCounts = { received: [], places: [], channels: [], closings: [] };
  const seen = new Map<string, { total: number }>();
  const add = <Row extends { total: number }>(rows: Row[], row: Omit<Row, "total">) => {
    const key = JSON.stringify(row);
    const found = seen.get(key);
    if (found) found.total += 1;
    else {
      const added = { ...row, total: 1 } as Row;
      seen.set(key, added);
      rows.push(added);
    }
  };
  for (const gestion of history.filter((filed) => filed.month <= last)) {
    const mes = addMonths(FIRST, gestion.month);
    const categoria = CATEGORIES[gestion.category]!;
    const [departamento, municipio] = PLACES[gestion.place]!;
    const canal = CHANNELS[gestion.channel]!;
    add(counts.received, { mes, categoria });
    add(counts.places, { mes, departamento, municipio });
    add(counts.channels, { mes, canal });
    if (gestion.closing && gestion.month + gestion.closing.after <= last) {
      const mes_cierre = addMonths(FIRST, gestion.month + gestion.closing.after);
      add(counts.closings, { mes, mes_cierre, categoria, canal, tipo: gestion.closing.tipo });
    }
  }
  return counts;
}

const filed = fc.record({
  month: fc.nat({ max: 13 }),
  category: fc.nat({ max: CATEGORIES.length - 1 }),
  place: fc.nat({ max: PLACES.length - 1 }),
  channel: fc.nat({ max: CHANNELS.length - 1 }),
  closing: fc.option(
    fc.record({ tipo: fc.constantFrom<ClosingKind>("resolved", "rejected"), after: fc.nat(3) }),
    { freq: 3 },
  ),
});
/** Sparse offices (a few gestiones a month) are where small groups are the rule. */
const histories = fc.array(filed, { maxLength: 150, size: "max" });

/** Every count a release publishes, each named by where it appears. */
function publishedCounts(release: Release): [string, number][] {
  const totals = releaseTotals(release);
  return [
    ["recibidas", totals.recibidas],
    ["resueltas", totals.resueltas],
    ["rechazadas", totals.rechazadas],
    ...totals.categorias.flatMap((row): [string, number][] => [
      [`categoría ${row.categoria}`, row.total],
      [`resueltas ${row.categoria}`, row.resueltas],
    ]),
    ...totals.lugares.map((row): [string, number] => [`lugar ${row.municipio}`, row.total]),
    ...totals.canales.flatMap((row): [string, number][] => [
      [`canal ${row.canal}`, row.total],
      [`resueltas canal ${row.canal}`, row.resueltas],
    ]),
    ...release.periods.flatMap((period): [string, number][] => {
      const name = `${period.desde}–${period.hasta}`;
      return [
        [`${name} recibidas`, period.recibidas],
        [`${name} resueltas`, period.resueltas],
        [`${name} rechazadas`, period.rechazadas],
        ...period.categorias.flatMap((row): [string, number][] => [
          [`${name} ${row.categoria}`, row.total],
          [`${name} resueltas ${row.categoria}`, row.resueltas],
        ]),
        ...period.lugares.map((row): [string, number] => [`${name} ${row.municipio}`, row.total]),
        ...period.canales.flatMap((row): [string, number][] => [
          [`${name} canal ${row.canal}`, row.total],
          [`${name} resueltas canal ${row.canal}`, row.resueltas],
        ]),
      ];
    }),
  ];
}

const releasesOf = (history: Filed[]) =>
  Array.from({ length: 14 }, (_, last) =>
    replayRelease(countsAt(history, last), addMonths(FIRST, last)),
  );

describe("a monthly release", () => {
  it("publishes no count of 1 to 4: no group (category, channel, place), no 'Otros', no period, no total", () => {
    fc.assert(
      fc.property(histories, (history) => {
        const small = releasesOf(history).flatMap((release) =>
          publishedCounts(release)
            .filter(([, count]) => !isPublishable(count))
            .map(([name, count]) => `${name} = ${count}`),
        );
        expect(small).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("adds up: every breakdown to its total, closed ones within those received, nothing invented", () => {
    fc.assert(
      fc.property(histories, (history) => {
        releasesOf(history).forEach((release, last) => {
          const totals = releaseTotals(release);
          const sum = <Row>(rows: Row[], count: (row: Row) => number) =>
            rows.reduce((total, row) => total + count(row), 0);
          expect(sum(totals.categorias, (row) => row.total)).toBe(totals.recibidas);
          expect(sum(totals.categorias, (row) => row.resueltas)).toBe(totals.resueltas);
          expect(sum(totals.lugares, (row) => row.total)).toBe(totals.recibidas);
          expect(sum(totals.canales, (row) => row.total)).toBe(totals.recibidas);
          expect(sum(totals.canales, (row) => row.resueltas)).toBe(totals.resueltas);
          expect(totals.resueltas + totals.rechazadas).toBeLessThanOrEqual(totals.recibidas);
          for (const period of release.periods) {
            expect(sum(period.categorias, (row) => row.total)).toBe(period.recibidas);
            expect(sum(period.categorias, (row) => row.resueltas)).toBe(period.resueltas);
            expect(sum(period.lugares, (row) => row.total)).toBe(period.recibidas);
            expect(sum(period.canales, (row) => row.total)).toBe(period.recibidas);
            expect(sum(period.canales, (row) => row.resueltas)).toBe(period.resueltas);
          }
          // Periods follow each other from the first month; what waits is fewer than 5.
          release.periods.forEach((period, index) => {
            const previous = release.periods[index - 1];
            expect(period.desde).toBe(previous ? addMonths(previous.hasta, 1) : period.desde);
          });
          const received = history.filter((gestion) => gestion.month <= last).length;
          expect(received - totals.recibidas).toBeGreaterThanOrEqual(0);
          expect(received - totals.recibidas).toBeLessThan(5);
          const closed = (tipo: ClosingKind) =>
            history.filter(
              (gestion) =>
                gestion.closing?.tipo === tipo && gestion.month + gestion.closing.after <= last,
            ).length;
          expect(totals.resueltas).toBeLessThanOrEqual(closed("resolved"));
          expect(totals.rechazadas).toBeLessThanOrEqual(closed("rejected"));
        });
      }),
      { numRuns: 100 },
    );
  });

  it("differs from the one before only by whole new periods: no comparison isolates 1 to 4", () => {
    fc.assert(
      fc.property(histories, (history) => {
        const releases = releasesOf(history);
        for (let index = 1; index < releases.length; index++) {
          const before = releases[index - 1]!;
          const after = releases[index]!;
          // Published periods never change.
          expect(after.periods.slice(0, before.periods.length)).toEqual(before.periods);
          const counts = (release: Release) => new Map(publishedCounts(release));
          const [old, now] = [counts(before), counts(after)];
          const isolating = [...new Set([...old.keys(), ...now.keys()])]
            .filter((name) => !isPublishable(Math.abs((now.get(name) ?? 0) - (old.get(name) ?? 0))))
            .map((name) => `${name}: ${old.get(name)} → ${now.get(name)}`);
          expect(isolating).toEqual([]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("keeps every published period as it was when the gestiones it counted change later", () => {
    // Between two releases, some past gestiones are deleted, move to another place or category,
    // or are closed differently: the next release keeps the published periods and adds new ones.
    const change = fc.record({
      drop: fc.array(fc.nat(), { maxLength: 10 }),
      move: fc.array(fc.tuple(fc.nat(), fc.nat(PLACES.length - 1), fc.nat(CATEGORIES.length - 1)), {
        maxLength: 10,
      }),
    });
    fc.assert(
      fc.property(histories, fc.nat({ max: 12 }), change, (history, last, { drop, move }) => {
        const before = replayRelease(countsAt(history, last), addMonths(FIRST, last));
        const changed = history
          .map((gestion, index) => {
            const moved = move.find(([at]) => history.length && at % history.length === index);
            return moved
              ? { ...gestion, place: moved[1], category: moved[2], closing: null }
              : gestion;
          })
          .filter(
            (_, index) => !drop.some((at) => history.length && at % history.length === index),
          );
        const after = continueRelease(
          before,
          countsAt(changed, last + 1),
          addMonths(FIRST, last + 1),
        );
        expect(after.periods.slice(0, before.periods.length)).toEqual(before.periods);
        const old = new Map(publishedCounts(before));
        const now = new Map(publishedCounts(after));
        const problems = [...new Set([...old.keys(), ...now.keys()])]
          .filter(
            (name) =>
              !isPublishable(now.get(name) ?? 0) ||
              !isPublishable(Math.abs((now.get(name) ?? 0) - (old.get(name) ?? 0))),
          )
          .map((name) => `${name}: ${old.get(name)} → ${now.get(name)}`);
        expect(problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("is the same for the same history, however often it is computed", () => {
    fc.assert(
      fc.property(histories, fc.nat(13), (history, last) => {
        const month = addMonths(FIRST, last);
        expect(replayRelease(countsAt(history, last), month)).toEqual(
          replayRelease(countsAt(history, last), month),
        );
      }),
    );
  });
});

describe("the merging, case by case", () => {
  const gestiones = (
    month: number,
    category: number,
    count: number,
    closing?: Filed["closing"],
    channel = 0,
  ) =>
    Array.from({ length: count }, () => ({
      month,
      category,
      place: 0,
      channel,
      closing: closing ?? null,
    }));

  it("never lets a category hidden at 3 be read from the next release (it appeared with 6)", () => {
    // October: Salud 10, Vías 3; November: 3 more of Vías (6 in all).
    const history = [...gestiones(0, 0, 10), ...gestiones(0, 2, 3), ...gestiones(1, 2, 3)];
    const [october, november] = [0, 1].map((last) =>
      releaseTotals(replayRelease(countsAt(history, last), addMonths(FIRST, last))),
    );
    // Vías alone would leave an "Otros" of 3: it takes Salud, and no category is named.
    expect(october!.categorias).toEqual([{ categoria: "Otros", total: 13, resueltas: 0 }]);
    // November's 3 wait for more; the next release equals this one.
    expect(november).toEqual(october);
    expect(november!.categorias.map((row) => row.categoria)).not.toContain("Vías");
  });

  it("merges channels as categories: 1 to 4 into 'Otros', which takes the smallest when under 5", () => {
    const resolved = { tipo: "resolved" as const, after: 0 };
    // January: 7 by the portal (5 resolved), 5 by WhatsApp, 2 by phone.
    const history = [
      ...gestiones(0, 0, 5, resolved, 0),
      ...gestiones(0, 0, 2, null, 0),
      ...gestiones(0, 1, 5, null, 1),
      ...gestiones(0, 2, 2, null, 2),
    ];
    const release = replayRelease(countsAt(history, 0), FIRST);
    // The phone's 2 alone would be an "Otros" of 2: it takes WhatsApp's 5, the smallest.
    expect(release.periods[0]!.canales).toEqual([
      { canal: "portal", total: 7, resueltas: 5 },
      { canal: "Otros", total: 7, resueltas: 0 },
    ]);
    expect(releaseTotals(release).canales).toEqual(release.periods[0]!.canales);
  });

  it("merges a month of 1 to 4 with the next ones, and waits with resolutions under 5", () => {
    const resolvedLater = { tipo: "resolved" as const, after: 2 };
    const history = [
      ...gestiones(0, 0, 2, resolvedLater),
      ...gestiones(1, 0, 4),
      ...gestiones(2, 0, 7, { tipo: "resolved", after: 0 }),
    ];
    const release = replayRelease(countsAt(history, 2), addMonths(FIRST, 2));
    expect(
      release.periods.map(({ desde, hasta, recibidas, resueltas }) => [
        desde,
        hasta,
        recibidas,
        resueltas,
      ]),
    ).toEqual([
      ["2025-01", "2025-02", 6, 0],
      // The two of January resolved in March join March's seven.
      ["2025-03", "2025-03", 7, 9],
    ]);
  });

  it("shows an 'Otros' only at 5 or more, taking the smallest groups when it would be smaller", () => {
    const rows = [
      { categoria: "Salud", total: 9 },
      { categoria: "Agua", total: 6 },
      { categoria: "Vías", total: 2 },
    ];
    expect(mergeSmallGroups(rows, ["total"], { categoria: "Otros" })).toEqual([
      { categoria: "Salud", total: 9 },
      { categoria: "Otros", total: 8 },
    ]);
    expect(
      mergeSmallGroups([...rows, { categoria: "Educación", total: 3 }], ["total"], {
        categoria: "Otros",
      }),
    ).toEqual([
      { categoria: "Salud", total: 9 },
      { categoria: "Agua", total: 6 },
      { categoria: "Otros", total: 5 },
    ]);
  });
});
