import type { Page, Route } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { ownAddress, registerCitizenViaApi, signOutFromPortal } from "./support/citizen-fixtures";
import { failedLogins, failServerActions, loginAsCitizen } from "./support/fixtures";
import { lastLink } from "./support/mailbox";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { CITIZEN_PASSWORD, randomIp, uniqueCui } from "../support/citizen-data";

test.beforeEach(async ({ context }) => ownAddress(context));

const identifier = (page: Page) => page.getByLabel("Correo, DPI o teléfono");
const password = (page: Page) => page.getByLabel("Contraseña", { exact: true });
const submit = (page: Page) => page.getByRole("button", { name: "Ingresar" });
/** The form's message (Next's route announcer is an alert too, outside <main>). */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");

/** Fills and sends the form; waits for the server's answer unless the request is made to fail. */
async function tryLogin(page: Page, id: string, secret: string, { answered = true } = {}) {
  await identifier(page).fill(id);
  await password(page).fill(secret);
  const answer = answered
    ? page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname === "/login-register",
      )
    : null;
  await submit(page).click();
  await answer;
}

/** Hands the next server-action call of the login page (only that one) to `handle`. */
async function onNextLoginPost(page: Page, handle: (route: Route) => Promise<void>) {
  let used = false;
  await page.route(
    (url) => url.pathname === "/login-register",
    async (route) => {
      if (used || route.request().method() !== "POST") return route.continue();
      used = true;
      await handle(route);
    },
  );
}

/**
 * Answers the next login with the real server answer rewritten to another status, code and
 * message, so that answers the server never sends for a citizen (403, 5xx, others) reach the
 * screen as such.
 */
async function answerLoginWith(page: Page, status: number, code: string, message: string) {
  await onNextLoginPost(page, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /"status":401,"code":"UNAUTHENTICATED","message":"[^"]*"/,
      `"status":${status},"code":"${code}","message":${JSON.stringify(message)}`,
    );
    await route.fulfill({ response, body });
  });
}

