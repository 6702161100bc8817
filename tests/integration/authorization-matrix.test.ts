import { describe, expect, it } from "vitest";
import { ADMIN_ROLES, type Permission } from "@/lib/auth/permissions";
import { roleDefinitions, type RoleDefinition } from "@/lib/auth/role-permissions";
import { env } from "@/lib/env";
import type { AdminRole } from "@/lib/generated/prisma/enums";
import { METHODS, routeFiles, type Method, type RouteHandler as Handler } from "./support/discovery";
import { setRolePermissions } from "@/lib/roles/service";
import { createAdmin, createCitizen, signIn } from "./support/helpers";

/**
 * Who may call each route handler, written out independently of the handlers themselves: the
 * permission table of docs/architecture.md §6 applied to every call of the spec. A route file that is missing
 * here fails the test, so a new route cannot ship without its line. Which accounts and roles a
 * team manager may act on (the field-level dimension) is in authorization-ranks.test.ts.
 */
// "cron": no caller holds CRON_SECRET, so 401; without the secret configured the routes answer 404.
// "direct-upload": without UPLOADTHING_TOKEN (as here) the route answers 404 to everyone; its roles
// are checked with a token and the fake UploadThing service in direct-upload.test.ts.
// "webhook": the providers' webhooks, authorized by their signature, not a session: every caller
// alike (unsigned posts pass here, where no secret is configured; channels.test.ts signs them),
// and the handshake refuses (403) without its token.
type Rule =
  | "public"
  | "citizen"
  | "any-admin"
  | Permission
  | "cron"
  | "auth.js"
  | "direct-upload"
  | "webhook";
const CRON_REFUSAL = env().CRON_SECRET ? 401 : 404;

