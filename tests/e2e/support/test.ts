// The `test` of every end-to-end spec: Playwright's, plus signed-in sessions that cost no login
// screen. A spec (or a describe block) says `test.use({ signedInAs: "admin" })` and every page of
// its tests opens already signed in; the sessions are created once per worker through the real
// login routes and Auth.js's own callback, then handed to each test as its `storageState`. Only the
// tests of login, logout, the guard and throttling go through the login screen (fixtures.ts), and
// a test that ends its session (logout, password change, deactivation) signs in an account of its
// own: the role sessions are shared by every test of the worker.
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { recordPolicyViolations, unexpectedViolations } from "./csp";
import { query } from "./db";
import { DEMO_PASSWORD, adminToken } from "./fixtures";
import { own } from "./servers";
import { randomIp } from "../../support/citizen-data";

/**
 * Tests that also run on the phone project carry this tag: what a phone does differently (menus,
 * touch targets, the camera, offline, the bytes of a first visit; support/widths.ts).
 */
export const PHONE = "@telefono";

/** The seeded accounts a test can be signed in as (README). */
export const ROLE_ACCOUNTS = {
  admin: { kind: "admin", login: "admin@demo.gt" },
  admin2: { kind: "admin", login: "admin2@demo.gt" },
  /** UserAdminNivel4, whose preset is the dashboard and one's own profile: a role without the permission. */
  basic: { kind: "admin", login: "usuario4@demo.gt" },
  citizen: { kind: "citizen", login: "1234567890101" },
} as const;

export type Role = keyof typeof ROLE_ACCOUNTS;

export interface Account {
  kind: "admin" | "citizen";
  /** E-mail of an administrator; e-mail or DPI of a citizen. */
  login: string;
  password?: string;
}

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/**
 * Signs an account in through the API, binding the session to the cookies of `api` — a browser
 * context's `request` shares them with its pages. The login route checks the password and answers
 * a token carrying the new server-side session id; Auth.js's callback binds it to the cookie,
 * exactly as the login screens do after their own check.
 */
export async function signInThroughApi(api: APIRequestContext, account: Account): Promise<void> {
  const password = account.password ?? DEMO_PASSWORD;
  const login =
    account.kind === "admin"
      ? await api.post("/api/auth/login", {
          data: { email: account.login, password },
          headers: { "x-forwarded-for": randomIp() },
        })
      : await api.post("/api/auth-user/login", {
          data: { identifier: account.login, password },
          headers: { "x-forwarded-for": randomIp() },
        });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const { sid } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
    sid: string;
  };
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const bound = await api.post("/api/auth/callback/session", {
    form: { sid, csrfToken },
    maxRedirects: 0,
  });
  expect(bound.status(), "Auth.js binds the session to the cookie").toBe(302);
  const cookies = (await api.storageState()).cookies.map((cookie) => cookie.name);
  expect(cookies).toContain("authjs.session-token");
}

/** Signs an account into a browser context (its pages share the cookies) without the login screen. */
export async function signIn(context: BrowserContext, account: Account): Promise<void> {
  await signInThroughApi(context.request, account);
}

/**
 * Waits until React has hydrated the page (`<html data-hydrated>`, components/ui/HydrationMarker):
 * before that, a click or a submit on a busy machine lands on a page that cannot answer yet. The
 * `page` fixture waits after every `goto` and `reload`; call it after a full page load that a
 * click causes (a `window.location` change).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Checks, with the page's clock (installed before the page's first navigation), that `act` leads
 * the page to `pathname` exactly `delayMs` later: nothing is asked of that path before the delay
 * (prefetches aside), and the page is there right after it.
 */
export async function expectMovesAfter(
  page: Page,
  pathname: string,
  delayMs: number,
  act: () => Promise<void>,
): Promise<void> {
  const asked: string[] = [];
  const listener = (request: { url(): string; headers(): Record<string, string> }) => {
    if (
      new URL(request.url()).pathname === pathname &&
      !request.headers()["next-router-prefetch"]
    ) {
      asked.push(request.url());
    }
  };
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  page.on("request", listener);
  await act();
  await page.clock.runFor(delayMs - 100);
  // A round trip to the page: whatever it asked for before now has been reported.
  await page.evaluate(() => 0);
  expect(asked, `nothing asked of ${pathname} before ${delayMs} ms`).toEqual([]);
  await page.clock.runFor(200);
  await page.waitForURL((url) => url.pathname === pathname);
  page.off("request", listener);
  await page.clock.resume();
}

type Json = Record<string, unknown>;

/** The admin REST API as admin@demo.gt, with a bearer token; each call checks its status. */
export interface AdminApi {
  get(path: string): Promise<Json>;
  post(path: string, data: unknown, status?: number): Promise<Json>;
  put(path: string, data: unknown, status?: number): Promise<Json>;
  patch(path: string, data: unknown): Promise<Json>;
  multipart(
    path: string,
    multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
  ): Promise<Json>;
  delete(path: string): Promise<Json>;
  /** Deletes what may already be gone (200 or 404). */
  remove(path: string): Promise<void>;
}

