import { describe, expect, it, vi } from "vitest";
import { ROUTE_MODULES } from "@/app/api/openapi.json/routes";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { GET as docsRoute } from "@/app/api/docs/route";
import { POST as adminLogin } from "@/app/api/auth/login/route";
import { POST as citizenLogin } from "@/app/api/auth-user/login/route";
import { GET as contactConfig } from "@/app/api/contacto/public/config/route";
import { GET as identity } from "@/app/api/admin/identidad/route";
import { GET as labores } from "@/app/api/labores/route";
import { GET as news } from "@/app/api/noticias/route";
import { GET as ownGestiones, POST as fileGestion } from "@/app/api/portal/gestiones/route";
import { hashPassword } from "@/lib/auth/passwords";
import { db } from "@/lib/db";
import { METHODS, openApiPath } from "@/lib/openapi/document";
import { RESPONSES } from "@/lib/openapi/responses";
import { call } from "./support/citizen-fixtures";
import { routeFiles, routeHandlers } from "./support/discovery";
import { citizenCaller, createCatalog, gestionBody } from "./support/gestiones-fixtures";
import { createAdmin, signIn } from "./support/helpers";

// unstable_cache needs Next's incremental cache, which only exists inside a Next server: here the
// public reads run uncached.
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  unstable_cache: <T>(read: T) => read,
}));

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, unknown> }>
  >;
};

async function document(): Promise<Document> {
  const response = await openApiRoute();
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

describe("the API's OpenAPI description", () => {
  it("lists every route file: a new one needs `npm run openapi:routes`", () => {
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(routeFiles());
  });

  it("describes every method of every route file, once, in OpenAPI 3.1", async () => {
    const { openapi, paths } = await document();
    expect(openapi).toBe("3.1.0");
    const missing: string[] = [];
    for (const file of routeFiles()) {
      for (const method of Object.keys(await routeHandlers(file))) {
        if (!paths[openApiPath(file)]?.[method.toLowerCase()]) missing.push(`${method} ${file}`);
      }
    }
    expect(missing).toEqual([]);
    const ids = Object.values(paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows the body, parameters, access and answers a handler declares", async () => {
    const { paths } = await document();
    const create = paths["/api/portal/gestiones"]!.post as Record<string, unknown>;
    expect(create).toMatchObject({
      "x-cuenta": "ciudadano",
      requestBody: { content: { "application/json": { schema: { type: "object" } } } },
      responses: { "201": { content: { "application/json": expect.any(Object) } } },
    });
    const body = (
      create.requestBody as { content: Record<string, { schema: { properties: object } }> }
    ).content["application/json"]!.schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["categoria_id", "template_id", "data"]),
    );
    const versions = paths["/api/biografia/{id}"]!.get as unknown as {
      parameters: { name: string; in: string }[];
    };
    expect(versions.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path" }));
    expect(paths["/api/admin/users"]!.get).toMatchObject({ "x-permisos": ["citizens.read"] });
    for (const key of Object.keys(RESPONSES)) {
      const [method, path] = key.split(" ") as [string, string];
      expect(paths[path]?.[method.toLowerCase()], key).toBeDefined();
    }
    expect(METHODS).toContain("PATCH");
  });

  it("is readable at /api/docs as a page with no script", async () => {
    const response = await docsRoute();
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain("/api/portal/gestiones");
    expect(html).not.toContain("<script");
  });
});

describe("contract: the main calls answer what the description says", () => {
  const conforms = (key: string, body: unknown) => {
    const parsed = RESPONSES[key]!.schema.safeParse(body);
    expect(parsed.success, `${key}: ${JSON.stringify(parsed.error?.issues ?? [])}`).toBe(true);
  };

  it("public reads", async () => {
    const list = await call(news, "/api/noticias?page=1&pageSize=5");
    expect(list.status).toBe(200);
    conforms("GET /api/noticias", list.body);
    const works = await call(labores, "/api/labores");
    expect(works.status).toBe(200);
    conforms("GET /api/labores", works.body);
    const config = await call(contactConfig, "/api/contacto/public/config");
    expect(config.status).toBe(200);
    conforms("GET /api/contacto/public/config", config.body);
  });

  it("sign-in of both kinds of account", async () => {
    const password = "Contrato#2026";
    const admin = await createAdmin("AdminNivel1");
    await db().admin.update({
      where: { id: admin.id },
      data: { password_hash: await hashPassword(password) },
    });
    const adminAnswer = await call(adminLogin, "/api/auth/login", {
      body: { email: admin.email, password },
    });
    expect(adminAnswer.status).toBe(200);
    conforms("POST /api/auth/login", adminAnswer.body);

    const { citizen } = await citizenCaller();
    await db().citizen.update({
      where: { id: citizen.id },
      data: { password_hash: await hashPassword(password) },
    });
    const citizenAnswer = await call(citizenLogin, "/api/auth-user/login", {
      body: { identifier: citizen.correo, password },
    });
    expect(citizenAnswer.status).toBe(200);
    conforms("POST /api/auth-user/login", citizenAnswer.body);
  });

  it("a citizen's gestiones and the office's identity", async () => {
    const { token } = await citizenCaller();
    const created = await call(fileGestion, "/api/portal/gestiones", {
      token,
      body: gestionBody(await createCatalog()),
    });
    expect(created.status).toBe(201);
    conforms("POST /api/portal/gestiones", created.body);
    const own = await call(ownGestiones, "/api/portal/gestiones", { token });
    expect(own.status).toBe(200);
    conforms("GET /api/portal/gestiones", own.body);

    const office = await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel2")).id });
    const answer = await call(identity, "/api/admin/identidad", { token: office.token });
    expect(answer.status).toBe(200);
    conforms("GET /api/admin/identidad", answer.body);
  });
});