const RULES: Record<string, Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Rule>>> = {
  "admin/auditoria": { GET: "audit.read" },
  "admin/auditoria/export": { GET: "audit.read" },
  "admin/labores": { GET: "labores.write", POST: "labores.write" },
  "admin/labores/[id]": { GET: "labores.write", PUT: "labores.write", DELETE: "labores.write" },
  "admin/labores/[id]/status": { PATCH: "labores.write" },
  "admin/labores/[id]/media": { GET: "labores.write", POST: "labores.write" },
  "admin/labores/[id]/media/reorder": { PATCH: "labores.write" },
  "admin/labores/[id]/media/[mediaId]": { PATCH: "labores.write", DELETE: "labores.write" },
  "admin/roles": { GET: "admins.manage" },
  "admin/roles/[rol]": { PUT: "security.manage" },
  "admin/sesiones": { GET: "profile.self", DELETE: "profile.self" },
  "admin/sesiones/[id]": { DELETE: "profile.self" },
  setup: { POST: "public" },
  health: { GET: "public" },
  "openapi.json": { GET: "public" },
  docs: { GET: "public" },
  "admin/identidad": { GET: "landing.settings", PUT: "landing.settings" },
  "admin/site-settings": { GET: "landing.settings", PUT: "landing.settings" },
  "admin/site-settings/logo": { POST: "landing.settings" },
  "admin/users": { GET: "citizens.read" },
  "admin/users/export": { GET: "citizens.export" },
  "admin/users/[id]": { GET: "citizens.read", PUT: "citizens.write", DELETE: "citizens.write" },
  "admin/users/[id]/status": { PATCH: "citizens.write" },
  "admin/users/[id]/restore": { POST: "citizens.write" },
  "admin/users/[id]/dpi": { POST: "citizens.write" },
  "admin/vocabulario": { GET: "chatbot.read", POST: "chatbot.vocabulary" },
  "admin/vocabulario/[id]": { DELETE: "chatbot.vocabulary" },
  "auth-user/check-dpi/[dpi]": { GET: "public" },
  "auth-user/check-email/[email]": { GET: "public" },
  "auth-user/login": { POST: "public" },
  "auth-user/logout": { POST: "citizen" },
  "auth-user/me": { GET: "citizen", PUT: "citizen", DELETE: "citizen" },
  "auth-user/me/export": { GET: "citizen" },
  "auth-user/me/canales": { GET: "citizen", PUT: "citizen" },
  "auth-user/claim": { POST: "public" },
  "auth-user/claim/verify": { POST: "public" },
  "auth-user/password/forgot": { POST: "public" },
  "auth-user/password/reset": { POST: "public" },
  "auth-user/register": { POST: "public" },
  "auth-user/phone/verify": { POST: "public" },
  "auth-user/phone/forgot": { POST: "public" },
  "auth-user/phone/reset": { POST: "public" },
  "webhooks/whatsapp": { GET: "webhook", POST: "webhook" },
  "webhooks/twilio": { POST: "webhook" },
  "auth/[...nextauth]": { GET: "auth.js", POST: "auth.js" },
  "auth/admin/[id]": { GET: "admins.manage", PUT: "admins.manage" },
  "auth/admin/[id]/status": { PATCH: "admins.manage" },
  "auth/admins": { GET: "admins.manage" },
  "auth/change-password": { PUT: "any-admin" },
  "auth/login": { POST: "public" },
  "auth/login/totp": { POST: "public" },
  "auth/login/totp/enrollment": { POST: "public" },
  "auth/logout": { POST: "any-admin" },
  "auth/me": { GET: "any-admin" },
  "auth/register": { POST: "admins.manage" },
  "auth/request-password-reset": { POST: "public" },
  "auth/reset-password": { POST: "public" },
  biografia: { GET: "public" },
  "biografia/[id]": { GET: "biography.write" },
  "biografia/versiones": { GET: "biography.write" },
  "biografia/texto": { PUT: "biography.write" },
  "biografia/revertir/[id]": { POST: "biography.write" },
  "biografia/galeria": { POST: "biography.write" },
  "biografia/galeria/[id]": { DELETE: "biography.write" },
  "biografia/imagen-principal": { POST: "biography.write" },
  "biografia/imagen-destacada": { POST: "biography.write" },
  "biografia/imagen-logo": { POST: "biography.write" },
  "biografia/imagen-profesional": { POST: "biography.write" },
  "portal/gestiones": { GET: "citizen", POST: "citizen" },
  "portal/gestiones/meta": { GET: "citizen" },
  "portal/gestiones/[id]": { GET: "citizen" },
  "portal/gestiones/[id]/mensajes": { POST: "citizen" },
  "portal/gestiones/[id]/opinion": { POST: "citizen" },
  "portal/gestiones/[id]/reabrir": { POST: "citizen" },
  "portal/sesiones": { GET: "citizen", DELETE: "citizen" },
  "portal/sesiones/[id]": { DELETE: "citizen" },
  "portal/chat": { POST: "public" },
  "portal/chat/start": { POST: "public" },
  "portal/chat/stream": { POST: "public" },
  "portal/chat/opinion": { POST: "public" },
  "portal/admin/gestiones": { GET: "gestiones.read", POST: "gestiones.write" },
  "portal/admin/gestiones/[id]": { GET: "gestiones.read" },
  "portal/admin/gestiones/[id]/comprobante": { GET: "gestiones.read" },
  "portal/admin/gestiones/[id]/messages": { GET: "gestiones.read", POST: "gestiones.write" },
  "portal/admin/gestiones/[id]/attachments": { GET: "gestiones.read" },
  "portal/admin/gestiones/[id]/status": { PATCH: "gestiones.write" },
  "portal/admin/gestiones/[id]/asignacion": { PATCH: "gestiones.write" },
  "contacto/public/config": { GET: "public" },
  "contacto/public/mensajes": { POST: "public" },
  "admin/contacto": { GET: "contact.manage" },
  "admin/contacto/[id]": { GET: "contact.manage" },
  "admin/contacto/[id]/leido": { POST: "contact.manage" },
  "admin/contacto/[id]/respuesta": { POST: "contact.manage" },
  "cron/outbox": { GET: "cron" },
  "cron/publish-scheduled": { GET: "cron" },
  "cron/sweep-uploads": { GET: "cron" },
  "cron/prune": { GET: "cron" },
  "cron/transparencia": { GET: "cron" },
  "files/[key]": { GET: "public" },
  uploadthing: { GET: "direct-upload", POST: "direct-upload" },
  labores: { GET: "public" },
  "labores/[slug]": { GET: "public" },
  "public/labores": { GET: "public" },
  transparencia: { GET: "public" },
  noticias: { GET: "public", POST: "news.write" },
  "noticias/[id]": { GET: "public", PUT: "news.write", DELETE: "news.write" },
  "noticias/[id]/publicar": { PATCH: "news.write" },
  "noticias/[id]/programar": { PATCH: "news.write" },
  "noticias/[id]/archivar": { PATCH: "news.write" },
  "noticias/[id]/portada": { POST: "news.write" },
  "noticias/[id]/media": { GET: "news.write", POST: "news.write", DELETE: "news.write" },
  "noticias/[id]/media/upload": { POST: "news.write" },
  "noticias/[id]/media/[mediaId]": { PATCH: "news.write", DELETE: "news.write" },
  "noticias/id/[id]/media": { GET: "public" },
  "valores/compromiso": { GET: "public", POST: "values.write" },
  "valores/compromiso/[id]": { GET: "public", PUT: "values.write", DELETE: "values.write" },
  "valores/valores": { GET: "public", POST: "values.write" },
  "valores/valores/[id]": { PUT: "values.write", DELETE: "values.write" },
  "valores/valores/[id]/imagenes": { GET: "public", POST: "values.write" },
  "valores/imagenes/[id]": { DELETE: "values.write" },
  "valores/formales": { GET: "public", POST: "values.write" },
  "valores/formales/[id]": { PUT: "values.write", DELETE: "values.write" },
  "valores/formales/[id]/imagenes": { GET: "public", POST: "values.write" },
  "valores/formales/imagenes/[id]": { DELETE: "values.write" },
  "valores/mensajes": { GET: "public", POST: "values.write" },
  "valores/mensajes/[id]": { PUT: "values.write", DELETE: "values.write" },
  "valores/mensajes/[id]/imagenes": { GET: "public", POST: "values.write" },
  "valores/mensajes/imagenes/[id]": { DELETE: "values.write" },
  "valores/visuales": { GET: "public", POST: "values.write" },
  "valores/visuales/[id]": { DELETE: "values.write" },
};

