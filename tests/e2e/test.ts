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
} from "@playwright/test";
import { DEMO_PASSWORD, randomIp } from "./fixtures";
import { own } from "./servers";

/** Tests that also run at 390 px carry this tag: layout, menus, dialogs, cards, axe per screen kind. */
export const PHONE = "@telefono";

/** The seeded accounts a test can be signed in as (DESIGN.md §9). */
export const ROLE_ACCOUNTS = {
  admin: { kind: "admin", login: "admin@demo.gt" },
  admin2: { kind: "admin", login: "admin2@demo.gt" },
  editor: { kind: "admin", login: "editor@demo.gt" },
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

export const test = base.extend<
  { signedInAs: Role | null },
  { roleSession: (role: Role) => Promise<StorageState> }
>({
  signedInAs: [null, { option: true }],
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
});

export { expect };
