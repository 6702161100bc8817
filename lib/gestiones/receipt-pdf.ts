import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDate, formatDateTime } from "@/lib/format/display";
import { followUpLines, type GestionReceipt } from "@/lib/gestiones/receipt";

// The receipt as a one-page PDF (A5), in the PDF's own standard fonts: nothing is fetched or
// embedded, and the Spanish letters are in their WinAnsi encoding.

const A5: [number, number] = [420, 595];
const MARGIN = 36;

/** `text` broken into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function receiptPdf(receipt: GestionReceipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Comprobante ${receipt.folio}`);
  pdf.setLanguage("es-GT");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = pdf.addPage(A5);
  const width = A5[0] - 2 * MARGIN;
  let y = A5[1] - MARGIN;
  const write = (text: string, size = 10, font = regular, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0, 0, 0) });
      y -= gap;
    }
  };
  if (receipt.oficina.nombre) write(receipt.oficina.nombre, 11, bold);
  if (receipt.oficina.cargo) write(receipt.oficina.cargo, 9);
  y -= 8;
  write("Comprobante de gestión", 16, bold, 10);
  write(`Folio: ${receipt.folio}`, 14, bold, 8);
  if (receipt.ciudadano) write(`Persona: ${receipt.ciudadano}`);
  write(`Trámite: ${receipt.procedimiento} (${receipt.categoria})`);
  write(`Recibida: ${formatDateTime(receipt.created_at)} · ${receipt.canal}`);
  write(
    `Fecha prometida de respuesta: ${receipt.sla_due_at ? formatDate(receipt.sla_due_at) : "Sin fecha"}`,
    10,
    bold,
  );
  y -= 10;
  write("Cómo darle seguimiento", 12, bold, 6);
  const side = 120;
  const { qr } = receipt.seguimiento;
  page.drawSvgPath(qr.path, { x: MARGIN, y, scale: side / qr.size, color: rgb(0, 0, 0) });
  y -= side + 8;
  for (const line of followUpLines(receipt)) write(`• ${line}`, 9, regular, 3);
  return pdf.save();
}
