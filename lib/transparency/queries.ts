import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { getSiteSettings } from "@/lib/site/queries";
import { cachedCsvFigures, cachedTransparency } from "@/lib/transparency/cache";
import type { CsvFigure, TransparencyData } from "@/lib/transparency/schema";

// The public reads of the transparency section: nothing while the office switched it off.

async function requireSectionOn(): Promise<void> {
  if (!(await getSiteSettings()).mostrar_transparencia) throw new AppError("NOT_FOUND");
}

/** The published figures (404 while the section is switched off). */
export async function getTransparency(): Promise<TransparencyData> {
  await requireSectionOn();
  return cachedTransparency();
}

/** The CSV's lines (404 while the section is switched off). */
export async function getCsvFigures(): Promise<CsvFigure[]> {
  await requireSectionOn();
  return cachedCsvFigures();
}
