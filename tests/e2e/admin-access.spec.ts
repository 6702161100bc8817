import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { lastLink } from "./support/mailbox";
import {
  adminToken,
  createAdminViaApi,
  failedLogins,
  failServerActions,
  nextAlert,
} from "./support/fixtures";
import { own } from "./support/servers";
import { expect, hydrated, signIn, signInThroughApi, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { randomIp } from "../support/citizen-data";

// The tests of logout and of a revoked session sign in an account of their own through the API:
// they end that session, and the shared role sessions must outlive them.
const ADMIN2 = { kind: "admin", login: "admin2@demo.gt" } as const;

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

  test(
    "the screen, the e-mail check, the submitting state and a wrong password",
    { tag: AT_390 },
    async ({ page, request }) => {
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

      // The right password opens the dashboard.
      await page.unrouteAll();
      await fillLogin(page, admin.email, admin.password);
      await page.getByRole("button", { name: "Ingresar" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole("banner").getByText("Hola, Prueba")).toBeVisible();
    },
  );

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

  test("a browser guessing from one address waits (429 text); the owner on another browser gets the e-mailed link, which signs in", async ({
    page,
    request,
  }) => {
    const admin = await createAdminViaApi(request);
    const guesser = randomIp();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": guesser });
    await page.goto("/admin/login");
    await fillLogin(page, admin.email, "Incorrecta#1");
    await submitLogin(page);
    await expect(page.getByText("Credenciales inválidas. Inténtalo de nuevo.")).toBeVisible();
    // The guesser kept going from this address: it now waits half a minute, even for the right
    // password; and with ten failures the account asks unknown browsers for one more step.
    await failedLogins("admin", admin.email, 9, guesser);
    await fillLogin(page, admin.email, admin.password);
    await submitLogin(page);
    await expect(
      page.getByText("Demasiados intentos. Por favor, intenta de nuevo más tarde."),
    ).toBeVisible();

    // The owner, on another address and a browser the account does not know: not refused, asked
    // for the link sent to the account's e-mail.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
    await submitLogin(page);
    await expect(
      page.getByText("si los datos son correctos, te enviamos a tu correo un enlace de ingreso"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const link = await lastLink(
      admin.email,
      "Tu enlace para ingresar",
      /https?:\/\/\S+\/admin\/login\?enlace=[\w-]+/,
    );
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Ingresar con el enlace" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // The button is not in a form: a click before hydration would do nothing at all.
    await hydrated(page);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
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
  test(
    "an anonymous visit counts down 5 seconds, goes to login, and returns to the page asked for",
    { tag: AT_390 },
    async ({ page }) => {
      // The page's clock stands still until the test moves it, one second at a time.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.goto("/admin/perfil");
      const dialog = page.getByRole("dialog", { name: "Acceso restringido" });
      await expect(dialog).toContainText("Necesitas iniciar sesión para ver esta sección.");
      const timer = dialog.getByRole("timer");
      await expect(timer).toHaveText("5");
      await expect(dialog).toContainText("Serás redirigido al inicio de sesión en 5 segundos.");
      // axe schedules its own timers: the clock runs while it checks, then stands still again.
      await page.clock.resume();
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      let left = Number(await timer.textContent());
      expect(left).toBeGreaterThanOrEqual(1);
      while (left > 1) {
        await page.clock.runFor(1_000);
        left -= 1;
        await expect(timer).toHaveText(String(left));
      }
      await expect(dialog).toContainText("en 1 segundo.");
      expect(new URL(page.url()).pathname).toBe("/admin/perfil");
      await page.clock.runFor(1_000);
      await page.waitForURL((url) => url.pathname === "/admin/login");
      expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/perfil");
      await page.clock.resume();

      await fillLogin(page, "admin2@demo.gt", "Demo#2026");
      await page.getByRole("button", { name: "Ingresar" }).click();
      await expect(page).toHaveURL(/\/admin\/perfil$/);
      await expect(page.getByRole("heading", { level: 1, name: "Mi Perfil" })).toBeVisible();
    },
  );

  test("a revoked session cookie shows the same guard", async ({ page }) => {
    await signIn(page.context(), ADMIN2);
    // Revoke the browser's session from outside the page (same cookie).
    expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
    const response = await page.goto("/admin/dashboard");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("dialog", { name: "Acceso restringido" })).toBeVisible();
  });

  test.describe("signed in as a role without the permission", () => {
    test.use({ signedInAs: "basic" });

    test("'❌ Acceso Denegado', a 403 and no data", { tag: AT_390 }, async ({ page }) => {
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
  });

  // The contact inbox and the profile load under a loading screen, which Next streams after the
  // status: the refusal is decided above it (admin-pages.test.ts), and a message's detail, outside
  // it, answers its own 404.
  test("the inbox and the profile answer 401, 403 and 404 as statuses, not a 200 that refuses later", async ({
    playwright,
  }) => {
    const pages = [
      "/admin/sistema/contacto",
      "/admin/sistema/contacto/987654",
      "/admin/perfil",
      "/admin/perfil/editar",
    ];
    const callers = [
      { account: null, expected: [401, 401, 401, 401] },
      { account: { kind: "citizen", login: "1234567890101" }, expected: [401, 401, 401, 401] },
      // UserAdminNivel4 may see their own profile, not the contact inbox.
      { account: { kind: "admin", login: "usuario4@demo.gt" }, expected: [403, 403, 200, 200] },
      { account: { kind: "admin", login: "admin2@demo.gt" }, expected: [200, 404, 200, 200] },
    ] as const;
    for (const { account, expected } of callers) {
      const api = await playwright.request.newContext({ baseURL: own().url });
      if (account) await signInThroughApi(api, account);
      const statuses = [];
      for (const path of pages) statuses.push((await api.get(path, { maxRedirects: 0 })).status());
      expect([account?.login, statuses]).toEqual([account?.login, expected]);
      await api.dispose();
    }
  });

  test.describe("signed in", () => {
    test.use({ signedInAs: "admin2" });

    test("an unknown /admin path goes to the dashboard", async ({ page }) => {
      await page.goto("/admin/no-existe/aqui");
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });
  });
});

/** The server-side expiry of the newest session of an account. */
async function sessionExpiry(email: string): Promise<number> {
  const [row] = await query<{ expires_at: Date }>(
    `select s.expires_at from sessions s join admins a on a.id = s.admin_id
     where a.email = $1 order by s.created_at desc limit 1`,
    [email],
  );
  return row!.expires_at.getTime();
}

test.describe("header and logout", () => {
  test(
    "greeting, session badge with the minutes left, expiry, and the profile menu",
    { tag: AT_390 },
    async ({ page, request }) => {
      const admin = await createAdminViaApi(request, {
        nombre1: "Marta",
        apellido1: "Quiñónez",
        rol: "AdminNivel2",
      });
      await signIn(page.context(), { kind: "admin", login: admin.email, password: admin.password });
      // The browser's clock starts at the session's start: 8 hours (480 minutes) before it expires.
      const expiresAt = await sessionExpiry(admin.email);
      await page.clock.install({ time: expiresAt - 480 * 60_000 });
      await page.goto("/admin/dashboard");
      const header = page.getByRole("banner");
      await expect(header.getByText("Hola, Marta Quiñónez")).toBeVisible();
      const badge = header.getByRole("button", {
        name: "Sesión activa • AdminNivel2 (Coordinación)",
      });
      await badge.hover();
      // The tooltip also says, in words, what the role may do.
      await expect(page.getByRole("tooltip")).toHaveText(
        "Sesión válida • expira en ~480 minCoordinación: todo menos el registro de auditoría y las reglas de seguridad y de roles.",
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
      await page.keyboard.press("Escape");

      // Three hours later the badge counts 300 minutes; past the expiry it turns to 'Token expirado'.
      await page.clock.fastForward("03:00:00");
      await badge.hover();
      await expect(page.getByRole("tooltip")).toContainText("Sesión válida • expira en ~300 min");
      await page.keyboard.press("Escape");
      await page.clock.fastForward("05:00:01");
      const expired = header.getByRole("button", { name: /Token expirado • AdminNivel2/ });
      // The pointer leaves the badge first, or hovering it again opens nothing.
      await page.mouse.move(0, 0);
      await expired.hover();
      await expect(page.getByRole("tooltip")).toContainText(
        "La sesión expiró. Vuelve a iniciar sesión.",
      );
      await page.keyboard.press("Escape");
    },
  );

  test("the profile menu opens the profile and its editor", async ({ page }) => {
    await signIn(page.context(), ADMIN2);
    await page.goto("/admin/dashboard");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Configuración Perfil" }).click();
    await page.getByRole("menuitem", { name: "Ver Perfil" }).click();
    await expect(page).toHaveURL(/\/admin\/perfil$/);
    await header.getByRole("button", { name: "Configuración Perfil" }).click();
    await page.getByRole("menuitem", { name: "Editar Perfil" }).click();
    await expect(page).toHaveURL(/\/admin\/perfil\/editar$/);
  });

  test("logout closes the session on the server and goes to /admin/login", async ({ page }) => {
    await signIn(page.context(), ADMIN2);
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Configuración Perfil" }).click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("banner")).toContainText("Sin token");
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
      await signIn(page.context(), ADMIN2);
      await page.goto("/admin/dashboard");
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
  test.use({ signedInAs: "basic" });

  test(
    "shows only the modules the role may use: none for the basic role",
    { tag: AT_390 },
    async ({ page }) => {
      await page.goto("/admin/dashboard");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Panel de administración");
      await expect(main.getByRole("listitem").getByRole("link")).toHaveCount(0);
      await expect(main).toContainText("Tu rol todavía no tiene módulos asignados.");
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
    },
  );
});
