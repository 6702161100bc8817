import "server-only";
import { once } from "node:events";
import type { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { CitizenRow } from "@/lib/citizens/admin-queries";
import { asSpreadsheetText } from "@/lib/spreadsheet";

// The citizens workbook, written with exceljs' streaming writer: each row is committed as soon as
// it is added, and the writer waits whenever the reader of `output` falls behind, so memory holds
// one batch of rows and a few compressed buffers, whatever the number of rows.

/** Excel has no time zones: instants are written as Guatemala's wall-clock time (UTC−6 all year). */
const GUATEMALA_OFFSET_MS = 6 * 60 * 60 * 1000;
const wallClock = (date: Date) => new Date(date.getTime() - GUATEMALA_OFFSET_MS);

const DATE_TIME = "dd/mm/yyyy hh:mm";

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: "ID", key: "id", width: 9, style: { numFmt: "0" } },
  { header: "Primer nombre", key: "primer_nombre", width: 16 },
  { header: "Segundo nombre", key: "segundo_nombre", width: 16 },
  { header: "Tercer nombre", key: "tercer_nombre", width: 14 },
  { header: "Primer apellido", key: "primer_apellido", width: 16 },
  { header: "Segundo apellido", key: "segundo_apellido", width: 16 },
  // Text: a DPI may start with 0 and is an identifier, not a quantity.
  { header: "DPI", key: "dpi", width: 16, style: { numFmt: "@" } },
  { header: "Correo", key: "correo", width: 30 },
  { header: "Teléfono", key: "telefono", width: 12, style: { numFmt: "@" } },
  { header: "Departamento", key: "departamento", width: 16 },
  { header: "Municipio", key: "municipio", width: 20 },
  { header: "Activo", key: "activo", width: 9 },
  { header: "Creado", key: "created_at", width: 17, style: { numFmt: DATE_TIME } },
  { header: "Actualizado", key: "updated_at", width: 17, style: { numFmt: DATE_TIME } },
  { header: "Eliminado", key: "deleted_at", width: 17, style: { numFmt: DATE_TIME } },
];

const LAST_COLUMN = String.fromCharCode("A".charCodeAt(0) + COLUMNS.length - 1);

/** Text cells as the CSV exports write them: a value never runs as a formula. */
function rowValues(row: CitizenRow) {
  const texts = Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === "string" ? asSpreadsheetText(value) : value,
    ]),
  );
  return {
    ...texts,
    created_at: wallClock(row.created_at),
    updated_at: wallClock(row.updated_at),
    deleted_at: row.deleted_at ? wallClock(row.deleted_at) : null,
  };
}

/** Waits until the reader has taken what is buffered; fails if the reader went away instead. */
async function drained(output: PassThrough): Promise<void> {
  await Promise.race([once(output, "drain"), once(output, "close")]);
  if (output.destroyed) throw new Error("The workbook's reader went away.");
}

/**
 * Writes every row of `batches` to `output` as one worksheet 'Ciudadanos' with a bold, frozen
 * header row and an autofilter over the data, then ends `output`. Resolves with the rows written.
 */
export async function writeCitizensWorkbook(
  batches: AsyncIterable<CitizenRow[]>,
  output: PassThrough,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Plataforma del Diputado";
  const sheet = workbook.addWorksheet("Ciudadanos", {
    views: [{ state: "frozen", ySplit: 1, activeCell: "A2" }],
  });
  sheet.columns = COLUMNS;
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const batch of batches) {
    for (const row of batch) sheet.addRow(rowValues(row)).commit();
    count += batch.length;
    if (output.writableNeedDrain) await drained(output);
  }
  sheet.autoFilter = `A1:${LAST_COLUMN}${count + 1}`;
  sheet.commit();
  await workbook.commit();
  return count;
}
