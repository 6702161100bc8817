import { AppError } from "@/lib/errors";
import { json } from "@/lib/http";
import { LABOR_MESSAGES } from "@/lib/labores/schema";

/** A labor save that fails unexpectedly answers 500 with the spec's 'Error al guardar la labor.'. */
export async function orSaveFailure<T>(work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error("[labores]", error);
    return json({ code: "INTERNAL", message: LABOR_MESSAGES.saveFailed }, 500);
  }
}
