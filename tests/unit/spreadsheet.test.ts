// The one CSV writer of the exports (the audit log and /transparencia/datos.csv): RFC 4180 quoting,
// CRLF lines, a byte-order mark, and no cell a spreadsheet would run as a formula.
import { describe, expect, it } from "vitest";
import { asSpreadsheetText, csvCell, csvLine, csvStart } from "@/lib/format/spreadsheet";

describe("the CSV writer", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+502 5555 1234", "'+502 5555 1234"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["Salud", "Salud"],
    ["5 - 3", "5 - 3"],
  ])("neutralises %j as text: %j", (value, text) => {
    expect(asSpreadsheetText(value)).toBe(text);
    expect(csvCell(value)).toBe(text);
  });

  it("quotes what would break a line or a cell, and writes nothing for null", () => {
    expect(csvCell('dijo "sí", luego; no')).toBe('"dijo ""sí"", luego; no"');
    expect(csvCell("dos\nlíneas")).toBe('"dos\nlíneas"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12)).toBe("12");
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
    expect(csvStart(["mes", "total"])).toBe("\uFEFFmes,total\r\n");
  });
});
