import "server-only";
import { z } from "zod";
import type { RouteAccess } from "@/lib/http/routes";
import { RESPONSES } from "@/lib/openapi/responses";

// The OpenAPI 3.1 description of the REST API, made from the route handlers themselves: each
// wrapped handler (lib/http/routes.ts) carries the zod schemas it validates with and who it admits.

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

type Schema = Record<string, unknown>;

interface Described {
  inputs?: { query?: z.ZodType; body?: z.ZodType; params?: z.ZodType };
  access?: RouteAccess;
}

/** A route file's folder under app/api ("noticias/[id]/media") as an OpenAPI path. */
export function openApiPath(folder: string): string {
  return `/api/${folder}`.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
}

function jsonSchema(schema: z.ZodType): Schema {
  const converted = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as Schema;
  // The document states its dialect once (OpenAPI 3.1), not in every schema.
  delete converted.$schema;
  return converted;
}

/** The properties of an object schema as parameters `in` the path or the query. */
function parameters(schema: z.ZodType | undefined, where: "path" | "query"): Schema[] {
  if (!schema) return [];
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, Schema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

/** Path parameters of a folder whose handler declares no schema for them. */
function folderParameters(folder: string): Schema[] {
  return [...folder.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
}

const ERROR = { $ref: "#/components/schemas/Error" };
const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: ERROR } },
});

function security(access: RouteAccess | undefined): Schema {
  if (!access || access.kind === "public")
    return { security: [{}, { bearer: [] }, { cookie: [] }] };
  const permission =
    access.kind === "admin"
      ? { "x-permisos": [access.permission].flat() }
      : { "x-cuenta": access.kind === "citizen" ? "ciudadano" : "cualquier cuenta" };
  return { security: [{ bearer: [] }, { cookie: [] }], ...permission };
}

function operation(folder: string, method: Method, handler: Described): Schema {
  const path = openApiPath(folder);
  const { inputs, access } = handler;
  const declared = inputs?.params ? parameters(inputs.params, "path") : folderParameters(folder);
  const output = RESPONSES[`${method} ${path}`];
  const protectedRoute = access && access.kind !== "public";
  return {
    tags: [folder.split("/")[0]],
    operationId: `${method.toLowerCase()}_${folder.replace(/[^A-Za-z0-9]+/g, "_")}`,
    ...security(access),
    parameters: [...declared, ...parameters(inputs?.query, "query")],
    ...(inputs?.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(inputs.body) } },
          },
        }
      : {}),
    responses: {
      [output?.status ?? 200]: {
        description: output?.description ?? "Respuesta correcta.",
        ...(output
          ? { content: { "application/json": { schema: jsonSchema(output.schema) } } }
          : {}),
      },
      "400": errorAnswer("Solicitud mal formada."),
      ...(protectedRoute
        ? {
            "401": errorAnswer("Sin sesión o con la sesión vencida."),
            "403": errorAnswer("Sin permiso para esta operación."),
          }
        : {}),
      "422": errorAnswer("Datos no válidos, con el mensaje de cada campo."),
      "429": errorAnswer("Demasiados intentos."),
    },
  };
}

/** Every route of `modules` (folder → the route file's exports) in one OpenAPI 3.1 document. */
export async function openApiDocument(
  modules: Record<string, () => Promise<Record<string, unknown>>>,
  serverUrl: string,
): Promise<Schema> {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const [folder, load] of Object.entries(modules)) {
    const exports = await load();
    for (const method of METHODS) {
      const handler = exports[method];
      if (typeof handler !== "function") continue;
      (paths[openApiPath(folder)] ??= {})[method.toLowerCase()] = operation(
        folder,
        method,
        handler as Described,
      );
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "API de la plataforma",
      version: "1.0.0",
      description:
        "La API del sitio público, el portal ciudadano y la administración. Las respuestas de error " +
        "son { code, message } y, cuando un campo no es válido, errors: [{ field, msg }].",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "El token de POST /api/auth/login o POST /api/auth-user/login.",
        },
        cookie: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["message"],
          properties: {
            code: { type: "string" },
            message: { type: "string" },
            errors: {
              type: "array",
              items: {
                type: "object",
                required: ["field", "msg"],
                properties: { field: { type: "string" }, msg: { type: "string" } },
              },
            },
          },
        },
      },
    },
  };
}
