import "server-only";
import { once } from "node:events";
import { PassThrough, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";

// A one-sheet .xlsx written as it is read, in constant memory: the sheet's XML is produced one
// batch of rows at a time and deflated into the zip while the reader takes it, waiting whenever the
// reader falls behind. Each cell is a few bytes of text and no object (a general spreadsheet
// library builds a model of every cell, which at a million rows costs minutes and hundreds of MB).
// Strings are inline, so nothing accumulates over the rows.

/** How a column's cells are written: `text` cells hold identifiers (shown as text, never a number). */
type XlsxKind = "integer" | "string" | "text" | "boolean" | "dateTime";
export type XlsxValue = string | number | boolean | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  width: number;
  kind: XlsxKind;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  /** Rows of cell values in column order, in batches; a Date is written as its UTC wall-clock time. */
  rows: AsyncIterable<readonly (readonly XlsxValue[])[]>;
}

// Cell styles (cellXfs): 0 default, 1 bold header, 2 text (@), 3 date and time, 4 whole number.
const STYLE: Record<XlsxKind, number> = { string: 0, text: 2, dateTime: 3, integer: 4, boolean: 0 };
const HEADER_STYLE = 1;
const DATE_TIME_FORMAT = "dd/mm/yyyy hh:mm";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_TIME_FORMAT}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Column letters A…Z, AA…: the sheet's columns are few. */
const columnLetter = (index: number): string =>
  (index >= 26 ? columnLetter(Math.floor(index / 26) - 1) : "") +
  String.fromCharCode(65 + (index % 26));

/** XML's reserved characters escaped; characters XML 1.0 cannot hold at all are dropped. */
const escapeXml = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

const MS_PER_DAY = 86_400_000;
/** 1970-01-01 as an Excel serial day (1900 date system). */
const EPOCH_SERIAL = 25_569;

function inlineString(ref: string, style: number, text: string): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : "";
  const s = style ? ` s="${style}"` : "";
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

function cellXml(ref: string, kind: XlsxKind, value: XlsxValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    return `<c r="${ref}" s="${STYLE.dateTime}"><v>${value.getTime() / MS_PER_DAY + EPOCH_SERIAL}</v></c>`;
  }
  if (typeof value === "boolean") return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (typeof value === "number" && kind !== "text" && Number.isFinite(value)) {
    return `<c r="${ref}" s="${STYLE[kind]}"><v>${value}</v></c>`;
  }
  return inlineString(ref, STYLE[kind], String(value));
}

function sheetStart(columns: readonly XlsxColumn[]): string {
  const cols = columns
    .map(
      (column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join("");
  const header = columns
    .map((column, i) => inlineString(`${columnLetter(i)}1`, HEADER_STYLE, column.header))
    .join("");
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
  );
}

function workbookXml(sheetName: string, filterRange: string): string {
  const name = escapeXml(sheetName).replace(/"/g, "&quot;");
  const quoted = `'${sheetName.replace(/'/g, "''")}'`;
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets>` +
    `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(quoted)}!${filterRange}</definedName></definedNames>` +
    "</workbook>"
  );
}

/** Waits until `sheet` may take more; fails if the workbook's reader went away meanwhile. */
async function drained(sheet: PassThrough, output: Writable): Promise<void> {
  // The listener that did not fire is removed, or each wait would leave one behind.
  const settled = new AbortController();
  const { signal } = settled;
  try {
    await Promise.race([once(sheet, "drain", { signal }), once(output, "close", { signal })]);
  } finally {
    settled.abort();
  }
  if (output.destroyed) throw new Error("The workbook's reader went away.");
}

/**
 * Writes `sheet` to `output` as an .xlsx: a bold, frozen header row, the columns' widths and
 * formats, and an autofilter over the data; then ends `output`. Resolves with the rows written.
 */
export async function writeXlsx(sheet: XlsxSheet, output: Writable): Promise<number> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), "[Content_Types].xml");
  zip.addBuffer(Buffer.from(ROOT_RELS), "_rels/.rels");
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), "xl/_rels/workbook.xml.rels");
  zip.addBuffer(Buffer.from(STYLES), "xl/styles.xml");
  const xml = new PassThrough();
  // The fastest deflate: the sheet's XML repeats itself so much that it still shrinks about
  // thirteen times, and zlib's default level costs a third more CPU for a file a sixth smaller.
  zip.addReadStream(xml, "xl/worksheets/sheet1.xml", { compressionLevel: 1 });
  const written = pipeline(zip.outputStream, output);
  // Awaited at the end; a failure before then is the reader's going away, which `drained` reports.
  written.catch(() => undefined);
  const letters = sheet.columns.map((_, i) => columnLetter(i));
  const kinds = sheet.columns.map((column) => column.kind);
  let count = 0;
  try {
    if (!xml.write(sheetStart(sheet.columns))) await drained(xml, output);
    for await (const batch of sheet.rows) {
      let chunk = "";
      for (const values of batch) {
        const r = count + 2;
        let cells = "";
        for (let i = 0; i < letters.length; i++) {
          cells += cellXml(`${letters[i]}${r}`, kinds[i]!, values[i]);
        }
        chunk += `<row r="${r}">${cells}</row>`;
        count += 1;
      }
      if (!xml.write(chunk)) await drained(xml, output);
    }
    const [lastColumn, lastRow] = [letters.at(-1), count + 1];
    xml.end(`</sheetData><autoFilter ref="A1:${lastColumn}${lastRow}"/></worksheet>`);
    const filterRange = `$A$1:$${lastColumn}$${lastRow}`;
    zip.addBuffer(Buffer.from(workbookXml(sheet.name, filterRange)), "xl/workbook.xml");
    zip.end();
    await written;
  } catch (error) {
    xml.destroy();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return count;
}