/** Dynamic segments get ids that exist nowhere: an allowed caller then meets 404 or 422, never a write. */
function paramsFor(route: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [, spread, name] of route.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) {
    params[name!] = spread
      ? ["session"]
      : name === "dpi"
        ? "1234567890101"
        : name === "email"
          ? "nadie@ejemplo.gt"
          : "987654";
  }
  return params;
}

type Caller = { name: string; token: string | null; role: AdminRole | "citizen" | null };

/** What each role may do, read from the roles' table as the office set it ('Roles y permisos'). */
type Table = Record<AdminRole, RoleDefinition>;

function allowed(
  rule: Exclude<Rule, "cron" | "auth.js" | "direct-upload" | "webhook">,
  caller: Caller,
  table: Table,
): 401 | 403 | "ok" {
  if (rule === "public") return "ok";
  if (!caller.role) return 401;
  if (rule === "citizen") return caller.role === "citizen" ? "ok" : 403;
  if (caller.role === "citizen") return 403;
  if (rule === "any-admin") return "ok";
  return table[caller.role].permissions.includes(rule) ? "ok" : 403;
}

/** Reads whose query names a parent: they get one that exists nowhere (an empty list). */
const QUERIES: Record<string, string> = {
  "valores/valores": "?compromiso_id=987654",
  "valores/formales": "?compromiso_id=987654",
  "valores/mensajes": "?compromiso_id=987654",
  "valores/visuales": "?compromiso_id=987654",
};

/**
 * What an allowed call answers here: a plain read succeeds (200; the public biography answers 404
 * while no version is active). A call about an id that exists nowhere, or a write with an empty
 * or non-multipart body, gets past the permission check to the service's or parser's own answer:
 * 404 for the unknown id, 400 or 422 for the body (415 for JSON where only multipart is read),
 * 200/201 when nothing is required. Every route's
 * successful call with real data is in its module's test file, and every server action's in
 * action-authorization.test.ts.
 */
