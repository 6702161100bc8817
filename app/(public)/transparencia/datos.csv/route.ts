import { AppError } from "@/lib/errors/app-error";
import { getCsvFigures } from "@/lib/transparency/queries";
import { toCsv } from "@/lib/transparency/schema";

// Open data: gestiones received and resolved per published period and category (CC BY 4.0,
// stated on /transparencia), from the same cached release as the page.

export async function GET(): Promise<Response> {
  try {
    const rows = await getCsvFigures();
    return new Response(toCsv(rows), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="transparencia-gestiones.csv"',
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return new Response("No encontrado", { status: 404 });
    }
    throw error;
  }
}
