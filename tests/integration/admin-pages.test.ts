// Every back-office page refuses whoever may not see it: the pages are found on disk
// (app/admin/**/page.tsx), so a new page missing from the manifest below fails, and a listed page
// without its guard fails too. Each page is rendered on the server as Next.js would (its server
// components called in turn, client components left to the browser) for nobody, a citizen and
// every administrator role: whoever lacks the page's permission gets the 401 or 403 screen, and
// the page read nothing from the database before refusing; whoever has it gets past the guard.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { isValidElement, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { refuseAdminPage } from "@/lib/admins/page-guard";
import { ADMIN_HOME } from "@/lib/admins/next-path";
import { ADMIN_ROLES, type Permission } from "@/lib/auth/permissions";
import { permissionsOf } from "@/lib/auth/role-permissions";
import { actorForSession, type Actor, type AdminActor } from "@/lib/auth/sessions";
import { setRolePermissions } from "@/lib/roles/service";
import { actionRequest } from "./support/action-context";
import { createAdmin, createCitizen, signIn } from "./support/helpers";

vi.mock("next/headers", async () => (await import("./support/action-context")).nextHeaders());
vi.mock("@/lib/auth/actor", async (original) =>
  (await import("./support/action-context")).authActor(await original()),
);
// Which parts of the database client a page touches: the refusal itself writes only the audit log.
const touched = new Set<string>();
vi.mock("@/lib/db", async (original) => {
  const real = await original<typeof import("@/lib/db")>();
  return {
    ...real,
    db: () =>
      new Proxy(real.db(), {
        get(client, property, receiver) {
          if (typeof property === "string") touched.add(property);
          return Reflect.get(client, property, receiver);
        },
      }),
  };
});

/**
 * What each page asks for: a permission, any of several (a menu of sections), or why it is open to
 * anyone. The redirects send every visitor to the dashboard, whose own guard then answers.
 */
const PAGES: Record<string, Permission | Permission[] | "open: sign-in" | "open: redirect"> = {
  "[...rest]": "open: redirect",
  "": "open: redirect",
  "acceso-restringido": "open: sign-in",
  login: "open: sign-in",
  "request-reset": "open: sign-in",
  "reset-password": "open: sign-in",
  invitacion: "open: sign-in",
  "chatbot/[id]": "chatbot.read",
  chatbot: "chatbot.read",
  dashboard: "backoffice.access",
  ayuda: "backoffice.access",
  "equipo/[id]/editar": "admins.manage",
  equipo: "admins.manage",
  nuevoadmin: "admins.manage",
  roles: "security.manage",
  "landing/LogrosAdmin": "labores.write",
  "landing/biografia/[id]/imagenes": "biography.write",
  "landing/biografia/crear": "biography.write",
  "landing/biografia": "biography.write",
  "landing/identidad": "landing.settings",
  "landing/inicio": "landing.settings",
  "landing/noticias": "news.write",
  landing: ["biography.write", "news.write", "labores.write", "values.write", "landing.settings"],
  "landing/valores": "values.write",
  noticias: "news.write",
  "perfil/editar": "profile.self",
  perfil: "profile.self",
  "sistema/auditoria": "audit.read",
  "sistema/ciudadanos/[id]/editar": "citizens.write",
  "sistema/ciudadanos/[id]": "citizens.read",
  "sistema/ciudadanos": "citizens.read",
  "sistema/contacto/[id]": "contact.manage",
  "sistema/contacto/(lista)": "contact.manage",
  "sistema/gestiones/[id]/comprobante": "gestiones.read",
  "sistema/gestiones/[id]": "gestiones.read",
  "sistema/gestiones/nueva": "gestiones.write",
  "sistema/gestiones/configuracion": "gestiones.configure",
  "sistema/gestiones": "gestiones.read",
  sistema: "gestiones.read",
};

/** Folders under app/admin holding `file` ("" for app/admin itself). */
function foldersWith(file: string, dir = "app/admin"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return foldersWith(file, full);
    return name === file ? [path.relative("app/admin", dir)] : [];
  });
}

type Outcome = { status: number } | { redirect: string } | { rendered: true };

/** What Next.js answers for an error a page threw: its 401/403/404 screen or a redirect. */
function interrupt(error: unknown): Outcome | null {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== "string") return null;
  const fallback = digest.match(/^NEXT_HTTP_ERROR_FALLBACK;(\d{3})$/);
  if (fallback) return { status: Number(fallback[1]) };
  const redirect = digest.match(/^NEXT_REDIRECT;[^;]*;([^;]*);/);
  return redirect ? { redirect: redirect[1]! } : null;
}

/**
 * Calls the server components of a tree in turn, as the server would before sending anything.
 * A component that cannot run outside React (a client component's hooks) is the browser's part;
 * only Next.js's interrupts (401, 403, 404, redirects) stop the render.
 */
async function renderOnServer(node: ReactNode | Promise<ReactNode>): Promise<void> {
  const resolved = await node;
  if (Array.isArray(resolved)) {
    for (const child of resolved) await renderOnServer(child as ReactNode);
    return;
  }
  if (!isValidElement<{ children?: ReactNode }>(resolved)) return;
  if (typeof resolved.type === "function") {
    let output: ReactNode;
    try {
      output = await (resolved.type as (props: object) => ReactNode | Promise<ReactNode>)(
        resolved.props,
      );
    } catch (error) {
      if (interrupt(error)) throw error;
      return;
    }
    await renderOnServer(output);
  }
  await renderOnServer(resolved.props.children);
}