async function adminApiFor(request: APIRequestContext): Promise<AdminApi> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const check = async (response: Awaited<ReturnType<APIRequestContext["get"]>>, status: number) => {
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as Json;
  };
  return {
    get: async (path) => check(await request.get(path, { headers }), 200),
    post: async (path, data, status = 201) =>
      check(await request.post(path, { headers, data }), status),
    put: async (path, data, status = 200) =>
      check(await request.put(path, { headers, data }), status),
    patch: async (path, data) => check(await request.patch(path, { headers, data }), 200),
    multipart: async (path, multipart) =>
      check(await request.post(path, { headers, multipart }), 201),
    delete: async (path) => check(await request.delete(path, { headers }), 200),
    remove: async (path) => {
      const response = await request.delete(path, { headers });
      expect([200, 404], `DELETE ${path}: ${await response.text()}`).toContain(response.status());
    },
  };
}

/** Content a test creates through the API; the fixture deletes it afterwards, even after a failure. */
export interface CreatedContent {
  news(fields?: Json): Promise<{ id: number; slug: string; titulo: string }>;
  labor(fields?: Json): Promise<{ id: number; slug: string; titulo: string }>;
  /** Registers something created another way (the UI, another route) by its DELETE path. */
  removeAfter(path: string): void;
}

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const test = base.extend<
  {
    signedInAs: Role | null;
    adminApi: AdminApi;
    content: CreatedContent;
    siteSettings: { set(changes: Json): Promise<void> };
    restoresActiveBiography: void;
    unreadable: (table: string, column?: string) => Promise<void>;
  },
  { roleSession: (role: Role) => Promise<StorageState> }
>({
  signedInAs: [null, { option: true }],
  page: async ({ page }, provide) => {
    const untilHydrated =
      <A extends unknown[]>(load: (...args: A) => ReturnType<Page["goto"]>) =>
      async (...args: A) => {
        const response = await load(...args);
        if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
        return response;
      };
    page.goto = untilHydrated(page.goto.bind(page));
    page.reload = untilHydrated(page.reload.bind(page));
    const violations = await recordPolicyViolations(page);
    await provide(page);
    expect(unexpectedViolations(violations), "no Content-Security-Policy violation").toEqual({
      unexpected: [],
      missing: [],
    });
  },
  roleSession: [
    async ({ playwright }, provide) => {
      const sessions = new Map<Role, Promise<StorageState>>();
      const baseURL = own().url;
      await provide((role) => {
        let session = sessions.get(role);
        if (!session) {
          session = (async () => {
            const api = await playwright.request.newContext({ baseURL });
            await signInThroughApi(api, ROLE_ACCOUNTS[role]);
            const state = await api.storageState();
            await api.dispose();
            return state;
          })();
          sessions.set(role, session);
        }
        return session;
      });
    },
    { scope: "worker" },
  ],
  storageState: async ({ signedInAs, roleSession, storageState }, provide) => {
    await provide(signedInAs ? await roleSession(signedInAs) : storageState);
  },
  adminApi: async ({ playwright }, provide) => {
    const request = await playwright.request.newContext({ baseURL: own().url });
    await provide(await adminApiFor(request));
    await request.dispose();
  },
  content: async ({ adminApi }, provide) => {
    const paths: string[] = [];
    await provide({
      news: async (fields = {}) => {
        const { item } = (await adminApi.post("/api/noticias", {
          titulo: `Noticia E2E ${uniqueTag()}`,
          fecha_contenido: "2026-03-15",
          resumen: "Resumen de prueba.",
          ...fields,
        })) as { item: { id: number; slug: string; titulo: string } };
        paths.push(`/api/noticias/${item.id}`);
        return item;
      },
      labor: async (fields = {}) => {
        const { item } = (await adminApi.post("/api/admin/labores", {
          titulo: `Labor E2E ${uniqueTag()}`,
          anio_ejecucion: 2026,
          ...fields,
        })) as { item: { id: number; slug: string; titulo: string } };
        paths.push(`/api/admin/labores/${item.id}`);
        return item;
      },
      removeAfter: (path) => void paths.push(path),
    });
    // Through the services, so every cached public page that showed them is invalidated.
    for (const path of paths.reverse()) await adminApi.remove(path);
  },
  siteSettings: async ({ adminApi }, provide) => {
    const { settings } = (await adminApi.get("/api/admin/site-settings")) as { settings: Json };
    await provide({
      set: async (changes) => void (await adminApi.put("/api/admin/site-settings", changes)),
    });
    await adminApi.put("/api/admin/site-settings", settings);
  },
  // Makes the server's reads of a column (or a whole table) fail in this worker's database until the
  // test ends: the way to reach the error screens of real read failures. A worker runs its tests
  // one after another, so no other test sees it.
  unreadable: async ({}, provide) => {
    const undo: string[] = [];
    await provide(async (table, column) => {
      if (column) {
        await query(`alter table ${table} rename column ${column} to ${column}__ilegible`);
        undo.push(`alter table ${table} rename column ${column}__ilegible to ${column}`);
      } else {
        await query(`alter table ${table} rename to ${table}__ilegible`);
        undo.push(`alter table ${table}__ilegible rename to ${table}`);
      }
    });
    for (const sql of undo.reverse()) await query(sql);
  },
  restoresActiveBiography: async ({ adminApi }, provide) => {
    const [active] = await query<{ id: number }>(
      "select id from biography_versions where es_activa",
    );
    await provide();
    await adminApi.post(`/api/biografia/revertir/${active!.id}`, {}, 200);
  },
});

export { expect };
