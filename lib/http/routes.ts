import "server-only";
import { NextRequest, NextResponse } from "next/server";
import type { z } from "zod";
import { auditRefusal, AuditedRefusal } from "@/lib/audit/refusals";
import { actorFromRequest } from "@/lib/auth/actor";
import { requireCitizen, requirePermission } from "@/lib/auth/authorize";
import type { Permission } from "@/lib/auth/permissions";
import type { Actor, AdminActor, CitizenActor } from "@/lib/auth/sessions";
import { JSON_BODY_MAX_BYTES, readJsonObject, withBoundedBody } from "@/lib/http/body";
import { clientAddress } from "@/lib/security/client-address";
import { requestIdOf, withRequestId } from "@/lib/log";
import { toErrorResponse } from "@/lib/errors/error-response";
import { AppError } from "@/lib/errors/app-error";
import { checkOrigin } from "@/lib/security/origin";
import { isSafeSegment } from "@/lib/http/path-segments";
import { parseInput, refuseUnusableInput } from "@/lib/validation/parse";

type RouteParams = Record<string, string | string[] | undefined>;

interface RouteContext<Q, B, P, A extends Actor | null = Actor | null> {
  request: Request;
  actor: A;
  query: Q;
  body: B;
  params: P;
  ip: string | null;
}

interface RouteOptions<QS extends z.ZodType, BS extends z.ZodType, PS extends z.ZodType> {
  query?: QS;
  body?: BS;
  params?: PS;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

type Handler<QS, BS, PS, A extends Actor | null> = (
  ctx: RouteContext<Output<QS>, Output<BS>, Output<PS>, A>,
) => Promise<unknown>;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Who a route admits, attached to its handler for the API's description (lib/openapi). */
export type RouteAccess =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "admin"; permission: Permission | readonly Permission[] }
  | { kind: "citizen" };

/**
 * Dynamic segments as decoded by Next.js: one holding a NUL or a lone surrogate half names nothing
 * (404) and never reaches a query. (Malformed percent-encodings never get here: middleware.ts
 * rewrites them to a 404 before Next.js tries to decode them.)
 */
function safeParams(raw: RouteParams): RouteParams {
  const values = Object.values(raw).flatMap((value) => value ?? []);
  if (!values.every(isSafeSegment)) throw new AppError("NOT_FOUND");
  return raw;
}

/** The largest JSON body a caller may send: it grows with who they are (lib/http/body.ts). */
const bodyLimit = (actor: Actor | null) =>
  JSON_BODY_MAX_BYTES[actor?.kind === "admin" ? "admin" : actor ? "citizen" : "anonymous"];

function queryObject(request: Request): Record<string, string> {
  const entries = [...new URL(request.url).searchParams.entries()];
  refuseUnusableInput(entries);
  return Object.fromEntries(entries);
}

export function json(data: unknown, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json(data, { status, headers });
}

/** The answer to a thrown error: its status and `{ code, message, errors? }` (lib/errors/app-error.ts). */
export function errorJson(error: unknown): NextResponse {
  const { status, body, headers } = toErrorResponse(error);
  return json(body, status, headers);
}

/**
 * For a handler that reads the body its own way and would read any length (Auth.js, UploadThing's
 * SDK): it gets the body already read within `maxBytes` and the idle limit; past them the caller
 * gets the 413 or 408.
 */
export function boundedBodyRoute(
  maxBytes: number,
  handler: (request: NextRequest) => Promise<Response>,
) {
  return async (request: NextRequest): Promise<Response> => {
    let bounded: Request;
    try {
      bounded = await withBoundedBody(request, maxBytes);
    } catch (error) {
      return errorJson(error);
    }
    return handler(new NextRequest(bounded));
  };
}

/**
 * Wraps a route handler: resolves the actor (session cookie or bearer token), lets `admit` accept
 * or refuse it, checks the Origin of cookie-authenticated writes, validates params, query and JSON
 * body with zod, and maps errors to `{ code, message, errors? }` with their status (anything
 * unexpected: 500, no internals). A handler returns a Response, or data sent as JSON with status 200.
 */
function route<
  QS extends z.ZodType,
  BS extends z.ZodType,
  PS extends z.ZodType,
  A extends Actor | null,
