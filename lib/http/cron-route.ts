import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { errorJson, json } from "@/lib/http/routes";

/**
 * Scheduled routes (vercel.json crons) run only with `Authorization: Bearer CRON_SECRET` (401
 * otherwise); without a configured secret they answer 404, as if absent, like the other routes of
 * an optional service. The work itself must be idempotent; a failure answers like the other routes
 * (a 503 while the database cannot be reached: the next run does the work).
 */
export function cronRoute(work: () => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    const secret = env().CRON_SECRET;
    if (!secret) return errorJson(new AppError("NOT_FOUND"));
    const given = request.headers.get("authorization") ?? "";
    const expected = `Bearer ${secret}`;
    const allowed =
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!allowed) return json({ code: "UNAUTHENTICATED", message: "No autorizado." }, 401);
    try {
      return json({ ok: true, result: await work() });
    } catch (error) {
      return errorJson(error);
    }
  };
}