function allowedAnswer(file: string, method: Method, status: number): boolean {
  if (method === "GET" && !file.includes("[")) {
    return status === 200 || (file === "biografia" && status === 404);
  }
  return [200, 201, 400, 404, 415, 422].includes(status);
}

describe("authorization matrix of every route handler", () => {
  const files = routeFiles().sort();
  // Fresh accounts for every call: some calls (logout, account deletion) end the caller's session.
  async function callers(): Promise<Caller[]> {
    const citizen = await createCitizen();
    const list: Caller[] = [
      { name: "anónimo", token: null, role: null },
      {
        name: "ciudadano",
        token: (await signIn({ kind: "citizen", citizenId: citizen.id })).token,
        role: "citizen",
      },
    ];
    for (const role of ADMIN_ROLES) {
      const admin = await createAdmin(role);
      list.push({
        name: role,
        token: (await signIn({ kind: "admin", adminId: admin.id })).token,
        role,
      });
    }
    return list;
  }

  it("declares every route file and method", async () => {
    expect(files.filter((file) => !RULES[file])).toEqual([]);
    expect(Object.keys(RULES).filter((file) => !files.includes(file))).toEqual([]);
    for (const file of files) {
      const handlers = (await import(`@/app/api/${file}/route`)) as Partial<
        Record<Method, Handler>
      >;
      const exported = METHODS.filter((method) => typeof handlers[method] === "function");
      expect([file, exported]).toEqual([file, METHODS.filter((method) => RULES[file]![method])]);
    }
  });

  /** Every call of `routes` by every caller, against the roles' table as it stands now. */
  async function mismatchesOf(routes: readonly string[]): Promise<string[]> {
    const table = await roleDefinitions();
    const mismatches: string[] = [];
    for (const file of routes) {
      const handlers = (await import(`@/app/api/${file}/route`)) as Partial<
        Record<Method, Handler>
      >;
      for (const method of METHODS) {
        const rule = RULES[file]?.[method];
        const handler = handlers[method];
        if (!rule || !handler || rule === "auth.js") continue;
        for (const caller of await callers()) {
          const url = `http://localhost:3000/api/${file.replace(/\[(\.\.\.)?[^\]]+\]/g, "987654")}${QUERIES[file] ?? ""}`;
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (caller.token) headers.authorization = `Bearer ${caller.token}`;
          const body = method === "GET" || method === "DELETE" ? undefined : "{}";
          const response = await handler(new Request(url, { method, headers, body }), {
            params: Promise.resolve(paramsFor(file)),
          });
          const expected =
            rule === "cron"
              ? CRON_REFUSAL
              : rule === "direct-upload"
                ? 404
                : rule === "webhook"
                  ? method === "GET"
                    ? 403
                    : 200
                  : allowed(rule, caller, table);
          const fine =
            expected === "ok"
              ? allowedAnswer(file, method, response.status)
              : response.status === expected;
          if (!fine)
            mismatches.push(
              `${method} /api/${file} como ${caller.name}: ${response.status}, se esperaba ${expected}`,
            );
        }
      }
    }
    return mismatches;
  }

  it("gives each caller exactly what the permission table allows", async () => {
    expect(await mismatchesOf(files)).toEqual([]);
  }, 300_000);

  it("follows a permission the office grants and revokes", async () => {
    const admin = await signIn({ kind: "admin", adminId: (await createAdmin("AdminNivel1")).id });
    const before = (await roleDefinitions()).UserAdminNivel3.permissions;
    const citizenRoutes = files.filter((file) =>
      Object.values(RULES[file]!).some((rule) => rule === "citizens.write"),
    );
    expect(before).not.toContain("citizens.write");
    const set = (permisos: readonly Permission[]) =>
      setRolePermissions(admin.actor, "UserAdminNivel3", { permisos: [...permisos] }, null);
    try {
      await set([...before, "citizens.write"]);
      expect((await roleDefinitions()).UserAdminNivel3.permissions).toContain("citizens.write");
      expect(await mismatchesOf(citizenRoutes)).toEqual([]);
    } finally {
      await set(before);
    }
    expect(await mismatchesOf(citizenRoutes)).toEqual([]);
  }, 120_000);
});
