import { AppError } from "@/lib/errors/app-error";
import { json } from "@/lib/http/routes";
import { LABOR_MESSAGES } from "@/lib/labores/schema";
import { log } from "@/lib/log";

/** A labor save that fails unexpectedly answers 500 with the spec's 'Error al guardar la labor.'. */
export async function orSaveFailure<T>(work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log().error({ err: error }, "labor could not be saved");
    return json({ code: "INTERNAL", message: LABOR_MESSAGES.saveFailed }, 500);
  }
}
