import "server-only";
import type { AdminDto } from "@/lib/admins/schema";
import { MESSAGES } from "@/lib/admins/schema";
import { outranks } from "@/lib/auth/permissions";
import type { AdminActor } from "@/lib/auth/sessions";
import { AppError } from "@/lib/errors/app-error";
import type { AdminRole } from "@/lib/generated/prisma/enums";

/** Nobody gives an account a role above their own (403, nothing changed). */
export function assertMayAssign(manager: AdminActor, rol: AdminRole): void {
  if (outranks(rol, manager.role)) throw new AppError("FORBIDDEN", MESSAGES.roleAboveOwn);
}

/** Nobody edits, deactivates, invites again or re-addresses an account ranked above their own (403). */
export function assertMayManage(manager: AdminActor, target: Pick<AdminDto, "rol">): void {
  if (outranks(target.rol, manager.role)) throw new AppError("FORBIDDEN", MESSAGES.accountAboveOwn);
}
