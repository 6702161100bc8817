import { endOtherSessions, endOwnSession } from "@/lib/auth/session-end";
import { listOwnSessions } from "@/lib/auth/session-list";
import { SESSION_MESSAGES } from "@/lib/auth/session-schema";
import type { Actor } from "@/lib/auth/sessions";

// The handlers of one's own sessions, shared by /api/portal/sesiones (citizens) and
// /api/admin/sesiones (administrators), whose route wrappers admit each kind of account.

interface Caller {
  actor: Actor;
  ip: string | null;
}

/** GET → { items, total }: the caller's open sessions, the current one first. */
export const listSessions = ({ actor }: Caller) => listOwnSessions(actor);

/** DELETE on the list → { message, count }: ends all of them but the current one. */
export const endOthers = async ({ actor, ip }: Caller) => ({
  message: SESSION_MESSAGES.othersEnded,
  ...(await endOtherSessions(actor, ip)),
});

/** DELETE on one → { message }: ends another open session of the caller's own account. */
export async function endOne({ actor, ip, params }: Caller & { params: { id: string } }) {
  await endOwnSession(actor, params.id, ip);
  return { message: SESSION_MESSAGES.ended };
}