test.describe("/login-register: iniciar sesión", () => {
  test(
    "shows the form with show/hide password, accessible on every viewport",
    { tag: AT_390 },
    async ({ page }) => {
      await page.goto("/login-register");
      await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
      await password(page).fill("secreta");
      const toggle = page.getByRole("button", { name: "Mostrar contraseña" });
      await expect(password(page)).toHaveAttribute("type", "password");
      await toggle.click();
      await expect(password(page)).toHaveAttribute("type", "text");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await toggle.click();
      await expect(password(page)).toHaveAttribute("type", "password");
      await expect(page.getByRole("link", { name: "¿Olvidaste tu contraseña?" })).toHaveAttribute(
        "href",
        "/forgot-password",
      );
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
    },
  );

  test("validates the identifier and the password before sending", async ({ page }) => {
    await page.goto("/login-register");
    await submit(page).click();
    await expect(page.getByText("Por favor, ingresa correo o dpi.")).toBeVisible();
    await expect(page.getByText("Por favor, ingresa tu contraseña.")).toBeVisible();
    await expect(identifier(page)).toHaveAttribute("aria-invalid", "true");
    await expectNoAccessibilityViolations(page);
    await identifier(page).fill("ana@correo");
    await expect(page.getByText("Correo electrónico inválido.")).toBeVisible();
    await identifier(page).fill("12345");
    await expect(page.getByText("DPI debe tener 13 dígitos.")).toBeVisible();
  });

  test("signs in by e-mail and by DPI, and a signed-in citizen who opens it goes to /portal", async ({
    page,
    request,
  }) => {
    const citizen = await registerCitizenViaApi(request);
    await loginAsCitizen(page, citizen.correo.toUpperCase(), citizen.password);
    await expect(page.getByText("¡Sesión iniciada!")).toBeVisible();
    await page.goto("/login-register");
    await expect(page).toHaveURL(/\/portal$/);
    await signOutFromPortal(page);
    await expect(page).toHaveURL(/\/login-register$/);
    await loginAsCitizen(page, citizen.dpi, citizen.password);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(citizen.primer_nombre);
  });

  test("answers wrong credentials; a guessing address waits (429); the owner elsewhere gets the e-mailed link, which signs in", async ({
    page,
    context,
    request,
  }) => {
    const citizen = await registerCitizenViaApi(request);
    const guesser = randomIp();
    await context.setExtraHTTPHeaders({ "x-forwarded-for": guesser });
    await page.goto("/login-register");
    const alert = formAlert(page);
    await tryLogin(page, citizen.dpi, "equivocada-1");
    await expect(alert).toHaveText("Usuario o contraseña incorrectos.");
    // The guesser kept going from this address, by e-mail or DPI alike (one count per account):
    // it now waits half a minute, even for the right password.
    await failedLogins("citizen", citizen.correo, 9, guesser);
    await tryLogin(page, citizen.dpi, CITIZEN_PASSWORD);
    await expect(alert).toHaveText("Demasiados intentos. Intenta nuevamente en unos minutos.");
    await expect(page).toHaveURL(/\/login-register$/);
    await expectNoAccessibilityViolations(page);

    // The owner, elsewhere: asked for the link sent to the account's e-mail, never refused.
    await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
    await tryLogin(page, citizen.correo, CITIZEN_PASSWORD);
    await expect(
      page.getByText("si los datos son correctos, te enviamos a tu correo un enlace de ingreso"),
    ).toBeVisible();
    const link = await lastLink(
      citizen.correo,
      "Tu enlace para ingresar",
      /https?:\/\/\S+\/login-register\?enlace=[\w-]+/,
    );
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Ingresar con el enlace" })).toBeVisible();
    await submit(page).click();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test("shows the spec's text for every other answer of the server", async ({ page }) => {
    const unknown = uniqueCui();
    await page.goto("/login-register");
    const alert = formAlert(page);

    // 400: what the server refuses as invalid (the form would not send it, so it is altered on the way).
    await onNextLoginPost(page, (route) =>
      route.continue({ postData: route.request().postData()!.replace(unknown, "no-es-un-dpi") }),
    );
    await tryLogin(page, unknown, "cualquiera");
    await expect(alert).toHaveText("Revisa los datos ingresados.");

    const cases: [number, string, string, string][] = [
      [403, "FORBIDDEN", "Prohibido.", "Tu cuenta no tiene permisos para ingresar."],
      [
        503,
        "INTERNAL",
        "Fuera de servicio.",
        "Tenemos un problema en el servidor. Inténtalo más tarde.",
      ],
      [
        409,
        "CONFLICT",
        "El identifier o el password no son válidos.",
        "El correo o DPI o el contraseña no son válidos.",
      ],
    ];
    for (const [status, code, message, shown] of cases) {
      await answerLoginWith(page, status, code, message);
      await tryLogin(page, unknown, `otra-${status}`);
      await expect(alert).toHaveText(shown);
    }

    await failServerActions(page, "/login-register", "server");
    await tryLogin(page, unknown, "cualquiera");
    await expect(alert).toHaveText("Tenemos un problema en el servidor. Inténtalo más tarde.");
    await page.unrouteAll();
    await failServerActions(page, "/login-register", "network");
    await tryLogin(page, unknown, "cualquiera", { answered: false });
    await expect(alert).toHaveText(
      "No pudimos iniciar sesión. Verifica tu conexión e inténtalo de nuevo.",
    );
  });

  test("tells why the login screen opened: expired session, password reset, deleted account", async ({
    page,
  }) => {
    await page.goto("/login-register?expired=1");
    await expect(
      page.getByRole("status").filter({ hasText: "Tu sesión expiró. Inicia sesión nuevamente." }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.goto("/login-register?from=reset&msg=reset_ok");
    await expect(
      page.getByText("¡Contraseña actualizada! Ya puedes iniciar sesión."),
    ).toBeVisible();
    await page.goto("/login-register?cuenta=eliminada");
    await expect(page.getByText("Tu cuenta fue eliminada.", { exact: false })).toBeVisible();
  });

  test("opens the registration from the login screen", async ({ page }) => {
    await page.goto("/login-register");
    await page.getByRole("link", { name: "Registrarse", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Completa tu perfil" })).toBeVisible();
    await page.getByRole("link", { name: "Inicia sesión" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Iniciar sesión" })).toBeVisible();
  });
});
