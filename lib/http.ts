import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { actorFromRequest } from "@/lib/auth/actor";
import { can, type Permission } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/sessions";
import { env } from "@/lib/env";
import { AppError, toErrorResponse } from "@/lib/errors";
import { containsNul, parseInput } from "@/lib/validation";

/** Who may call a route: anyone (actor read when present), any signed-in account, or one kind. */
export type Audience = "public" | "signed-in" | "admin" | "citizen";

type RouteParams = Record<string, string | string[] | undefined>;

export interface RouteContext<Q, B, P> {
  request: Request;
  actor: Actor | null;
  query: Q;
  body: B;
  params: P;
  ip: string | null;
}

interface RouteOptions<QS extends z.ZodType, BS extends z.ZodType, PS extends z.ZodType> {
  audience?: Audience;
  /** Required permission; with a list, any one of them. */
  permission?: Permission | readonly Permission[];
  query?: QS;
  body?: BS;
  params?: PS;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function clientIp(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || null;
}

export function authorize(
  actor: Actor | null,
  audience: Audience,
  permission?: Permission | readonly Permission[],
): void {
  if (audience === "public") return;
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (audience === "admin" && actor.kind !== "admin") throw new AppError("FORBIDDEN");
  if (audience === "citizen" && actor.kind !== "citizen") throw new AppError("FORBIDDEN");
  const wanted = typeof permission === "string" ? [permission] : permission;
  if (wanted && (actor.kind !== "admin" || !wanted.some((one) => can(actor.role, one)))) {
    throw new AppError("FORBIDDEN");
  }
}

/** Cookie-authenticated writes must come from this site (bearer tokens cannot be sent by a browser on its own). */
function checkOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (!origin) {
    if (request.headers.get("sec-fetch-site") === "cross-site")
      throw new AppError("FORBIDDEN", "Origen no permitido.");
    return;
  }
  const allowed = new Set([new URL(request.url).origin, new URL(env().SITE_URL).origin]);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    const proto =
      request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
    allowed.add(`${proto}://${host}`);
  }
  if (!allowed.has(origin)) throw new AppError("FORBIDDEN", "Origen no permitido.");
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "El cuerpo de la solicitud no es JSON válido.");
  }
  if (containsNul(value))
    throw new AppError("BAD_REQUEST", "El cuerpo contiene caracteres no permitidos.");
  return value;
}

function queryObject(request: Request): Record<string, string> {
  const entries = [...new URL(request.url).searchParams.entries()];
  if (containsNul(entries)) {
    throw new AppError("BAD_REQUEST", "La consulta contiene caracteres no permitidos.");
  }
  return Object.fromEntries(entries);
}

export function json(data: unknown, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json(data, { status, headers });
}

/**
 * Wraps a route handler: resolves the actor (session cookie or bearer token), authorizes, checks
 * the Origin of cookie-authenticated writes, validates params, query and JSON body with zod, and
 * maps errors to `{ message, errors? }` with their status (anything unexpected: 500, no internals).
 * A handler returns a Response, or data sent as JSON with status 200.
 */
export function route<
  QS extends z.ZodType = never,
  BS extends z.ZodType = never,
  PS extends z.ZodType = never,
>(
  options: RouteOptions<QS, BS, PS>,
  handler: (ctx: RouteContext<Output<QS>, Output<BS>, Output<PS>>) => Promise<unknown>,
) {
  const audience = options.audience ?? "public";
  return async (
    request: Request,
    context?: { params?: Promise<RouteParams> },
  ): Promise<Response> => {
    try {
      const bearer = request.headers.get("authorization")?.toLowerCase().startsWith("bearer ");
      const actor = await actorFromRequest(request);
      authorize(actor, audience, options.permission);
      if (MUTATING.has(request.method) && actor && !bearer) checkOrigin(request);
      const rawParams = (await context?.params) ?? {};
      const params = options.params ? parseInput(options.params, rawParams) : undefined;
      const query = options.query ? parseInput(options.query, queryObject(request)) : undefined;
      const body = options.body ? parseInput(options.body, await readJson(request)) : undefined;
      const result = await handler({
        request,
        actor,
        query: query as Output<QS>,
        body: body as Output<BS>,
        params: params as Output<PS>,
        ip: clientIp(request),
      });
      return result instanceof Response ? result : json(result ?? { ok: true });
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      return json(body, status);
    }
  };
}
