import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { currentActor } from "@/lib/auth/actor";
import { requireCitizen, requirePermission } from "@/lib/auth/authorize";
import type { Permission } from "@/lib/auth/permissions";
import type { AdminActor, CitizenActor } from "@/lib/auth/sessions";
import { toErrorResponse, type ErrorBody } from "@/lib/errors";
import { parseInput } from "@/lib/validation";

/** What a server action answers: its data, or the error's status, code and Spanish message. */
export type ActionResult<T> = { ok: true; data: T } | ({ ok: false; status: number } & ErrorBody);

type ActionBody<S extends z.ZodType, A, T> = (
  input: z.output<S>,
  ctx: { actor: A; ip: string | null },
) => Promise<T>;

/** The address of the request being served (for audit entries of pages and actions). */
export async function requestIp(): Promise<string | null> {
  const list = await headers();
  return list.get("x-forwarded-for")?.split(",")[0]?.trim() || list.get("x-real-ip") || null;
}

function wrap<S extends z.ZodType, A, T>(
  schema: S,
  admit: () => Promise<A>,
  body: ActionBody<S, A, T>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    try {
      const actor = await admit();
      const data = await body(parseInput(schema, input), { actor, ip: await requestIp() });
      return { ok: true, data };
    } catch (error) {
      const { status, body: response } = toErrorResponse(error);
      return { ok: false, status, ...response };
    }
  };
}

/**
 * Server-action wrappers, one per audience: each authorizes on the server, validates the input
 * with the same zod schema the form uses, and returns a result instead of throwing.
 */
export const publicAction = <S extends z.ZodType, T>(
  options: { schema: S },
  body: ActionBody<S, null, T>,
) => wrap(options.schema, async () => null, body);

export const citizenAction = <S extends z.ZodType, T>(
  options: { schema: S },
  body: ActionBody<S, CitizenActor, T>,
) => wrap(options.schema, async () => requireCitizen(await currentActor()), body);

export const adminAction = <S extends z.ZodType, T>(
  options: { schema: S; permission: Permission },
  body: ActionBody<S, AdminActor, T>,
) =>
  wrap(
    options.schema,
    async () => requirePermission(await currentActor(), options.permission),
    body,
  );
