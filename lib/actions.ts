import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { currentActor } from "@/lib/auth/actor";
import type { Permission } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/sessions";
import { toErrorResponse, type FieldError } from "@/lib/errors";
import { authorize } from "@/lib/http";
import { parseInput } from "@/lib/validation";

export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: FieldError[] };

interface ActionOptions<S extends z.ZodType> {
  permission?: Permission;
  schema: S;
}

type ActionBody<S extends z.ZodType, A, T> = (input: z.output<S>, ctx: { actor: A; ip: string | null }) => Promise<T>;

async function requestIp(): Promise<string | null> {
  const list = await headers();
  return list.get("x-forwarded-for")?.split(",")[0]?.trim() || list.get("x-real-ip") || null;
}

function wrap<S extends z.ZodType, A, T>(
  audience: "public" | "citizen" | "admin",
  options: ActionOptions<S>,
  body: ActionBody<S, A, T>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    try {
      const actor = audience === "public" ? null : await currentActor();
      authorize(actor, audience, options.permission);
      const data = await body(parseInput(options.schema, input), { actor: actor as A, ip: await requestIp() });
      return { ok: true, data };
    } catch (error) {
      const { status, body: response } = toErrorResponse(error);
      return { ok: false, status, ...response };
    }
  };
}

/**
 * Server-action wrappers, one per audience: each validates the input with the same zod schema the
 * form uses, authorizes on the server, and returns a result instead of throwing.
 */
export const publicAction = <S extends z.ZodType, T>(options: ActionOptions<S>, body: ActionBody<S, null, T>) =>
  wrap("public", options, body);

export const citizenAction = <S extends z.ZodType, T>(
  options: ActionOptions<S>,
  body: ActionBody<S, Extract<Actor, { kind: "citizen" }>, T>,
) => wrap("citizen", options, body);

export const adminAction = <S extends z.ZodType, T>(
  options: ActionOptions<S>,
  body: ActionBody<S, Extract<Actor, { kind: "admin" }>, T>,
) => wrap("admin", options, body);
