import { can } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/sessions";

/** Whether the caller sees news in every state (administrators allowed to write news). */
export function seesAllNews(actor: Actor | null): boolean {
  return actor?.kind === "admin" && can(actor, "news.write");
}
