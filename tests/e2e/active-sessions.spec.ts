import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { ownAddress, registerCitizenViaApi } from "./support/citizen-fixtures";
import { createAdminViaApi } from "./support/fixtures";
import { expect, signIn, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { randomIp } from "../support/citizen-data";

// 'Sesiones activas' in /admin/perfil and /portal/perfil: the rows of the account's open
// sessions, and ending the others. The other sessions are opened through the login API, as a phone
// would; every test uses an account of its own, since it ends sessions.

const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const FIREFOX_ON_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:145.0) Gecko/145.0 Firefox/145.0";

/** Signs in through `path` from another device and address; answers its bearer token and address. */
async function otherDevice(
  request: APIRequestContext,
  path: "/api/auth/login" | "/api/auth-user/login",
  data: Record<string, string>,
  userAgent: string,
) {
  const ip = randomIp();
  const response = await request.post(path, {
    data,
    headers: { "user-agent": userAgent, "x-forwarded-for": ip },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ip, token: ((await response.json()) as { token: string }).token };
}

const sessionRows = (page: Page) =>
  page.getByRole("list", { name: "Sesiones activas" }).getByRole("listitem");

test.beforeEach(async ({ context }) => ownAddress(context));

test(
  "/admin/perfil lists the open sessions and ends another one",
  { tag: AT_390 },
  async ({ page, request }) => {
    const admin = await createAdminViaApi(request);
    await signIn(page.context(), { kind: "admin", login: admin.email, password: admin.password });
    const phone = await otherDevice(
      request,
      "/api/auth/login",
      { email: admin.email, password: admin.password },
      SAFARI_ON_IPHONE,
    );

    await page.goto("/admin/perfil");
    await expect(page.getByRole("heading", { name: "Sesiones activas" })).toBeVisible();
    const rows = sessionRows(page);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Esta sesión");
    await expect(rows.first().getByRole("button", { name: "Cerrar sesión" })).toHaveCount(0);
    const other = rows.filter({ hasText: "Safari en iPhone" });
    await expect(other).toContainText(`IP ${phone.ip}`);
    await expect(other).toContainText(/Inicio: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(other).toContainText(/Última actividad: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    await other.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page.getByText("Sesión cerrada.")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Esta sesión");
    const me = await request.get("/api/auth/me", {
      headers: { authorization: `Bearer ${phone.token}` },
    });
    expect(me.status()).toBe(401);
  },
);

test(
  "/portal/perfil lists the open sessions, ends one, then all the others",
  { tag: AT_390 },
  async ({ page, request }) => {
    const citizen = await registerCitizenViaApi(request);
    await signIn(page.context(), {
      kind: "citizen",
      login: citizen.correo,
      password: citizen.password,
    });
    const credentials = { identifier: citizen.dpi, password: citizen.password };
    const phone = await otherDevice(request, "/api/auth-user/login", credentials, SAFARI_ON_IPHONE);
    const tablet = await otherDevice(
      request,
      "/api/auth-user/login",
      credentials,
      FIREFOX_ON_ANDROID,
    );

    await page.goto("/portal/perfil");
    const panel = page.getByRole("region", { name: "Sesiones activas" });
    const rows = sessionRows(page);
    // Registration opened a session too.
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText("Esta sesión");
    await expect(rows.filter({ hasText: "Firefox en Android" })).toContainText(`IP ${tablet.ip}`);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    await rows
      .filter({ hasText: "Safari en iPhone" })
      .getByRole("button", { name: "Cerrar sesión" })
      .click();
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: "Safari en iPhone" })).toHaveCount(0);

    await panel.getByRole("button", { name: "Cerrar las demás sesiones" }).click();
    const dialog = page.getByRole("dialog", { name: "Cerrar las demás sesiones" });
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole("button", { name: "Cerrar las demás sesiones" }).click();
    await expect(page.getByText("Se cerraron las demás sesiones.")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(panel.getByRole("button", { name: "Cerrar las demás sesiones" })).toHaveCount(0);
    for (const { token } of [phone, tablet]) {
      const me = await request.get("/api/auth-user/me", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status()).toBe(401);
    }
    // The browser's own session goes on.
    await page.reload();
    await expect(page).toHaveURL(/\/portal\/perfil$/);
  },
);
