import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { auditRefusal, AuditedRefusal } from "@/lib/audit/refusals";
import { currentActor } from "@/lib/auth/actor";
import { requireCitizen, requirePermission, requireSelf } from "@/lib/auth/authorize";
import type { Permission } from "@/lib/auth/permissions";
import type { Actor, AdminActor, CitizenActor } from "@/lib/auth/sessions";
import { clientAddress, requestIp } from "@/lib/security/client-address";
import { requestIdOf, withRequestId } from "@/lib/log";
import { checkOrigin } from "@/lib/security/origin";
import { toErrorResponse } from "@/lib/errors/error-response";
import type { ActionResult } from "@/lib/actions/result";
import { parseInput, refuseUnusableInput } from "@/lib/validation/parse";

type ActionBody<S extends z.ZodType, A, T> = (
  input: z.output<S>,
  ctx: { actor: A; ip: string | null },
) => Promise<T>;

/**
 * One `access.denied` entry for an action that answered 401 or 403. Next.js does not tell an
 * action its name, so the entry names what it asked for (`audience`: a permission, "ciudadano"),
 * the page it was called from and Next.js's action id.
 */
async function auditActionRefusal(
  actor: Actor | null,
  audience: string,
  status: number,
  reason: string,
): Promise<void> {
  const list = await headers();
  const referer = URL.canParse(list.get("referer") ?? "") ? new URL(list.get("referer")!) : null;
  await auditRefusal({
    actor,
    kind: "action",
    operation: audience,
    status,
    reason,
    ip: clientAddress(list),
    details: {
      ...(referer ? { pagina: referer.pathname } : {}),
      ...(list.get("next-action") ? { accion: list.get("next-action")! } : {}),
    },
  });
}

const PUBLIC = "pública";

function wrap<S extends z.ZodType, A, T>(
  schema: S,
  audience: string,
  admit: (actor: Actor | null) => A,
  body: ActionBody<S, A, T>,
) {
  const action = async (input: z.input<S>): Promise<ActionResult<T>> =>
    withRequestId(requestIdOf(await headers()), () => run(input));
  const run = async (input: z.input<S>): Promise<ActionResult<T>> => {
    let caller: Actor | null = null;
    try {
      checkOrigin(await headers());
      // Public actions need no session: theirs is not even looked up.
      caller = audience === PUBLIC ? null : await currentActor();
      const actor = admit(caller);
      refuseUnusableInput(input);
      const data = await body(parseInput(schema, input), { actor, ip: await requestIp() });
      return { ok: true, data };
    } catch (error) {
      const { status, body: response } = toErrorResponse(error);
      if ((status === 401 || status === 403) && !(error instanceof AuditedRefusal)) {
        await auditActionRefusal(caller, audience, status, response.message);
      }
      return { ok: false, status, ...response };
    }
  };
  // The schema the action validates with, for the fuzz suite to aim at (tests/integration/fuzz).
  return Object.assign(action, { inputs: { body: schema } }) as typeof action;
}

/**
 * Server-action wrappers, one per audience: each checks the request's Origin (lib/security/origin.ts),
 * authorizes on the server, validates the input with the same zod schema the form uses, and
 * returns a result instead of throwing.
 */
export const publicAction = <S extends z.ZodType, T>(
  options: { schema: S },
  body: ActionBody<S, null, T>,
) => wrap(options.schema, PUBLIC, () => null, body);

export const citizenAction = <S extends z.ZodType, T>(
  options: { schema: S },
  body: ActionBody<S, CitizenActor, T>,
) => wrap(options.schema, "ciudadano", requireCitizen, body);

/** For any account acting on itself: a citizen, or an administrator with `profile.self`. */
export const selfAction = <S extends z.ZodType, T>(
  options: { schema: S },
  body: ActionBody<S, Actor, T>,
) => wrap(options.schema, "cuenta propia", requireSelf, body);

export const adminAction = <S extends z.ZodType, T>(
  options: { schema: S; permission: Permission },
  body: ActionBody<S, AdminActor, T>,
) =>
  wrap(
    options.schema,
    options.permission,
    (actor) => requirePermission(actor, options.permission),
    body,
  );
