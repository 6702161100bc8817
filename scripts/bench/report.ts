// What a benchmark prints: a table of its cases' timings against their targets, and the machine's
// load average (the figures mean little on a busy machine).
import os from "node:os";
import type { Timing } from "./timing";

/** One measured case: the answer's size, the SQL statements one call sends, its timing and target. */
export interface CaseResult {
  name: string;
  total?: number;
  /** The total was counted up to a cap: more rows match. */
  capped?: boolean;
  rows: number;
  statements?: number;
  timing: Timing;
  /** Milliseconds the p95 must stay under. */
  target: number;
}

export const missesTarget = (result: CaseResult) => result.timing.p95 >= result.target;

interface Column {
  header: string;
  width: number;
  cell: (result: CaseResult) => string;
}

const ms = (value: number) => value.toFixed(1);
const TOTAL: Column = {
  header: "total",
  width: 7,
  cell: (r) => `${r.total ?? ""}${r.capped ? "+" : ""}`,
};
const ROWS: Column = { header: "filas", width: 5, cell: (r) => String(r.rows) };
const STATEMENTS: Column = { header: "SQL", width: 4, cell: (r) => String(r.statements ?? "") };
const TIMES: Column[] = [
  { header: "p50 ms", width: 8, cell: (r) => ms(r.timing.p50) },
  { header: "p95 ms", width: 8, cell: (r) => ms(r.timing.p95) },
  { header: "máx ms", width: 8, cell: (r) => ms(r.timing.max) },
];
const TARGET: Column = { header: "obj.", width: 5, cell: (r) => String(r.target) };

/**
 * The table of a benchmark's cases: the name, the answer's total and rows, the SQL statements one
 * call sends (with `statements`), p50/p95/max and the target (with `target`).
 */
export function resultsTable(show: { statements?: boolean; target?: boolean } = {}) {
  const columns = [
    TOTAL,
    ROWS,
    ...(show.statements ? [STATEMENTS] : []),
    ...TIMES,
    ...(show.target ? [TARGET] : []),
  ];
  const row = (name: string, cell: (column: Column) => string) =>
    [name.padEnd(52), ...columns.map((column) => cell(column).padStart(column.width))].join(" ");
  return {
    header: row("caso", (column) => column.header),
    /** A case's line, marked when its p95 misses the target. */
    line: (result: CaseResult) =>
      row(result.name, (column) => column.cell(result)) +
      (missesTarget(result) ? `  ← p95 ≥ ${result.target} ms` : ""),
  };
}

/** The load average over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

/** The line that shows the load average `when` (antes, después). */
export const loadLine = (when: string, average = loadAverage()) =>
  `Carga del equipo ${when} (1/5/15 min): ${average}`;
