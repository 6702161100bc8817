import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./axe";
import {
  adminToken,
  createAdminViaApi,
  failServerActions,
  loginAsAdmin,
  nextAlert,
  randomIp,
} from "./fixtures";

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
}

async function submitLogin(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/admin/login",
  );
  await page.getByRole("button", { name: "Ingresar" }).click();
  await answered;
}

test.describe("/admin/login", () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  });

  test("the screen, the e-mail check, the submitting state and a wrong password", async ({
    page,
    request,
  }) => {
    const admin = await createAdminViaApi(request);
    await page.goto("/admin/login");
    await expect(
      page.getByRole("heading", { level: 1, name: "Administración Plataforma Web" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "¿Olvidaste tu contraseña?" })).toHaveAttribute(
      "href",
      "/admin/request-reset",
    );
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    await fillLogin(page, "correo-invalido", "x");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("Por favor ingresa un correo válido.")).toBeVisible();

    // Hold the request to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/login", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await fillLogin(page, admin.email, "Incorrecta#1");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByRole("button", { name: "Ingresando..." })).toBeDisabled();
    await expect(page.getByLabel("Correo electrónico")).toBeDisabled();
    await expect(page.getByLabel("Contraseña")).toBeDisabled();
    release();
    await expect(page.getByText("Credenciales inválidas. Inténtalo de nuevo.")).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Ingresar" })).toBeEnabled();
    await expectNoAccessibilityViolations(page);
  });

  test("a deactivated account gets the same invalid-credentials text", async ({
    page,
    request,
  }) => {
    const admin = await createAdminViaApi(request);
    const off = await request.patch(`/api/auth/admin/${admin.id}/status`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { estado: false },
    });
    expect(off.status()).toBe(200);
    await page.goto("/admin/login");
    await fillLogin(page, admin.email, admin.password);
    await submitLogin(page);
    await expect(page.getByText("Credenciales inválidas. Inténtalo de nuevo.")).toBeVisible();
  });

  test("the sixth wrong password within 15 minutes gets the 429 text", async ({
    page,
    request,
  }) => {
    const admin = await createAdminViaApi(request);
    await page.goto("/admin/login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillLogin(page, admin.email, `Incorrecta#${attempt}`);
      await submitLogin(page);
      await expect(page.getByText("Credenciales inválidas. Inténtalo de nuevo.")).toBeVisible();
    }
    await fillLogin(page, admin.email, admin.password);
    await submitLogin(page);
    await expect(
      page.getByText("Demasiados intentos. Por favor, intenta de nuevo más tarde."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a connection failure shows its text and leaves the form usable", async ({ page }) => {
    await page.goto("/admin/login");
    await failServerActions(page, "/admin/login", "network");
    await fillLogin(page, "admin@demo.gt", "Demo#2026");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("Error de conexión. Intenta más tarde.")).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toBeEnabled();
  });
});

