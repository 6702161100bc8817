import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { revokeSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { AppError, INTERNAL_ERROR_MESSAGE, type ErrorCode } from "@/lib/errors/app-error";
import { adminRoute, citizenRoute, publicRoute, signedInRoute } from "@/lib/http/routes";
import { createAdmin, createCitizen, sessionCookie, signIn } from "./support/helpers";

const BASE = "http://localhost:3000/api/test";

const call = (
  handler: (r: Request) => Promise<Response>,
  init: RequestInit & { path?: string } = {},
) => handler(new Request(BASE + (init.path ?? ""), init));

describe("route wrapper: errors", () => {
  const cases: [ErrorCode, number][] = [
    ["VALIDATION", 422],
    ["BAD_REQUEST", 400],
    ["UNAUTHENTICATED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["REQUEST_TIMEOUT", 408],
    ["CONFLICT", 409],
    ["PAYLOAD_TOO_LARGE", 413],
    ["UNSUPPORTED_MEDIA", 415],
    ["RATE_LIMITED", 429],
  ];

  it.each(cases)("maps %s to %i with its message", async (code, status) => {
    const handler = publicRoute({}, async () => {
      throw new AppError(code, `mensaje ${code}`);
    });
    const response = await call(handler);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message: `mensaje ${code}` });
  });

  it("turns an unexpected error into a 500 that leaks nothing", async () => {
    const handler = publicRoute({}, async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/lib/x.ts:12');
    });
    const response = await call(handler);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ code: "INTERNAL", message: INTERNAL_ERROR_MESSAGE });
    expect(body).not.toMatch(/secret_table|\/srv|stack/);
  });

  it("answers malformed JSON and NUL bytes with 400, never 500", async () => {
    const handler = publicRoute({ body: z.object({ a: z.string() }) }, async ({ body }) => body);
    const malformed = await call(handler, {
      method: "POST",
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe("El cuerpo de la solicitud no es JSON válido.");
    const nul = await call(handler, {
      method: "POST",
      body: JSON.stringify({ a: "x\u0000y" }),
      headers: { "content-type": "application/json" },
    });
    expect(nul.status).toBe(400);
  });

  it("validates body and query with zod and lists field errors", async () => {
    const handler = publicRoute(
      {
        query: z.object({ page: z.coerce.number().int().min(1, "La página debe ser 1 o más.") }),
        body: z.object({ titulo: z.string().min(1, "El título es obligatorio.") }),
      },
      async ({ query, body }) => ({ page: query.page, titulo: body.titulo }),
    );
    const bad = await call(handler, {
      method: "POST",
      path: "?page=0",
      body: JSON.stringify({ titulo: "" }),
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.code).toBe("VALIDATION");
    expect(body.message).toBe("La página debe ser 1 o más.");
    expect(body.errors).toEqual([{ field: "page", msg: "La página debe ser 1 o más." }]);
    const good = await call(handler, {
      method: "POST",
      path: "?page=2",
      body: JSON.stringify({ titulo: "Hola" }),
      headers: { "content-type": "application/json" },
    });
    expect(await good.json()).toEqual({ page: 2, titulo: "Hola" });
  });

  it("validates route params", async () => {
    const handler = publicRoute(
      { params: z.object({ id: z.coerce.number().int().positive("ID inválido.") }) },
      async ({ params }) => params,
    );
    const response = await handler(new Request(BASE), { params: Promise.resolve({ id: "abc" }) });
    expect(response.status).toBe(422);
  });
});

describe("route wrapper: actors", () => {
  // Each wrapper hands its handler an actor of its own kind, or refuses the call first.
  const kindOf = async ({ actor }: { actor: { kind: string } | null }) => ({
    kind: actor?.kind ?? null,
  });
  const wrappers = {
    public: publicRoute({}, kindOf),
    "signed-in": signedInRoute({}, kindOf),
    admin: adminRoute({ permission: "backoffice.access" }, kindOf),
    citizen: citizenRoute({}, kindOf),
    "news.write": adminRoute({ permission: "news.write" }, kindOf),
  };
  const whoAmI = (audience: keyof typeof wrappers) => wrappers[audience];
  let adminToken: string;
  let editorToken: string;
  let citizenToken: string;

  beforeAll(async () => {
    adminToken = (await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id }))
      .token;
    editorToken = (
      await signIn({ kind: "admin", adminId: (await createAdmin("UserAdminNivel4")).id })
    ).token;
    citizenToken = (await signIn({ kind: "citizen", citizenId: (await createCitizen()).id })).token;
  });

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it("asks for a session (401) and refuses the wrong kind or permission (403)", async () => {
    expect((await call(whoAmI("admin"))).status).toBe(401);
    expect((await call(whoAmI("admin"), bearer("garbage"))).status).toBe(401);
    expect((await call(whoAmI("admin"), bearer(citizenToken))).status).toBe(403);
    expect((await call(whoAmI("citizen"), bearer(adminToken))).status).toBe(403);
    expect((await call(whoAmI("news.write"), bearer(editorToken))).status).toBe(403);
    expect((await call(whoAmI("news.write"), bearer(citizenToken))).status).toBe(403);
    expect(await (await call(whoAmI("news.write"), bearer(adminToken))).json()).toEqual({
      kind: "admin",
    });
    expect(await (await call(whoAmI("citizen"), bearer(citizenToken))).json()).toEqual({
      kind: "citizen",
    });
    expect((await call(whoAmI("signed-in"))).status).toBe(401);
    expect(await (await call(whoAmI("signed-in"), bearer(citizenToken))).json()).toEqual({
      kind: "citizen",
    });
    expect(await (await call(whoAmI("public"))).json()).toEqual({ kind: null });
  });

  it("stops honouring a revoked session or a deactivated account on the next request", async () => {
    const admin = await createAdmin("AdminNivel2");
    const { actor, token } = await signIn({ kind: "admin", adminId: admin.id });
    expect((await call(whoAmI("admin"), bearer(token))).status).toBe(200);
    await revokeSession(actor.sessionId);
    expect((await call(whoAmI("admin"), bearer(token))).status).toBe(401);

    const other = await createAdmin("AdminNivel2");
    const second = await signIn({ kind: "admin", adminId: other.id });
    expect((await call(whoAmI("admin"), bearer(second.token))).status).toBe(200);
    await db().admin.update({ where: { id: other.id }, data: { estado: false } });
    expect((await call(whoAmI("admin"), bearer(second.token))).status).toBe(401);
  });

  it("reads the browser session cookie and checks the Origin of its writes", async () => {
    const { actor } = await signIn({ kind: "admin", adminId: (await createAdmin()).id });
    const cookie = await sessionCookie(actor.sessionId);
    const write = adminRoute({ permission: "backoffice.access" }, async () => ({ ok: true }));
    expect((await call(whoAmI("admin"), { headers: { cookie } })).status).toBe(200);
    const sameSite = await call(write, {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000" },
    });
    expect(sameSite.status).toBe(200);
    const crossSite = await call(write, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("trusts SITE_URL and the request's own Host for the Origin, never X-Forwarded-Host or -Proto", async () => {
    const { actor } = await signIn({ kind: "admin", adminId: (await createAdmin()).id });
    const cookie = await sessionCookie(actor.sessionId);
    const write = adminRoute({ permission: "backoffice.access" }, async () => ({ ok: true }));
    const post = (headers: Record<string, string>) =>
      call(write, { method: "POST", headers: { cookie, ...headers } });
    const forged = await post({
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(forged.status).toBe(403);
    expect((await forged.json()).message).toBe("Origen no permitido.");
    expect((await post({ origin: "https://diputado.gt", host: "diputado.gt" })).status).toBe(200);
  });
});