>(
  options: RouteOptions<QS, BS, PS>,
  access: RouteAccess,
  admit: (actor: Actor | null) => A,
  handler: Handler<QS, BS, PS, A>,
) {
  const handle = async (
    request: Request,
    context?: { params?: Promise<RouteParams> },
  ): Promise<Response> => {
    const requestId = requestIdOf(request.headers);
    const response = await withRequestId(requestId, () => answer(request, context));
    response.headers.set("x-request-id", requestId);
    return response;
  };
  const answer = async (
    request: Request,
    context?: { params?: Promise<RouteParams> },
  ): Promise<Response> => {
    let caller: Actor | null = null;
    try {
      const bearer = request.headers.get("authorization")?.toLowerCase().startsWith("bearer ");
      caller = await actorFromRequest(request);
      const actor = admit(caller);
      // Bearer tokens cannot be sent by a browser on its own: only cookies need the Origin check.
      if (MUTATING.has(request.method) && actor && !bearer) checkOrigin(request.headers);
      const rawParams = safeParams((await context?.params) ?? {});
      const params = options.params ? parseInput(options.params, rawParams) : undefined;
      const query = options.query ? parseInput(options.query, queryObject(request)) : undefined;
      const body = options.body
        ? parseInput(options.body, await readJsonObject(request, bodyLimit(actor)))
        : undefined;
      const result = await handler({
        request,
        actor,
        query: query as Output<QS>,
        body: body as Output<BS>,
        params: params as Output<PS>,
        ip: clientAddress(request.headers),
      });
      return privateAnswer(result instanceof Response ? result : json(result ?? { ok: true }));
    } catch (error) {
      const answer = errorJson(error);
      if ((answer.status === 401 || answer.status === 403) && !(error instanceof AuditedRefusal)) {
        await auditRouteRefusal(request, caller, answer.status, (error as Error).message);
      }
      return privateAnswer(answer);
    }
  };
  // Answers of routes for signed-in callers hold their personal data: no cache may keep them. A
  // handler that sets its own policy (a file, an export) keeps it.
  const privateAnswer = (response: Response) => {
    if (access.kind !== "public" && !response.headers.has("cache-control")) {
      response.headers.set("cache-control", "no-store");
    }
    return response;
  };
  // The schemas the handler validates with and who it admits: the fuzz suite aims at them
  // (tests/integration/fuzz), the API's description is made of them (lib/openapi).
  return Object.assign(handle, { inputs: options, access }) as typeof handle;
}

/** One `access.denied` entry for a route that answered 401 or 403 (lib/audit/refusals.ts). */
function auditRouteRefusal(
  request: Request,
  actor: Actor | null,
  status: number,
  reason: string,
): Promise<void> {
  const origin = request.headers.get("origin");
  return auditRefusal({
    actor,
    kind: "route",
    operation: `${request.method} ${new URL(request.url).pathname}`,
    status,
    reason,
    ip: clientAddress(request.headers),
    details: origin ? { origin } : undefined,
  });
}

/** A route anyone may call; the handler gets the caller's actor when there is one. */
export function publicRoute<
  QS extends z.ZodType = never,
  BS extends z.ZodType = never,
  PS extends z.ZodType = never,
>(options: RouteOptions<QS, BS, PS>, handler: Handler<QS, BS, PS, Actor | null>) {
  return route(options, { kind: "public" }, (actor) => actor, handler);
}

/** A route for any signed-in account, administrator or citizen (401 without one). */
export function signedInRoute<
  QS extends z.ZodType = never,
  BS extends z.ZodType = never,
  PS extends z.ZodType = never,
>(options: RouteOptions<QS, BS, PS>, handler: Handler<QS, BS, PS, Actor>) {
  return route(
    options,
    { kind: "signed-in" },
    (actor) => {
      if (!actor) throw new AppError("UNAUTHENTICATED");
      return actor;
    },
    handler,
  );
}

/**
 * A route for administrators whose role has `permission` (with a list, any one of them): 401
 * without a session, 403 for anyone else.
 */
export function adminRoute<
  QS extends z.ZodType = never,
  BS extends z.ZodType = never,
  PS extends z.ZodType = never,
>(
  options: RouteOptions<QS, BS, PS> & { permission: Permission | readonly Permission[] },
  handler: Handler<QS, BS, PS, AdminActor>,
) {
  return route(
    options,
    { kind: "admin", permission: options.permission },
    (actor) => requirePermission(actor, options.permission),
    handler,
  );
}

/** A route for a citizen acting on their own account: 401 without a session, 403 for administrators. */
export function citizenRoute<
  QS extends z.ZodType = never,
  BS extends z.ZodType = never,
  PS extends z.ZodType = never,
>(options: RouteOptions<QS, BS, PS>, handler: Handler<QS, BS, PS, CitizenActor>) {
  return route(options, { kind: "citizen" }, requireCitizen, handler);
}
