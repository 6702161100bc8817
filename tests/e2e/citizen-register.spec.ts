import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { ownAddress, registerCitizenViaApi } from "./support/citizen-fixtures";
import { failServerActions } from "./support/fixtures";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { DPI_NUMBER_INVALID } from "@/lib/locations/dpi-text";
import { citizenRegistration, uniqueCui } from "../support/citizen-data";

test.beforeEach(async ({ context, page }) => {
  await ownAddress(context);
  await page.goto("/login-register?modo=registro");
  await expect(page.getByRole("heading", { level: 1, name: "Completa tu perfil" })).toBeVisible();
});

const LABELS = {
  primer_nombre: "Primer nombre",
  segundo_nombre: "Segundo nombre (opcional)",
  tercer_nombre: "Tercer nombre (opcional)",
  primer_apellido: "Primer apellido",
  segundo_apellido: "Segundo apellido (opcional)",
  dpi: "DPI",
  correo: "Correo electrónico",
  telefono: "Teléfono",
  departamento: "Departamento",
  municipio: "Municipio",
  password: "Contraseña",
  password2: "Confirmar contraseña",
} as const;

type Field = keyof typeof LABELS;

const input = (page: Page, field: Field) => page.getByLabel(LABELS[field], { exact: true });
/** The error shown under a field (its id is `registro-<field>-error`). */
const errorOf = (page: Page, field: Field) => page.locator(`#registro-${field}-error`);
const submit = (page: Page) => page.getByRole("button", { name: "Crear cuenta" });
const summary = (page: Page) => page.getByRole("main").getByRole("alert");

async function fillForm(page: Page, fields: Partial<Record<Field, string>>) {
  for (const [field, value] of Object.entries(fields) as [Field, string][]) {
    if (field === "departamento" || field === "municipio")
      await input(page, field).selectOption(value);
    else await input(page, field).fill(value);
  }
}

