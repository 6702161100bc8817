import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { query } from "./db";

/** Password of every demo account created by the seed (README). */
export const DEMO_PASSWORD = "Demo#2026";

/**
 * A word no content of the site has, so that a question to the assistant finds exactly the test's
 * items. It ends in "k", as no Spanish verb form does: the search never weighs it as one.
 */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}k`;

/** A bearer token for the admin API (POST /api/auth/login). */
export async function adminToken(
  request: APIRequestContext,
  email = "admin@demo.gt",
  password = DEMO_PASSWORD,
) {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

/** Creates an administrator through POST /api/auth/register as admin@demo.gt; returns it with its password. */
export async function createAdminViaApi(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
) {
  const password = "Prueba#2026";
  const tag = Math.random().toString(36).slice(2, 10);
  const response = await request.post("/api/auth/register", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      nombre1: "Prueba",
      apellido1: `E2E ${tag}`,
      email: `e2e-${tag}@prueba.gt`,
      rol: "UserAdminNivel1",
      password,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...(await response.json()), password, tag } as {
    id: number;
    email: string;
    password: string;
    tag: string;
  };
}

/** Makes the server actions of a page fail: "network" (no answer) or "server" (an HTTP 500 page). */
export async function failServerActions(
  page: Page,
  pathname: string,
  failure: "network" | "server",
) {
  await page.route(
    (url) => url.pathname === pathname,
    (route) => {
      if (route.request().method() !== "POST") return route.continue();
      return failure === "network"
        ? route.abort("internetdisconnected")
        : route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Error</h1>" });
    },
  );
}

/** Signs a citizen in through /login-register (e-mail or DPI) and waits for the portal. */
export async function loginAsCitizen(
  page: Page,
  identifier = "ciudadano@demo.gt",
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto("/login-register");
  await page.getByLabel("Correo, DPI o teléfono").fill(identifier);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

/** The text of the next browser alert, which is accepted. */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

/**
 * Records `count` more failed logins of an account (by its e-mail, or a citizen's DPI), just now,
 * from `ip`: counted under the account's key (lib/auth/throttle.ts), as the login routes record
 * them. Past five from one address each try from it waits a delay that doubles with every failure,
 * so after ten it is refused for half a minute however long the browser took; past ten from
 * everywhere a browser the account does not know is answered with an e-mailed sign-in link.
 */
export async function failedLogins(
  kind: "admin" | "citizen",
  identifier: string,
  count: number,
  ip = "10.0.0.1",
) {
  const account =
    kind === "admin"
      ? "select id from admins where email = $2"
      : "select id from citizens where correo = $2 or dpi = $2";
  await query(
    `insert into login_attempts (kind, identifier, ip, success)
     select $1::"AccountKind", '#' || (${account}), $4, false from generate_series(1, $3::int)`,
    [kind, identifier, count, ip],
  );
}
