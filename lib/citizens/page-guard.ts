import "server-only";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/actor";
import type { CitizenActor } from "@/lib/auth/sessions";

/**
 * The server-side check of every portal page: a live citizen session, or the login screen (with the
 * "session expired" notice, since the middleware already sent visitors without any session there);
 * an administrator goes back to the back office. No data is loaded before it passes.
 */
export async function requireCitizenPage(): Promise<CitizenActor> {
  const actor = await currentActor();
  if (actor?.kind === "citizen") return actor;
  redirect(actor ? "/admin/dashboard" : "/login-register?expired=1");
}