test.describe("/login-register: Completa tu perfil", () => {
  test("asks for every field except the optional names", { tag: AT_390 }, async ({ page }) => {
    await submit(page).click();
    await expect(summary(page)).toHaveText("Revisa los campos marcados.");
    const expected: [Field, string][] = [
      ["primer_nombre", "Por favor, ingresa tu primer nombre."],
      ["primer_apellido", "Por favor, ingresa tu primer apellido."],
      ["dpi", "Por favor, ingresa tu DPI."],
      ["correo", "Por favor, ingresa tu correo electrónico."],
      ["telefono", "Por favor, ingresa tu teléfono."],
      ["departamento", "Por favor, ingresa tu departamento."],
      ["municipio", "Por favor, ingresa tu municipio."],
      ["password", "Por favor, ingresa una contraseña."],
      ["password2", "Por favor, ingresa la confirmación de la contraseña."],
    ];
    for (const [field, message] of expected) {
      await expect(errorOf(page, field)).toHaveText(message);
      await expect(input(page, field)).toHaveAttribute("aria-invalid", "true");
    }
    for (const field of ["segundo_nombre", "tercer_nombre", "segundo_apellido"] as const)
      await expect(errorOf(page, field)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "política de privacidad" })).toHaveAttribute(
      "href",
      "/politicas",
    );
    await expect(input(page, "primer_nombre")).toBeFocused();
    await expectNoAccessibilityViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test("applies every field rule", async ({ page }) => {
    await fillForm(page, {
      segundo_nombre: "Ana3",
      dpi: "12345",
      correo: "ana@correo",
      telefono: "1234",
      password: "corta",
      password2: "distinta",
    });
    await submit(page).click();
    await expect(errorOf(page, "segundo_nombre")).toHaveText(
      "Usa solo letras, espacios, apóstrofos o guiones.",
    );
    await expect(errorOf(page, "dpi")).toHaveText("DPI debe tener 13 dígitos.");
    await expect(errorOf(page, "correo")).toHaveText("Correo electrónico inválido.");
    await expect(errorOf(page, "telefono")).toHaveText("El teléfono debe tener 8 dígitos.");
    await expect(errorOf(page, "password")).toHaveText(
      "La contraseña debe tener al menos 8 caracteres.",
    );
    await expect(errorOf(page, "password2")).toHaveText("Las contraseñas no coinciden.");

    await fillForm(page, {
      dpi: "1234567890199",
      telefono: "12345678",
      password: "suficiente",
      password2: "suficiente",
    });
    await submit(page).click();
    await expect(errorOf(page, "dpi")).toHaveText(DPI_NUMBER_INVALID);
    await expect(errorOf(page, "telefono")).toHaveText(
      "Ingresa un número de Guatemala (empieza con 2 a 7).",
    );
    await expect(errorOf(page, "password")).toHaveCount(0);
    await expect(errorOf(page, "password2")).toHaveCount(0);

    // DPI and phone keep digits only.
    await input(page, "dpi").fill("1234-5678 90101xx");
    await expect(input(page, "dpi")).toHaveValue("1234567890101");
    await input(page, "telefono").fill("5555-1234");
    await expect(input(page, "telefono")).toHaveValue("55551234");
  });

  test("lists the 22 departments and the municipalities of the chosen one, reset when it changes", async ({
    page,
  }) => {
    const department = input(page, "departamento");
    const municipality = input(page, "municipio");
    await expect(department.locator("option")).toHaveCount(23);
    await expect(municipality).toBeDisabled();
    await department.selectOption("Guatemala");
    await expect(municipality.locator("option")).toHaveCount(18);
    await municipality.selectOption("Mixco");
    await department.selectOption("Petén");
    await expect(municipality).toHaveValue("");
    await expect(municipality.locator("option")).toHaveCount(15);
    await expect(municipality.locator("option", { hasText: "Flores" })).toHaveCount(1);
    await department.selectOption("Huehuetenango");
    await expect(municipality.locator("option")).toHaveCount(34);
  });

  test("shows live hints: DPI and e-mail taken or available", async ({ page, request }) => {
    const taken = await registerCitizenViaApi(request);
    const hintDpi = page.locator("#registro-dpi-pista");
    const hintEmail = page.locator("#registro-correo-pista");
    await input(page, "dpi").fill(taken.dpi);
    // Taken: the way out, naming nobody, with where to find the office.
    await expect(hintDpi).toHaveText(
      "DPI ya registradoSi es tu DPI y no creaste esa cuenta, acércate a la oficina con tu DPI en mano: verificaremos tu identidad y lo quitaremos de esa cuenta para que registres la tuya. Dirección y contacto de la oficina",
    );
    await expect(
      hintDpi.getByRole("link", { name: "Dirección y contacto de la oficina" }),
    ).toHaveAttribute("href", "/contacto");
    await input(page, "dpi").fill(uniqueCui());
    await expect(hintDpi).toHaveText("DPI disponible");
    await input(page, "dpi").fill("1234567890199");
    await expect(hintDpi).toHaveText(DPI_NUMBER_INVALID);
    await input(page, "dpi").fill("123");
    await expect(hintDpi).toHaveText("");
    await input(page, "correo").fill(taken.correo.toUpperCase());
    await expect(hintEmail).toHaveText("Correo ya registrado");
    await input(page, "correo").fill(`libre-${Date.now()}@prueba.gt`);
    await expect(hintEmail).toHaveText("Correo disponible");
    await expectNoAccessibilityViolations(page);
  });

  test("shows the server's field errors for a taken DPI and e-mail", async ({ page, request }) => {
    const taken = await registerCitizenViaApi(request);
    const fields = citizenRegistration({ dpi: taken.dpi, correo: taken.correo });
    await fillForm(page, fields);
    await submit(page).click();
    await expect(summary(page)).toHaveText("Revisa los campos marcados.");
    await expect(errorOf(page, "dpi")).toHaveText(
      "DPI ya registrado. Si es tu DPI y no creaste esa cuenta, acércate a la oficina con tu DPI en mano: verificaremos tu identidad y lo quitaremos de esa cuenta para que registres la tuya.",
    );
    await expect(errorOf(page, "correo")).toHaveText("Correo ya registrado");
    await expect(input(page, "dpi")).toBeFocused();
    await expect(page).toHaveURL(/modo=registro/);
  });

  test("says 'No se pudo crear la cuenta.' when the server cannot be reached", async ({ page }) => {
    await fillForm(page, citizenRegistration());
    await failServerActions(page, "/login-register", "network");
    await submit(page).click();
    await expect(summary(page)).toHaveText("No se pudo crear la cuenta.");
  });

  test("creates the account, shows the strength of the password and opens the portal", async ({
    page,
  }) => {
    const fields = citizenRegistration({ tercer_nombre: "Isabel" });
    await fillForm(page, { ...fields, password: "", password2: "" });
    const strength = page.getByText("Fortaleza de la contraseña:");
    await expect(strength).toHaveText("Fortaleza de la contraseña: Ninguna");
    await input(page, "password").fill("abc");
    await expect(strength).toHaveText("Fortaleza de la contraseña: Muy débil");
    await fillForm(page, { password: fields.password, password2: fields.password2 });
    await expect(strength).toHaveText("Fortaleza de la contraseña: Muy fuerte");
    await submit(page).click();
    await expect(page.getByText("¡Cuenta creada!")).toBeVisible();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `¡Bienvenido/a, ${fields.primer_nombre}!`,
    );
    await expect(
      page.getByText(`${fields.primer_nombre} ${fields.segundo_nombre} Isabel`),
    ).toBeVisible();
  });
});
