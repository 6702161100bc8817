"use server";

import { z } from "zod";
import { selfAction } from "@/lib/actions/wrappers";
import { endOtherSessions, endOwnSession } from "@/lib/auth/session-end";
import { sessionIdInput } from "@/lib/auth/session-schema";

// Server actions of the "Sesiones activas" cards of /admin/perfil and /portal/perfil: thin
// adapters over lib/auth/session-end.ts.

export const endSessionAction = selfAction({ schema: sessionIdInput }, ({ id }, { actor, ip }) =>
  endOwnSession(actor, id, ip),
);

export const endOtherSessionsAction = selfAction(
  { schema: z.object({}) },
  (_input, { actor, ip }) => endOtherSessions(actor, ip),
);
