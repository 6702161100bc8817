import type { Page } from "@playwright/test";
import { expectNoAccessibilityViolations, expectNoHorizontalScroll } from "./support/axe";
import { query } from "./support/db";
import { failServerActions } from "./support/fixtures";
import { tag } from "./support/public-fixtures";
import { expect, test } from "./support/test";
import { AT_390 } from "./support/widths";
import { randomIp, uniqueCui } from "../support/citizen-data";

// The route's own rules (every field text, the 422 and 400 answers, the honeypot, 5 messages per
// address in 10 minutes, the section switched off) are checked in
// tests/integration/public-contact.test.ts; here, what the browser shows.

// Every test sends from an address of its own, so that the per-address limit never mixes tests.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

async function fillRequired(page: Page, email: string) {
  await page.getByLabel("Primer nombre", { exact: true }).fill("María");
  await page.getByLabel("Primer apellido", { exact: true }).fill("Xicará");
  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page
    .getByLabel("Mensaje", { exact: true })
    .fill("Solicito información sobre la audiencia pública de mi municipio.");
}

const send = (page: Page) => page.getByRole("button", { name: "Enviar mensaje" }).click();

test(
  "the contact page shows the bars, the official contact block and the form, accessibly",
  { tag: AT_390 },
  async ({ page }) => {
    const [settings] = await query<{ email_oficial: string; telefono_oficial: string }>(
      `select email_oficial, telefono_oficial from site_settings where id = 1`,
    );
    await page.goto("/contacto");
    await expect(page.getByRole("heading", { level: 1, name: "Contacto" })).toBeVisible();
    const official = page.getByRole("region", { name: "Contacto oficial" });
    await expect(official.getByRole("link", { name: settings!.email_oficial })).toHaveAttribute(
      "href",
      `mailto:${settings!.email_oficial}`,
    );
    await expect(official.getByText(settings!.telefono_oficial)).toBeVisible();
    await expect(
      page.getByTestId("contacto-barra-superior").getByRole("link", { name: "Facebook" }),
    ).toBeVisible();
    await expect(page.getByTestId("contacto-barra-inferior")).toBeVisible();
    await expect(page.getByLabel("Tema", { exact: true }).locator("option")).toHaveText([
      "Transparencia",
      "Propuesta",
      "Queja",
      "Solicitud",
      "Denuncia",
      "Otros",
    ]);
    await expectNoHorizontalScroll(page);
    await expectNoAccessibilityViolations(page);
  },
);

test(
  "the form shows the spec's texts for every rule, and the DPI keeps only 13 digits",
  { tag: AT_390 },
  async ({ page }) => {
    await page.goto("/contacto");
    await send(page);
    for (const text of [
      "El primer nombre es obligatorio.",
      "El primer apellido es obligatorio.",
      "El email es obligatorio.",
      "El mensaje es obligatorio.",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Primer nombre", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Primer nombre", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAccessibilityViolations(page);

    await fillRequired(page, "no-es-un-correo");
    const dpi = page.getByLabel("DPI", { exact: true });
    await dpi.fill("12ab-34 56");
    await expect(dpi).toHaveValue("123456");
    await dpi.pressSequentially("78901234567");
    await expect(dpi).toHaveValue("1234567890123");
    await dpi.fill("12345");
    await send(page);
    await expect(page.getByText("El email no es válido.", { exact: true })).toBeVisible();
    await expect(page.getByText("El DPI debe tener 13 dígitos.", { exact: true })).toBeVisible();
    await expect(page.getByText("El primer nombre es obligatorio.")).toHaveCount(0);
  },
);

test("a valid message is stored, e-mailed to the office and acknowledged", async ({ page }) => {
  const email = `contacto-${tag()}@correo.gt`;
  const dpi = uniqueCui();
  await page.goto("/contacto");
  await fillRequired(page, email);
  await page.getByLabel("DPI", { exact: true }).fill(dpi);
  await page.getByLabel("Municipio", { exact: true }).fill("Olintepeque");
  await page.getByLabel("Tema", { exact: true }).selectOption("Solicitud");
  await send(page);
  await expect(page.getByRole("status")).toHaveText(
    /^¡Gracias! Hemos recibido tu mensaje\.Tu referencia es CON-\d{4}-\d{6}\. Te la enviamos también a tu correo electrónico\.$/,
  );
  await expect(page.getByLabel("Primer nombre", { exact: true })).toHaveValue("");

  const [row] = await query<{
    id: number;
    dpi: string;
    tema: string;
    segundo_nombre: string | null;
    telefono: string | null;
  }>(`select id, dpi, tema, segundo_nombre, telefono from contact_messages where email = $1`, [
    email,
  ]);
  expect(row).toMatchObject({ dpi, tema: "Solicitud", segundo_nombre: null, telefono: null });
  const [settings] = await query<{ email_oficial: string }>(
    `select email_oficial from site_settings where id = 1`,
  );
  const mails = await query<{ text: string }>(
    `select text from email_outbox where "to" = $1 and text like $2`,
    [settings!.email_oficial, `%${email}%`],
  );
  expect(mails).toHaveLength(1);
  const audit = await query(
    `select 1 from audit_log where action = 'contact.message' and entity_id = $1`,
    [String(row!.id)],
  );
  expect(audit).toHaveLength(1);
});

test("a filled honeypot answers 'Gracias.' without sending anything", async ({ page }) => {
  const email = `bot-${tag()}@correo.gt`;
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.goto("/contacto");
  await fillRequired(page, email);
  await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
  await send(page);
  await expect(page.getByRole("status")).toHaveText("Gracias.");
  expect(posted).toBe(false);
  expect(await query(`select 1 from contact_messages where email = $1`, [email])).toHaveLength(0);
});

test("failures say 'Error de red.' or 'Error al enviar.'", async ({ page }) => {
  await page.goto("/contacto");
  await fillRequired(page, `falla-${tag()}@correo.gt`);
  // Load the validation schema before the network goes down.
  await page.getByLabel("Primer nombre", { exact: true }).focus();
  await page.waitForLoadState("networkidle");
  await failServerActions(page, "/contacto", "network");
  await send(page);
  await expect(
    page.getByRole("form", { name: "Envíanos un mensaje" }).getByRole("alert"),
  ).toHaveText("Error de red.");
  await page.unrouteAll();
  await failServerActions(page, "/contacto", "server");
  await send(page);
  await expect(
    page.getByRole("form", { name: "Envíanos un mensaje" }).getByRole("alert"),
  ).toHaveText("Error al enviar.");
});

test("the top and bottom bars follow the contact configuration", async ({ page, siteSettings }) => {
  await siteSettings.set({ mostrar_barra_superior: false, mostrar_barra_inferior: false });
  await page.goto("/contacto");
  await expect(page.getByTestId("contacto-barra-superior")).toHaveCount(0);
  await expect(page.getByTestId("contacto-barra-inferior")).toHaveCount(0);
  await siteSettings.set({ mostrar_barra_superior: true, mostrar_barra_inferior: true });
  await page.goto("/contacto");
  await expect(page.getByTestId("contacto-barra-superior")).toBeVisible();
  await expect(page.getByTestId("contacto-barra-inferior")).toBeVisible();
});
