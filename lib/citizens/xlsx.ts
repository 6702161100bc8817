import "server-only";
import type { Writable } from "node:stream";
import type { CitizenRow } from "@/lib/citizens/admin-queries";
import { asSpreadsheetText } from "@/lib/format/spreadsheet";
import { writeXlsx, type XlsxColumn, type XlsxValue } from "@/lib/format/xlsx-stream";

// The citizens workbook: one sheet 'Ciudadanos', written row by row as the batches arrive
// (lib/format/xlsx-stream.ts), so memory holds one batch whatever the number of rows.

/** Excel has no time zones: instants are written as Guatemala's wall-clock time (UTC−6 all year). */
const GUATEMALA_OFFSET_MS = 6 * 60 * 60 * 1000;
const wallClock = (date: Date | null) => date && new Date(date.getTime() - GUATEMALA_OFFSET_MS);

/** Text as the CSV exports write it: a value never runs as a formula. */
const text = (value: string | null) => value && asSpreadsheetText(value);

const COLUMNS: readonly (XlsxColumn & { value: (row: CitizenRow) => XlsxValue })[] = [
  { header: "ID", width: 9, kind: "integer", value: (row) => row.id },
  { header: "Primer nombre", width: 16, kind: "string", value: (row) => text(row.primer_nombre) },
  { header: "Segundo nombre", width: 16, kind: "string", value: (row) => text(row.segundo_nombre) },
  { header: "Tercer nombre", width: 14, kind: "string", value: (row) => text(row.tercer_nombre) },
  {
    header: "Primer apellido",
    width: 16,
    kind: "string",
    value: (row) => text(row.primer_apellido),
  },
  {
    header: "Segundo apellido",
    width: 16,
    kind: "string",
    value: (row) => text(row.segundo_apellido),
  },
  // Text: a DPI may start with 0 and is an identifier, not a quantity.
  { header: "DPI", width: 16, kind: "text", value: (row) => text(row.dpi) },
  { header: "Correo", width: 30, kind: "string", value: (row) => text(row.correo) },
  { header: "Teléfono", width: 12, kind: "text", value: (row) => text(row.telefono) },
  { header: "Departamento", width: 16, kind: "string", value: (row) => text(row.departamento) },
  { header: "Municipio", width: 20, kind: "string", value: (row) => text(row.municipio) },
  { header: "Activo", width: 9, kind: "boolean", value: (row) => row.activo },
  { header: "Creado", width: 17, kind: "dateTime", value: (row) => wallClock(row.created_at) },
  { header: "Actualizado", width: 17, kind: "dateTime", value: (row) => wallClock(row.updated_at) },
  { header: "Eliminado", width: 17, kind: "dateTime", value: (row) => wallClock(row.deleted_at) },
];

async function* sheetRows(batches: AsyncIterable<CitizenRow[]>) {
  for await (const batch of batches) {
    yield batch.map((row) => COLUMNS.map((column) => column.value(row)));
  }
}

/**
 * Writes every row of `batches` to `output` as one worksheet 'Ciudadanos' with a bold, frozen
 * header row and an autofilter over the data, then ends `output`. Resolves with the rows written.
 */
export function writeCitizensWorkbook(
  batches: AsyncIterable<CitizenRow[]>,
  output: Writable,
): Promise<number> {
  return writeXlsx({ name: "Ciudadanos", columns: COLUMNS, rows: sheetRows(batches) }, output);
}
