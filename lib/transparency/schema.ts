// The office's public record as open data (/transparencia, GET /api/transparencia and
// /transparencia/datos.csv): aggregates only, never a row about a person. Client-safe.

/** A group of fewer than this many gestiones is merged into OTHERS, so that no one is singled out. */
export const SMALL_GROUP_LIMIT = 5;
export const OTHERS = "Otros";
/** The place of a gestión whose citizen gave none, or of a labor without one. */
export const NO_PLACE = "Sin dato";
export const TREND_MONTHS = 12;
export const ASSISTANT_WINDOW_DAYS = 30;

export interface CategoryFigure {
  categoria: string;
  total: number;
  resueltas: number;
}

export interface PlaceFigure {
  departamento: string;
  municipio: string;
  total: number;
}

export interface MonthFigure {
  /** "YYYY-MM", Guatemala time. */
  mes: string;
  recibidas: number;
  resueltas: number;
}

export interface TransparencyData {
  generated_at: string;
  gestiones: {
    total: number;
    resueltas: number;
    /** Neither resolved nor rejected. */
    abiertas: number;
    /** Guatemalan working days from filing to the office's first message to the citizen. */
    mediana_dias_primera_respuesta: number | null;
    /** Guatemalan working days from filing to resolution, over the resolved gestiones. */
    mediana_dias_resolucion: number | null;
    /**
     * Share (0–1) of the gestiones with a promised date whose time is up (resolved, or open past
     * the date) that were resolved by that date.
     */
    dentro_de_plazo: number | null;
    por_categoria: CategoryFigure[];
    por_municipio: PlaceFigure[];
    por_mes: MonthFigure[];
  };
  labores: {
    /** Published labores. */
    total: number;
    /**
     * Published labores by the place they were carried out ("Sin dato" without one). Small groups
     * are not merged: each labor is published with its place, and none describes a person.
     */
    por_municipio: PlaceFigure[];
    por_anio: { anio: number; total: number }[];
  };
  asistente: {
    dias: number;
    /** Questions the assistant answered in the last `dias` days. */
    preguntas_respondidas: number;
    /** Of those, the ones it answered from published information (it found passages). */
    con_informacion_publicada: number;
  };
}

/** One line of the CSV: the gestiones of a category received and resolved in a month. */
export interface MonthCategoryFigure {
  mes: string;
  categoria: string;
  recibidas: number;
  resueltas: number;
}

const isSmall = (count: number) => count > 0 && count < SMALL_GROUP_LIMIT;

/**
 * Merges every group of 1 to 4 gestiones (by any of `sizes`, the group's counts) into one "Otros"
 * group, last, adding up its `counts`; the other groups keep their order. Totals are unchanged.
 * A real group named like `others` (a category called "Otros") joins that row too: two rows of the
 * same name would read as one group counted twice.
 */
export function mergeSmallGroups<Row extends object, Count extends keyof Row>(
  rows: Row[],
  counts: Count[],
  others: Omit<Row, Count>,
  sizes: Count[] = counts,
): Row[] {
  const kept: Row[] = [];
  const merged = { ...others, ...Object.fromEntries(counts.map((key) => [key, 0])) } as Row;
  const namedOthers = (row: Row) =>
    Object.entries(others).every(([key, value]) => row[key as keyof Row] === value);
  let anyMerged = false;
  for (const row of rows) {
    if (!namedOthers(row) && !sizes.some((key) => isSmall(row[key] as number))) {
      kept.push(row);
      continue;
    }
    anyMerged = true;
    for (const key of counts) (merged[key] as number) += row[key] as number;
  }
  return anyMerged ? [...kept, merged] : kept;
}

/** The month-by-category lines, each month's small categories merged into that month's "Otros". */
export function mergeSmallMonthCategories(rows: MonthCategoryFigure[]): MonthCategoryFigure[] {
  const months = [...new Set(rows.map((row) => row.mes))];
  return months.flatMap((mes) =>
    mergeSmallGroups(
      rows.filter((row) => row.mes === mes),
      ["recibidas", "resueltas"],
      { mes, categoria: OTHERS },
    ),
  );
}

export const CSV_HEADER = ["mes", "categoria", "recibidas", "resueltas"] as const;
export const CSV_LICENSE = "CC BY 4.0";
export const CSV_LICENSE_URL = "https://creativecommons.org/licenses/by/4.0/deed.es";

const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The CSV file: a byte-order mark (spreadsheets then read UTF-8), a header row, CRLF lines. */
export function toCsv(rows: MonthCategoryFigure[]): string {
  const lines = [
    CSV_HEADER.join(","),
    ...rows.map((row) => CSV_HEADER.map((key) => csvField(row[key])).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