test.describe("protected-route guard", () => {
  test("an anonymous visit counts down 5 seconds, goes to login, and returns to the page asked for", async ({
    page,
  }) => {
    await page.goto("/admin/perfil");
    const dialog = page.getByRole("dialog", { name: "Acceso restringido" });
    await expect(dialog).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog).toContainText("Necesitas iniciar sesión para ver esta sección.");
    // The count starts at 5 once the page is live; a busy machine may show it a second or two later.
    const timer = dialog.getByRole("timer");
    await expect(timer).toHaveText(/^[2-5]$/);
    const firstSeen = Number(await timer.textContent());
    await expect.poll(async () => Number(await timer.textContent())).toBeLessThan(firstSeen);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await page.waitForURL((url) => url.pathname === "/admin/login", { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3500);
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/perfil");

    await fillLogin(page, "admin2@demo.gt", "Demo#2026");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(/\/admin\/perfil$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mi Perfil" })).toBeVisible();
  });

  test("a revoked session cookie shows the same guard", async ({ page }) => {
    await loginAsAdmin(page, "admin2@demo.gt");
    // Revoke the browser's session from outside the page (same cookie).
    expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
    const response = await page.goto("/admin/dashboard");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("dialog", { name: "Acceso restringido" })).toBeVisible();
  });

  test("a role without the permission gets '❌ Acceso Denegado', a 403 and no data", async ({
    page,
  }) => {
    await loginAsAdmin(page, "editor@demo.gt");
    for (const path of ["/admin/equipo", "/admin/nuevoadmin", "/admin/equipo/1/editar"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      const dialog = page.getByRole("dialog", { name: "❌ Acceso Denegado" });
      await expect(dialog).toContainText("No tienes permisos para acceder a esta sección.");
      expect(await page.content()).not.toContain("admin@demo.gt");
    }
    await expectNoAccessibilityViolations(page);
    expect((await page.request.get("/api/auth/admins")).status()).toBe(403);
    expect((await page.request.get("/api/auth/admin/1")).status()).toBe(403);
    await page.getByRole("button", { name: "Volver al panel" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("an unknown /admin path goes to the dashboard", async ({ page }) => {
    await loginAsAdmin(page, "admin2@demo.gt");
    await page.goto("/admin/no-existe/aqui");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe("header and logout", () => {
  test("greeting, session badge with its tooltip, and the profile menu", async ({
    page,
    request,
  }) => {
    const admin = await createAdminViaApi(request, {
      nombre1: "Marta",
      apellido1: "Quiñónez",
      rol: "AdminNivel2",
    });
    await loginAsAdmin(page, admin.email, admin.password);
    const header = page.getByRole("banner");
    await expect(header.getByText("Hola, Marta Quiñónez")).toBeVisible();
    const badge = header.getByRole("button", { name: /Sesión activa • AdminNivel2/ });
    await expect(badge).toBeVisible();
    await badge.hover();
    await expect(page.getByRole("tooltip")).toHaveText(
      /^Sesión válida • expira en ~(479|480) min$/,
    );
    await page.keyboard.press("Escape");

    await header.getByRole("button", { name: "Configuración Perfil" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Ver Perfil",
      "Editar Perfil",
      "Cerrar sesión",
    ]);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    await menu.getByRole("menuitem", { name: "Ver Perfil" }).click();
    await expect(page).toHaveURL(/\/admin\/perfil$/);
    await header.getByRole("button", { name: "Configuración Perfil" }).click();
    await page.getByRole("menuitem", { name: "Editar Perfil" }).click();
    await expect(page).toHaveURL(/\/admin\/perfil\/editar$/);
  });

  test("logout closes the session on the server and goes to /admin/login", async ({ page }) => {
    await loginAsAdmin(page, "admin2@demo.gt");
    await page.getByRole("button", { name: "Configuración Perfil" }).click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("dialog", { name: "Acceso restringido" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  for (const [failure, text] of [
    ["server", "Hubo un problema al registrar el cierre de sesión, pero la sesión se cerrará."],
    ["network", "Error de conexión al cerrar sesión, pero la sesión se cerrará."],
  ] as const) {
    test(`a ${failure} failure during logout only warns, and the user still goes to /admin/login`, async ({
      page,
    }) => {
      await loginAsAdmin(page, "admin2@demo.gt");
      await failServerActions(page, "/admin/dashboard", failure);
      const alert = nextAlert(page);
      await page.getByRole("button", { name: "Configuración Perfil" }).click();
      await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
      expect(await alert).toBe(text);
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  }
});

test.describe("/admin/dashboard", () => {
  test("shows the four module cards to every role", async ({ page }) => {
    await loginAsAdmin(page, "editor@demo.gt");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Panel de administración");
    const cards = main.getByRole("listitem").getByRole("link");
    await expect(cards).toHaveCount(4);
    const hrefs = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(hrefs).toEqual([
      "/admin/landing",
      "/admin/sistema",
      "/admin/equipo",
      "/admin/nuevoadmin",
    ]);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
