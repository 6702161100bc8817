import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { lastResetLink, ownAddress, registerCitizenViaApi } from "./support/citizen-fixtures";
import { failServerActions } from "./support/fixtures";
import { expect, expectMovesAfter, test } from "./support/test";
import { AT_390 } from "./support/widths";

test.beforeEach(async ({ context }) => ownAddress(context));

const NEUTRAL = "Si el correo existe, te enviamos un enlace para restablecer la contraseña.";
const messages = (page: Page) => page.getByRole("main").locator("[role=alert], [role=status]");

async function requestLink(page: Page, correo: string) {
  await page.goto("/forgot-password");
  await page.getByLabel("Correo electrónico").fill(correo);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(messages(page)).toHaveText(NEUTRAL);
}

test.describe("/forgot-password", () => {
  test(
    "answers the same for a known and an unknown e-mail",
    { tag: AT_390 },
    async ({ page, request }) => {
      const citizen = await registerCitizenViaApi(request);
      await requestLink(page, `nadie-${Date.now()}@prueba.gt`);
      await expectNoAccessibilityViolations(page);
      await expectNoHorizontalScroll(page);
      await requestLink(page, `  ${citizen.correo.toUpperCase()} `);
      expect(await lastResetLink(citizen.correo)).toMatch(/\/reset-password\?token=/);
    },
  );

  test("checks the e-mail and reports a failure to send", async ({ page }) => {
    await page.goto("/forgot-password");
    const send = page.getByRole("button", { name: "Enviar enlace" });
    await send.click();
    await expect(page.getByText("Por favor, ingresa tu correo electrónico.")).toBeVisible();
    await page.getByLabel("Correo electrónico").fill("ana@correo");
    await send.click();
    await expect(page.getByText("Correo electrónico inválido.")).toBeVisible();
    await page.getByLabel("Correo electrónico").fill("ana@correo.gt");
    await failServerActions(page, "/forgot-password", "network");
    await send.click();
    await expect(messages(page)).toHaveText("No se pudo enviar el enlace. Intenta de nuevo.");
    await expectNoAccessibilityViolations(page);
  });
});

test.describe("/reset-password", () => {
  test("says 'Falta el token en la URL.' without a token", { tag: AT_390 }, async ({ page }) => {
    await page.goto("/reset-password");
    await expect(messages(page)).toHaveText("Falta el token en la URL.");
    await expect(page.getByLabel("Nueva contraseña", { exact: true })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test("sets a new password, then opens the login screen with the success message", async ({
    page,
    request,
  }) => {
    const citizen = await registerCitizenViaApi(request);
    await requestLink(page, citizen.correo);
    const link = await lastResetLink(citizen.correo);
    await page.clock.install();
    await page.goto(link);

    const password = page.getByLabel("Nueva contraseña", { exact: true });
    const confirmation = page.getByLabel("Confirmar nueva contraseña");
    const save = page.getByRole("button", { name: "Guardar contraseña" });
    await password.fill("corta");
    await confirmation.fill("otra");
    await save.click();
    await expect(
      page.getByText("La nueva contraseña debe tener al menos 8 caracteres."),
    ).toBeVisible();
    await expect(page.getByText("Las contraseñas no coinciden.")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await password.fill("Nueva-Clave-2026");
    await confirmation.fill("Nueva-Clave-2026");
    // Product.md §C.4: the login screen opens 1.2 s later, with the success message.
    await expectMovesAfter(page, "/login-register", 1_200, async () => {
      await save.click();
      await expect(messages(page)).toHaveText("¡Contraseña actualizada! Ya puedes iniciar sesión.");
    });
    await expect(page).toHaveURL(/\/login-register\?from=reset&msg=reset_ok$/);
    await expect(messages(page)).toHaveText("¡Contraseña actualizada! Ya puedes iniciar sesión.");
    const login = await request.post("/api/auth-user/login", {
      data: { identifier: citizen.dpi, password: "Nueva-Clave-2026" },
    });
    expect(login.status()).toBe(200);

    // The link works once.
    await page.goto(link);
    await password.fill("Otra-Clave-2026");
    await confirmation.fill("Otra-Clave-2026");
    await save.click();
    await expect(messages(page)).toContainText("No se pudo actualizar la contraseña.");
    await expect(page).toHaveURL(/\/reset-password\?token=/);
  });
});