/**
 * The `[id]` of every page: an administrator of the lowest rank, so that the team editor is open to
 * every role with `admins.manage` (nobody edits a rank above their own); other pages find nothing.
 */
let pageId = "1";

/** What `folder`'s page (or its layout, around no page) answers `actor`. */
async function visit(
  folder: string,
  actor: Actor | null,
  file: "page.tsx" | "layout.tsx" = "page.tsx",
): Promise<Outcome> {
  actionRequest.actor = actor;
  const { default: Component } = (await import(
    /* @vite-ignore */ path.resolve("app/admin", folder, file)
  )) as {
    default: (props: object) => ReactNode | Promise<ReactNode>;
  };
  const props = {
    params: Promise.resolve({ id: pageId, rest: ["pagina-inexistente"] }),
    searchParams: Promise.resolve({}),
    children: null,
  };
  try {
    await renderOnServer(Component(props));
    return { rendered: true };
  } catch (error) {
    const outcome = interrupt(error);
    if (!outcome) throw error;
    return outcome;
  }
}

let callers: { name: string; actor: Actor | null; role?: (typeof ADMIN_ROLES)[number] }[];
/** What refusing itself touches of the database client: the audit log, nothing else. */
let refusalTouches: Set<string>;

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  pageId = String((await createAdmin("UserAdminNivel4")).id);
  const citizen = await signIn({ kind: "citizen", citizenId: (await createCitizen()).id });
  const admins = await Promise.all(
    ADMIN_ROLES.map(async (role) => ({
      name: role,
      role,
      actor: (await signIn({ kind: "admin", adminId: (await createAdmin(role)).id })).actor,
    })),
  );
  callers = [
    { name: "anónimo", actor: null },
    { name: "ciudadano", actor: citizen.actor },
    ...admins,
  ];
  touched.clear();
  for (const { actor } of callers) await refuseAdminPage(actor, "probe").catch(() => undefined);
  refusalTouches = new Set(touched);
});

afterEach(() => {
  actionRequest.actor = null;
});

describe("every page under app/admin", () => {
  it("has a line in the manifest, and every line a page", () => {
    const folders = foldersWith("page.tsx").sort();
    expect(folders.filter((folder) => !(folder in PAGES))).toEqual([]);
    expect(Object.keys(PAGES).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  const guarded = Object.entries(PAGES).flatMap(([folder, rule]) =>
    typeof rule === "string" && rule.startsWith("open")
      ? []
      : [[folder, [rule].flat() as Permission[]] as const],
  );

  /** Every caller gets past `file` of `folder` exactly when a role of theirs has a permission. */
  async function refusesWhoMayNot(
    folder: string,
    permissions: Permission[],
    file?: "page.tsx" | "layout.tsx",
  ) {
    for (const { name, actor, role } of callers) {
      // The table is read before the visit: only the page's own reads count below.
      const held = role ? await permissionsOf(role) : [];
      touched.clear();
      const outcome = await visit(folder, actor, file);
      if (permissions.some((permission) => held.includes(permission))) {
        expect(outcome, `${name} may see /admin/${folder}`).not.toMatchObject({
          status: expect.toSatisfy((status: number) => status === 401 || status === 403),
        });
        continue;
      }
      expect([name, outcome]).toEqual([name, { status: role ? 403 : 401 }]);
      expect([name, [...touched].filter((part) => !refusalTouches.has(part))]).toEqual([name, []]);
    }
  }

  it.each(guarded)(
    "/admin/%s refuses nobody, citizens and roles without %s, reading no data",
    (folder, permissions) => refusesWhoMayNot(folder, permissions),
  );

  it("follows a permission the office grants and revokes", async () => {
    const top = callers.find((caller) => caller.role === "AdminNivel1")!.actor as AdminActor;
    const before = await permissionsOf("UserAdminNivel3");
    expect(before).not.toContain("news.write");
    const set = (permisos: readonly Permission[]) =>
      setRolePermissions(top, "UserAdminNivel3", { permisos: [...permisos] }, null);
    // The callers' sessions as their next request resolves them, with the role's new permissions.
    const resolveAgain = async () => {
      for (const caller of callers) {
        if (caller.actor) caller.actor = await actorForSession(caller.actor.sessionId);
      }
    };
    try {
      await set([...before, "news.write"]);
      await resolveAgain();
      await refusesWhoMayNot("landing/noticias", ["news.write"]);
    } finally {
      await set(before);
      await resolveAgain();
    }
    await refusesWhoMayNot("landing/noticias", ["news.write"]);
  });

  // Next sends the 200 and a folder's loading screen (loading.tsx) before the pages under it run,
  // so a page's own refusal would arrive inside an answered page: the folder's layout, above the
  // screen, refuses first. (app/portal's own layout checks the session above all its folders.)
  it.each(foldersWith("loading.tsx").map((folder) => [folder] as const))(
    "/admin/%s loads under a loading screen, and its layout refuses above it",
    async (folder) => {
      const rule = PAGES[folder];
      expect(typeof rule === "string" && rule.startsWith("open")).toBe(false);
      await refusesWhoMayNot(folder, [rule].flat() as Permission[], "layout.tsx");
    },
  );

  it("the open redirects send everyone to the dashboard, which is guarded", async () => {
    expect(PAGES.dashboard).toBe("backoffice.access");
    for (const folder of ["", "[...rest]"]) {
      for (const { actor } of callers) {
        expect(await visit(folder, actor)).toEqual({ redirect: ADMIN_HOME });
      }
    }
  });
});
