import type { Page } from "@playwright/test";
import { base32Decode, totp, TOTP_STEP_SECONDS } from "@/lib/auth/totp";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { createAdminViaApi } from "./support/fixtures";
import { PHONE, expect, signIn, test } from "./support/test";
import { randomIp } from "../support/citizen-data";

// Two-factor authentication as a person meets it: enrolment in /admin/perfil with the
// code an authenticator app would show (computed here with the same RFC 6238 function), the login
// screen's second step with that code or a recovery code, and AdminNivel1's requirement sending an
// account without it to enrol right after the password. Every test uses accounts of its own.

/** The code an app shows `steps` time steps from now: each login uses a step no earlier one used. */
const codeAt = (secret: string, steps = 0) =>
  totp(base32Decode(secret)!, Date.now() + steps * TOTP_STEP_SECONDS * 1000);

async function ownAdmin(
  page: Page,
  request: Parameters<typeof createAdminViaApi>[0],
  rol = "AdminNivel1",
) {
  const admin = await createAdminViaApi(request, { rol });
  await signIn(page.context(), { kind: "admin", login: admin.email, password: admin.password });
  return admin;
}

/** Reads the key off an enrolment panel, types the app's code, and answers the recovery codes shown. */
async function confirmEnrolment(page: Page, submit: string) {
  const secret = (await page.getByTestId("clave-totp").textContent())!.replace(/\s/g, "");
  await page.getByLabel("Código de verificación").fill(codeAt(secret));
  await page.getByRole("button", { name: submit }).click();
  const list = page.getByRole("list", { name: "Códigos de recuperación" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  return { secret, codes: await list.getByRole("listitem").allTextContents() };
}

/** Enables two-factor authentication of the signed-in account from /admin/perfil. */
async function enrolInProfile(page: Page) {
  await page.goto("/admin/perfil");
  await page.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
  await expect(
    page.getByRole("img", { name: "Código QR para la aplicación de autenticación" }),
  ).toBeVisible();
  const enrolled = await confirmEnrolment(page, "Verificar y activar");
  await page.getByRole("button", { name: "Ya los guardé" }).click();
  await expect(page.getByText(/Activada desde el/)).toBeVisible();
  return enrolled;
}

/** Signs the browser out and types e-mail and password on /admin/login. */
async function passwordStep(page: Page, admin: { email: string; password: string }) {
  await page.context().clearCookies();
  await page.goto("/admin/login");
  await page.getByLabel("Correo electrónico").fill(admin.email);
  await page.getByLabel("Contraseña").fill(admin.password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test("enrolment in /admin/perfil: a wrong code, then the app's code; recovery codes once", async ({
  page,
  request,
}) => {
  await ownAdmin(page, request);
  await page.goto("/admin/perfil");
  const card = page.getByRole("main");
  await expect(card.getByRole("heading", { name: "Verificación en dos pasos" })).toBeVisible();
  await expect(card.getByText("Desactivada.")).toBeVisible();
  await card.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
  await expect(
    card.getByRole("link", { name: "ábrelo en la aplicación de este dispositivo" }),
  ).toHaveAttribute("href", /^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]{32}&/);
  await expectNoAccessibilityViolations(page);

  await card.getByLabel("Código de verificación").fill("12345");
  await card.getByRole("button", { name: "Verificar y activar" }).click();
  await expect(
    card.getByText("Ingresa el código de 6 dígitos que muestra tu aplicación."),
  ).toBeVisible();
  const secret = (await card.getByTestId("clave-totp").textContent())!.replace(/\s/g, "");
  const wrong = String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, "0");
  await card.getByLabel("Código de verificación").fill(wrong);
  await card.getByRole("button", { name: "Verificar y activar" }).click();
  await expect(card.getByRole("alert")).toHaveText("El código no es válido. Inténtalo de nuevo.");

  const { codes } = await confirmEnrolment(page, "Verificar y activar");
  await expect(card.getByText("Verificación en dos pasos activada.")).toBeVisible();
  expect(codes.every((code) => /^[A-Z2-9]{5}-[A-Z2-9]{5}$/.test(code))).toBe(true);
  await expectNoAccessibilityViolations(page);
  await card.getByRole("button", { name: "Ya los guardé" }).click();
  await expect(card.getByText(/Activada desde el/)).toBeVisible();
  await expect(card.getByText(/Códigos de recuperación sin usar: 10\./)).toBeVisible();
  // Shown once: a reload lists no code.
  await page.reload();
  await expect(card.getByText(codes[0]!)).toHaveCount(0);
});

test("login through the screen asks for the code after the password", async ({ page, request }) => {
  const admin = await ownAdmin(page, request, "AdminNivel2");
  const { secret } = await enrolInProfile(page);
  await passwordStep(page, admin);
  await expect(page.getByRole("heading", { name: "Verificación en dos pasos" })).toBeVisible();
  await expect(page.getByLabel("Código de verificación")).toBeFocused();
  await expectNoAccessibilityViolations(page);

  await page.getByLabel("Código de verificación").fill("000000");
  await page.getByRole("button", { name: "Verificar", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "El código no es válido. Inténtalo de nuevo.",
  );
  await expect(page.getByLabel("Código de verificación")).toHaveValue("");
  await page.getByLabel("Código de verificación").fill(codeAt(secret, 1));
  await page.getByRole("button", { name: "Verificar", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("banner").getByText("Hola, Prueba")).toBeVisible();
});

test("login with a recovery code, which then no longer works", async ({ page, request }) => {
  const admin = await ownAdmin(page, request, "UserAdminNivel1");
  const { codes } = await enrolInProfile(page);
  await passwordStep(page, admin);
  await page.getByRole("button", { name: "Usar un código de recuperación" }).click();
  await expect(page.getByLabel("Código de recuperación")).toBeFocused();
  await page.getByLabel("Código de recuperación").fill(codes[4]!.toLowerCase());
  await page.getByRole("button", { name: "Verificar", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/admin/perfil");
  await expect(page.getByText(/Códigos de recuperación sin usar: 9\./)).toBeVisible();
  await passwordStep(page, admin);
  await page.getByRole("button", { name: "Usar un código de recuperación" }).click();
  await page.getByLabel("Código de recuperación").fill(codes[4]!);
  await page.getByRole("button", { name: "Verificar", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "El código no es válido. Inténtalo de nuevo.",
  );
  await page.getByRole("button", { name: "Volver" }).click();
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
});

test("AdminNivel1's requirement sends an account without it to enrol right after the password", async ({
  page,
  request,
}) => {
  // Created first: while the requirement is on, the fixtures' own logins would owe a second step too.
  const newcomer = await createAdminViaApi(request, { rol: "UserAdminNivel2" });
  await ownAdmin(page, request);
  await enrolInProfile(page);
  try {
    await page.goto("/admin/equipo");
    const requirement = page.getByRole("switch", {
      name: "Exigir verificación en dos pasos a todos los administradores",
    });
    await expect(requirement).not.toBeChecked();
    await requirement.click();
    await expect(
      page.getByText("Ahora todos los administradores deben usar la verificación en dos pasos."),
    ).toBeVisible();
    await expect(requirement).toBeChecked();
    await expectNoAccessibilityViolations(page);

    await passwordStep(page, newcomer);
    await expect(
      page.getByRole("heading", { name: "Activa la verificación en dos pasos" }),
    ).toBeFocused();
    await expect(
      page.getByText(
        "La oficina exige la verificación en dos pasos: actívala para ingresar al panel.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: "Código QR para la aplicación de autenticación" }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await confirmEnrolment(page, "Verificar y activar");
    await expectNoAccessibilityViolations(page);
    await page.getByRole("button", { name: "Continuar al panel" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/perfil");
    await expect(page.getByText(/Activada desde el/)).toBeVisible();
  } finally {
    await query("update security_settings set require_admin_totp = false");
  }
});

test("the code step at 390 px", { tag: PHONE }, async ({ page, request }) => {
  const admin = await ownAdmin(page, request);
  const { secret } = await enrolInProfile(page);
  await expectNoHorizontalScroll(page);
  await passwordStep(page, admin);
  await expect(page.getByRole("heading", { name: "Verificación en dos pasos" })).toBeVisible();
  await expect(page.getByLabel("Código de verificación")).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByLabel("Código de verificación")).toHaveAttribute(
    "autocomplete",
    "one-time-code",
  );
  await expectNoHorizontalScroll(page);
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("Código de verificación").fill(codeAt(secret, 1));
  await page.getByRole("button", { name: "Verificar", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
