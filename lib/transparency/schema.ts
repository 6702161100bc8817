import { csvLine, csvStart } from "@/lib/format/spreadsheet";

// The office's public record as open data (/transparencia, GET /api/transparencia and
// /transparencia/datos.csv): aggregates only, never a row about a person, published once a month
// (lib/transparency/release.ts holds the rules). Client-safe.

/** No published count of gestiones lies between 1 and this minus one: such groups are merged. */
export const SMALL_GROUP_LIMIT = 5;
export const OTHERS = "Otros";
/** The place of a gestión whose citizen gave none, or of a labor without one. */
export const NO_PLACE = "Sin dato";
/** The channel of a period stored before channels were counted, when it cannot be told again. */
export const NO_CHANNEL = "Sin dato";
export const TREND_MONTHS = 12;
export const ASSISTANT_WINDOW_DAYS = 30;

/** "YYYY-MM", Guatemala time. */
export type Month = string;

export interface CategoryFigure {
  categoria: string;
  /** Gestiones received. */
  total: number;
  resueltas: number;
}

/**
 * The gestiones that arrived through a channel. In the published figures `canal` is its name
 * ("WhatsApp", "Otros"); a stored period holds the gestiones' canal_origen ("whatsapp").
 */
export interface ChannelFigure {
  canal: string;
  /** Gestiones received. */
  total: number;
  resueltas: number;
}

export interface PlaceFigure {
  departamento: string;
  municipio: string;
  total: number;
}

/**
 * A published period: one month, or several in a row when a month alone had 1 to 4 gestiones
 * received (they wait for the next ones). Its resolved and rejected gestiones are those closed in
 * its months and, when fewer than 5 were closed before, in earlier months not yet published.
 */
export interface PeriodFigure {
  desde: Month;
  hasta: Month;
  recibidas: number;
  resueltas: number;
  rechazadas: number;
}

export interface TransparencyData {
  /** When this release was computed (the first request or cron run of its month). */
  generated_at: string;
  /** The month during which this release is published: it counts what happened before it. */
  periodo: Month;
  /** The last month whose gestiones received are counted; null while none is published yet. */
  datos_hasta: Month | null;
  gestiones: {
    /**
     * Gestiones received up to `datos_hasta`: abiertas + resueltas + rechazadas. Null while some
     * were received but none is published yet (fewer than 5).
     */
    total: number | null;
    /** Received and not yet counted as resolved or rejected. */
    abiertas: number | null;
    /**
     * Gestiones whose first closing was a resolution (a reopened gestión stays counted). Null
     * while some were resolved but none is published yet (fewer than 5).
     */
    resueltas: number | null;
    /** Gestiones whose first closing was a rejection; null as `resueltas`. */
    rechazadas: number | null;
    /**
     * Median of the Guatemalan working days from filing to the office's first message to the
     * citizen, over the counted gestiones that got one; null with fewer than 5 of them.
     */
    mediana_dias_primera_respuesta: number | null;
    /** Median of the working days from filing to resolution, over `resueltas`; null under 5. */
    mediana_dias_resolucion: number | null;
    /**
     * Share (0–1) of the counted gestiones with a promised date whose time is up at the cutoff
     * (resolved, or open past the date and not waiting on the citizen; rejected ones left out)
     * that were resolved by that date; null with fewer than 5 of them.
     */
    dentro_de_plazo: number | null;
    por_categoria: CategoryFigure[];
    por_municipio: PlaceFigure[];
    /** By the channel they arrived through (portal, WhatsApp, at the office…), named in Spanish. */
    por_canal: ChannelFigure[];
    /** The periods that end in the 12 months up to `datos_hasta`. */
    por_periodo: PeriodFigure[];
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
    /** Questions the assistant answered in the `dias` days before the cutoff. */
    preguntas_respondidas: number;
    /** Of those, the ones it answered from published information (it found passages). */
    con_informacion_publicada: number;
  };
}

/**
 * One line of the CSV: the gestiones of a category, or of a channel, in a published period (the
 * other of the two is empty). Each period's categories add up to its gestiones, and so do its
 * channels.
 */
export interface CsvFigure {
  desde: Month;
  hasta: Month;
  categoria: string;
  canal: string;
  recibidas: number;
  resueltas: number;
}

const CSV_HEADER = ["desde", "hasta", "categoria", "canal", "recibidas", "resueltas"] as const;
export const CSV_LICENSE = "CC BY 4.0";
export const CSV_LICENSE_URL = "https://creativecommons.org/licenses/by/4.0/deed.es";

/** The CSV file, written by the application's one CSV writer (formulas neutralised). */
export function toCsv(rows: CsvFigure[]): string {
  return (
    csvStart(CSV_HEADER) + rows.map((row) => csvLine(CSV_HEADER.map((key) => row[key]))).join("")
  );
}
