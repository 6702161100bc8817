// What the server exposes, found on disk: every route handler file under app/api and every server
// action exported by a lib/<module>/actions.ts. The authorization matrices and the fuzz suite each
// hold a line for all of them, and fail when one is missing.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
export type ServerAction = (input: unknown) => Promise<unknown>;

/** Route files as their folder under app/api ("noticias/[id]/media"). */
export function routeFiles(dir = "app/api"): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return routeFiles(full);
      return name === "route.ts" ? [path.dirname(full).slice("app/api/".length)] : [];
    })
    .sort();
}

/** The handlers a route file exports, by method. */
export async function routeHandlers(file: string): Promise<Partial<Record<Method, RouteHandler>>> {
  const exports = (await import(`@/app/api/${file}/route`)) as Record<string, unknown>;
  return Object.fromEntries(
    METHODS.filter((method) => typeof exports[method] === "function").map((method) => [
      method,
      exports[method] as RouteHandler,
    ]),
  );
}

const actionModules = readdirSync("lib", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(`lib/${entry.name}`).includes("actions.ts"))
  .map((entry) => entry.name)
  .sort();

/** Every exported server action, named "<module>:<export>". */
export async function exportedActions(): Promise<[string, ServerAction][]> {
  const found: [string, ServerAction][] = [];
  for (const name of actionModules) {
    const exports = (await import(`@/lib/${name}/actions.ts`)) as Record<string, unknown>;
    for (const [key, value] of Object.entries(exports)) {
      if (typeof value === "function") found.push([`${name}:${key}`, value as ServerAction]);
    }
  }
  return found;
}
