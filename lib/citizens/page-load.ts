import "server-only";
import { notFound } from "next/navigation";
import { requestIp } from "@/lib/security/client-address";
import type { AdminActor } from "@/lib/auth/sessions";
import { viewCitizen } from "@/lib/citizens/admin-service";
import { AppError } from "@/lib/errors/app-error";
import { idSchema } from "@/lib/validation/fields";

/** The account behind a page's `{id}`, its view recorded; the not-found screen for any other id. */
export async function loadCitizen(actor: AdminActor, rawId: string) {
  const id = idSchema.safeParse(rawId);
  if (!id.success) notFound();
  const ip = await requestIp();
  try {
    return await viewCitizen(actor, id.data, ip);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}
