import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { lastLink } from "./support/mailbox";
import { createAdminViaApi, failServerActions } from "./support/fixtures";
import { expect, expectMovesAfter, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { randomIp } from "../support/citizen-data";

/** The reset link of the last reset e-mail sent to `email`. */
const lastResetLink = (email: string) =>
  lastLink(
    email,
    "Restablece tu contraseña de administrador",
    /https?:\/\/\S+\/admin\/reset-password\?token=\S+/,
  );

async function requestLink(page: Page, email: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test(
  "/admin/request-reset: e-mail check, the same answer for any e-mail, and its failure texts",
  { tag: AT_390 },
  async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page).toHaveURL(/\/admin\/request-reset$/);
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);

    await requestLink(page, "no es un correo");
    await expect(page.getByText("Por favor ingresa un correo válido.")).toBeVisible();

    const sent =
      "Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.";
    await requestLink(page, `nadie-${Date.now()}@prueba.gt`);
    await expect(page.getByText(sent)).toBeVisible();

    await failServerActions(page, "/admin/request-reset", "server");
    await requestLink(page, "admin@demo.gt");
    await expect(page.getByText("Error al enviar el enlace de restablecimiento.")).toBeVisible();
    await page.unrouteAll();
    await failServerActions(page, "/admin/request-reset", "network");
    await requestLink(page, "admin@demo.gt");
    await expect(page.getByText("Error de conexión. Intenta más tarde.")).toBeVisible();
  },
);

test(
  "the e-mailed link sets a new password once, then goes to login after 2 seconds",
  { tag: AT_390 },
  async ({ page, request }) => {
    const admin = await createAdminViaApi(request);
    await page.goto("/admin/request-reset");
    await requestLink(page, admin.email);
    await expect(page.getByText("Si el correo está registrado")).toBeVisible();
    const path = await lastResetLink(admin.email);

    await page.clock.install();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Nueva contraseña" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
    const save = async (password: string, confirmation: string) => {
      await page.getByLabel("Nueva contraseña").fill(password);
      await page.getByLabel("Confirmar contraseña").fill(confirmation);
      await page.getByRole("button", { name: "Restablecer contraseña" }).click();
    };
    await save("Nueva#2026", "Otra#2026");
    await expect(page.getByText("Las contraseñas no coinciden.")).toBeVisible();
    await save("Co#1", "Co#1");
    await expect(page.getByText("La contraseña debe tener al menos 8 caracteres.")).toBeVisible();
    await save("sinreglas1", "sinreglas1");
    await expect(
      page.getByText(
        "La contraseña debe tener al menos una letra mayúscula, un número y un símbolo especial.",
      ),
    ).toBeVisible();

    await expectMovesAfter(page, "/admin/login", 2_000, async () => {
      await save("Nueva#2026", "Nueva#2026");
      await expect(page.getByText("Contraseña restablecida correctamente.")).toBeVisible();
    });
    const login = await request.post("/api/auth/login", {
      data: { email: admin.email, password: "Nueva#2026" },
    });
    expect(login.status()).toBe(200);

    // The link is single use.
    await page.context().clearCookies();
    await page.goto(path);
    await save("Otra#20266", "Otra#20266");
    await expect(page.getByText("Error al restablecer la contraseña.")).toBeVisible();
    await expect(
      page.getByText("El enlace para restablecer la contraseña no es válido o ya expiró."),
    ).toBeVisible();
  },
);

test("/admin/reset-password without a token explains what to do", async ({ page }) => {
  await page.goto("/admin/reset-password");
  await expect(page.getByText("Error al restablecer la contraseña.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Solicita un enlace nuevo" })).toHaveAttribute(
    "href",
    "/admin/request-reset",
  );
  await expectNoAccessibilityViolations(page);
});
